import { Button } from '@fluentui/react-components';
import { DocumentArrowUpRegular } from '@fluentui/react-icons';
import { useRef } from 'react';
import type { FilePickerButtonProps } from './FilePickerButton.types';
import { useFilePickerButtonStyles } from './useFilePickerButtonStyles.styles';

/**
 * A file chosen with a button in the page's language: the native input does the choosing (keyboard, screen readers,
 * drop), out of sight, and the file's name shows beside the button. The products' import and the settlement files use it.
 */
export function FilePickerButton({ chooseLabel, noFileLabel, file, onChoose, accept = '.csv,text/csv', disabled = false, inputProps }: FilePickerButtonProps) {
  const styles = useFilePickerButtonStyles();
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div className={styles.root}>
      <input
        {...inputProps}
        ref={input}
        className={styles.input}
        type="file"
        accept={accept}
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          // Emptied, so choosing the same file again after fixing it is a change too.
          event.target.value = '';
          if (chosen) onChoose(chosen);
        }}
        // A refused submit focuses the field's control: the button is what shows it.
        onFocus={() => button.current?.focus()}
      />
      <Button ref={button} icon={<DocumentArrowUpRegular />} disabled={disabled} aria-describedby={inputProps?.['aria-describedby']} onClick={() => input.current?.click()}>
        {chooseLabel}
      </Button>
      <span className={styles.fileName}>{file ? <bdi>{file.name}</bdi> : noFileLabel}</span>
    </div>
  );
}
