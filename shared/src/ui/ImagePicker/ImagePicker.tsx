import { Button } from '@fluentui/react-components';
import { ImageAddRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../FormField/FormField';
import type { ImagePickerProps } from './ImagePicker.types';
import { isSupportedImage } from './image-signature';
import { useImagePickerStyles } from './useImagePickerStyles.styles';

const MEGABYTE = 1024 * 1024;

/** A blob URL for the chosen file, revoked when the file changes or the picker goes away. */
function useObjectUrl(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/**
 * An image field (spec §5 Images: image files only): a preview, a button to choose a file, and
 * a message when the chosen file is not an image or is too large. An existing image stays in
 * the preview until a new file replaces it.
 */
export function ImagePicker({
  label,
  value,
  existingUrl,
  onChange,
  required = false,
  error,
  maxBytes = 5 * MEGABYTE,
  disabled = false,
  capture,
}: ImagePickerProps) {
  const { t } = useTranslation();
  const styles = useImagePickerStyles();
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [rejection, setRejection] = useState<string | null>(null);
  const chosenUrl = useObjectUrl(value);
  const previewUrl = chosenUrl ?? existingUrl ?? undefined;

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clear the input so choosing the same file again still reports a change.
    event.target.value = '';
    if (!file) return;
    // `accept` only filters the browser's dialog; a dropped or "all files" pick can be anything.
    if (!file.type.startsWith('image/')) {
      setRejection(t('image.onlyImages'));
      return;
    }
    if (file.size > maxBytes) {
      setRejection(t('image.tooLarge', { size: Math.round((maxBytes / MEGABYTE) * 10) / 10 }));
      return;
    }
    // A name or type can lie (notes.txt renamed .png) and SVG is an image the API refuses: the bytes decide.
    if (!(await isSupportedImage(file).catch(() => false))) {
      setRejection(t('image.unsupported'));
      return;
    }
    setRejection(null);
    onChange(file);
  };

  return (
    <FormField label={label} required={required} error={rejection ?? error}>
      {(fieldProps) => (
        <div className={styles.root}>
          {previewUrl ? (
            <img className={styles.preview} src={previewUrl} alt={t('image.preview')} />
          ) : (
            <div className={styles.placeholder}>{t('image.none')}</div>
          )}
          <input
            {...fieldProps}
            ref={inputRef}
            className={styles.input}
            type="file"
            accept="image/*"
            capture={capture}
            tabIndex={-1}
            disabled={disabled}
            onChange={handleChange}
            // The input is out of sight: a refused submit focuses it as the field, and the button is what shows it.
            onFocus={() => buttonRef.current?.focus()}
          />
          <Button
            ref={buttonRef}
            icon={<ImageAddRegular />}
            disabled={disabled}
            aria-describedby={fieldProps['aria-describedby']}
            onClick={() => inputRef.current?.click()}
          >
            {previewUrl ? t('image.replace') : t('image.choose')}
          </Button>
        </div>
      )}
    </FormField>
  );
}
