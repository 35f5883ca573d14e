import { useDebouncedValue, useLanguage } from '@dukkan/shared';
import { Dialog, DialogBody, DialogSurface, DialogTitle, Input, makeStyles, mergeClasses, Spinner, Text, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useNavEntries } from '../sections/nav-entries';
import { HOST_NS } from '../i18n';
import { usePaletteSearchQuery } from './palette-api';
import { MIN_SEARCH_LENGTH, type PaletteOption, paletteOptions, searchGroupsOf } from './palette-options';

const useStyles = makeStyles({
  surface: { maxWidth: '36rem', width: '100%', alignSelf: 'flex-start', marginBlockStart: '10vh' },
  // DialogBody is a grid: the search and its results take its whole width.
  content: { gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', minWidth: 0 },
  input: { width: '100%' },
  list: { listStyleType: 'none', margin: 0, padding: 0, maxHeight: '55vh', overflowY: 'auto', marginBlockStart: tokens.spacingVerticalS },
  group: { color: tokens.colorNeutralForeground3, paddingBlock: tokens.spacingVerticalXS, paddingInline: tokens.spacingHorizontalS },
  option: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: '44px',
    justifyContent: 'center',
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
  },
  active: { backgroundColor: tokens.colorNeutralBackground1Selected, outline: `2px solid ${tokens.colorStrokeFocus2}` },
  hint: { color: tokens.colorNeutralForeground3 },
  quiet: { color: tokens.colorNeutralForeground3, padding: tokens.spacingHorizontalS },
});

/** How long typing must pause before the palette asks the API. */
const SEARCH_DELAY_MS = 200;

export interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
}

/**
 * decisions/search.md: Ctrl+K / ⌘K. Type to go to any screen (its English or Arabic name), or to a row the
 * remotes' manifests make searchable: an order by its id, a product, shop or user by name
 * (searched on the API as you type). Arrow keys move, Enter opens, Escape closes; a combobox with
 * its listbox, right-to-left in Arabic.
 */
export default function CommandPalette({ open, onClose }: CommandPaletteProps) {
  const styles = useStyles();
  const { t } = useTranslation(HOST_NS);
  const language = useLanguage();
  const { entries, sections } = useNavEntries();
  const groups = useMemo(() => searchGroupsOf(sections), [sections]);
  const endpoints = useMemo(() => groups.flatMap((group) => group.endpoint ?? []), [groups]);
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  // A '#' and digits, or up to three digits, is an id alone (its row needs no call); four digits or
  // more may be part of a phone number too (decisions/search.md), which the API looks for.
  const skip = q.length < MIN_SEARCH_LENGTH || /^#\d+$/.test(q) || /^\d{1,3}$/.test(q);
  const found = usePaletteSearchQuery({ q, endpoints }, { skip: skip || endpoints.length === 0 });
  const searching = !skip && found.isFetching;

  const options = useMemo(
    () => paletteOptions(text, { entries, label: t('palette.groups.screens') }, groups, language, (!skip && found.currentData) || {}),
    [text, entries, t, groups, language, skip, found.currentData],
  );
  const current = Math.min(active, Math.max(0, options.length - 1));

  const go = (option: PaletteOption | undefined) => {
    if (!option) return;
    onClose();
    navigate(option.to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + options.length) % Math.max(1, options.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(options[current]);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} aria-label={t('palette.title')}>
        <DialogBody>
          <DialogTitle>{t('palette.title')}</DialogTitle>
          <div className={styles.content}>
            <Input
              autoFocus
              className={styles.input}
              contentBefore={<SearchRegular aria-hidden />}
              value={text}
              placeholder={t('palette.placeholder')}
              onChange={(_event, data) => {
                setText(data.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
              input={{
                role: 'combobox',
                'aria-expanded': true,
                'aria-controls': listId,
                'aria-autocomplete': 'list',
                'aria-activedescendant': options[current] ? `${listId}-${options[current].id}` : undefined,
                'aria-label': t('palette.title'),
              }}
            />
            {searching ? <Spinner size="tiny" label={t('palette.searching')} /> : null}
            {/* The combobox pattern: focus stays in the box, the active option is aria-activedescendant. */}
            <div id={listId} role="listbox" aria-label={t('palette.results')} className={styles.list}>
              {options.map((option, index) => (
                <div
                  key={option.id}
                  id={`${listId}-${option.id}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === current}
                  className={mergeClasses(styles.option, index === current && styles.active)}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => go(option)}
                  onKeyDown={(event) => event.key === 'Enter' && go(option)}
                >
                  <Text>
                    <span className={styles.hint}>{option.group} · </span>
                    <bdi>{option.label}</bdi>
                  </Text>
                  {option.hint ? (
                    <Text size={200} className={styles.hint}>
                      <bdi>{option.hint}</bdi>
                    </Text>
                  ) : null}
                </div>
              ))}
            </div>
            {options.length === 0 && !searching ? <Text className={styles.quiet}>{t('palette.none')}</Text> : null}
          </div>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
