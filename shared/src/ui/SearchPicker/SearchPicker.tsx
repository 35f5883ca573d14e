import {
  Tag,
  TagPicker,
  TagPickerControl,
  TagPickerGroup,
  TagPickerInput,
  TagPickerList,
  TagPickerOption,
  type TagPickerProps,
} from '@fluentui/react-components';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../FormField/FormField';
import { PICKER_TEXTS } from '../../i18n/kit-texts';
import { useDebouncedValue } from '../search/use-debounced-value';
import type { PickerOption, SearchPickerProps } from './SearchPicker.types';
import { useSearchPickerStyles } from './useSearchPickerStyles.styles';

/** The value of the list's notes (searching, no matches, more): never a choice. */
const NOTE = '\u0000note';
/** The API refuses a longer search (every list's `q`). */
const MAX_SEARCH_LENGTH = 100;

const tagText = (option: PickerOption) => (option.secondary ? `${option.text} — ${option.secondary}` : option.text);

/**
 * A labelled picker that searches the server (architecture §7: a list of hundreds is never sent
 * whole to a select): what is typed goes to `onSearch` once typing pauses, the answer comes back
 * as `options`, and each choice shows as a tag named even when the current search no longer holds
 * it. One or many choices (`multiselect`); keyboard, required mark and direction are Fluent's
 * TagPicker's own.
 */
export function SearchPicker({
  label,
  required = false,
  error,
  hint,
  placeholder,
  multiselect = false,
  value,
  onChange,
  options,
  total,
  totalCapped = false,
  known,
  onSearch,
  loading = false,
  failed = false,
  failedText,
  disabled = false,
  delayMs = 250,
  className,
}: SearchPickerProps) {
  const { t, i18n } = useTranslation();
  const texts = PICKER_TEXTS[i18n.language === 'ar' ? 'ar' : 'en'];
  const styles = useSearchPickerStyles();
  const [text, setText] = useState('');
  const [active, setActive] = useState(false);
  const [open, setOpen] = useState(false);
  const settled = useDebouncedValue(text, delayMs);

  // Every choice's name as last seen (known beforehand, or in an answer): a chosen tag keeps it.
  const names = useRef(new Map<string, PickerOption>());
  for (const option of [...(known ?? []), ...options]) names.current.set(option.value, option);

  const search = useRef(onSearch);
  search.current = onSearch;
  useEffect(() => {
    if (active) search.current(settled.trim());
  }, [active, settled]);

  // TagPicker measures its input whenever `selectedOptions` changes (a forced layout of the whole page):
  // the same choices keep the same array, so a re-render with a new `value` array does not measure again.
  const valueKey = value.join(NOTE);
  const selectedOptions = useMemo(() => (valueKey ? valueKey.split(NOTE) : []), [valueKey]);

  const chosen = value.map((id) => names.current.get(id) ?? { value: id, text: `#${id}` });
  const offered = options.filter((option) => !value.includes(option.value));

  const onOptionSelect: TagPickerProps['onOptionSelect'] = (_event, data) => {
    if (data.value === NOTE) return;
    setText('');
    if (multiselect) onChange(data.selectedOptions.filter((id) => id !== NOTE));
    else {
      // One choice: made, the list closes (many: it stays open for the next).
      onChange(value.includes(data.value) ? [] : [data.value]);
      setOpen(false);
    }
  };

  const note = (words: string) => (
    <TagPickerOption value={NOTE} text={words} aria-disabled="true" className={styles.note}>
      {words}
    </TagPickerOption>
  );

  return (
    <FormField label={label} required={required} error={error} hint={hint} className={className}>
      <TagPicker
        selectedOptions={selectedOptions}
        onOptionSelect={onOptionSelect}
        disabled={disabled}
        open={open}
        onOpenChange={(_event, data) => {
          if (data.open) setActive(true);
          setOpen(data.open);
        }}
      >
        <TagPickerControl>
          {chosen.length > 0 ? (
            <TagPickerGroup aria-label={t('picker.chosen', { label, defaultValue: texts.chosen })} className={styles.group}>
              {chosen.map((option) => (
                <Tag key={option.value} value={option.value} shape="rounded" className={styles.tag} primaryText={{ className: styles.tagText }} title={tagText(option)}>
                  {tagText(option)}
                </Tag>
              ))}
            </TagPickerGroup>
          ) : null}
          <TagPickerInput
            value={text}
            maxLength={MAX_SEARCH_LENGTH}
            placeholder={chosen.length > 0 ? undefined : placeholder}
            onChange={(event) => {
              // Typing opens the list (a paste or an IME commit too, not only a key press).
              setActive(true);
              setOpen(true);
              setText(event.target.value);
            }}
          />
        </TagPickerControl>
        <TagPickerList>
          {failed
            ? note(failedText ?? t('picker.failed', { defaultValue: texts.failed }))
            : loading && offered.length === 0
              ? note(t('picker.searching', { defaultValue: texts.searching }))
              : offered.length === 0
                ? note(t('picker.noMatches', { defaultValue: texts.noMatches }))
                : offered.map((option) => (
                    <TagPickerOption key={option.value} value={option.value} text={option.text}>
                      {/* The second line under the name: a phone's width has no room beside it. */}
                      <span className={styles.optionText}>
                        <span>{option.text}</span>
                        {option.secondary ? <span className={styles.secondary}>{option.secondary}</span> : null}
                      </span>
                    </TagPickerOption>
                  ))}
          {!failed && total !== undefined && total > options.length && offered.length > 0
            ? note(t('picker.more', { shown: options.length, total: totalCapped ? `${total}+` : total, defaultValue: texts.more }))
            : null}
        </TagPickerList>
      </TagPicker>
    </FormField>
  );
}
