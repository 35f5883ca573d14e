import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { NoteAddRegular } from '@fluentui/react-icons';
import { FormTextarea } from '../form/FormInput';
import { typedLength } from '../form/typed-length';
import { useRulesForm } from '../form/use-rules-form';
import { useNotify } from '../notifications/use-notify';
import { KuwaitTime } from '../RecordPage/KuwaitTime';
import { PageSection } from '../RecordPage/PageSection';

const useNotesThreadStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, listStyleType: 'none', margin: 0, padding: 0 },
  note: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingBlockEnd: tokens.spacingVerticalS,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
    ':last-child': { borderBlockEndStyle: 'none', paddingBlockEnd: 0 },
  },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'baseline' },
  author: { fontWeight: tokens.fontWeightSemibold },
  body: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  quiet: { color: tokens.colorNeutralForeground3 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  field: { alignSelf: 'stretch' },
});

/** A note as the threads show it: who wrote it (a name), when, what. */
export interface ThreadNote {
  id: number;
  text: string;
  author: { name: string };
  createdAt: string;
}

export interface NotesThreadProps {
  /** The section heading's id. */
  id: string;
  /** In the order to show them. */
  notes: readonly ThreadNote[];
  /** The most characters a note may hold once trimmed (the API's rule; at least 1). */
  maxLength: number;
  /** Saves a note's trimmed text; null: the reader may only read. */
  onAdd: ((text: string) => Promise<unknown>) | null;
  texts: {
    title: string;
    listLabel: string;
    empty: string;
    /** The form's field, its button, and the toasts after it. */
    field: string;
    add: string;
    added: string;
    failed: string;
    /** Said at the field for a note empty or too long (the API's 400 says the same words). */
    rule: string;
    /** The author of a note whose account is gone (the API answers an empty name). */
    unknownAuthor?: string;
  };
}

interface NoteValues {
  text: string;
}
const NOTE_FIELDS = ['text'] as const;
const EMPTY_NOTE: NoteValues = { text: '' };

/** The form under a thread: the note checked as typed, saved, then the field emptied. */
function AddNoteForm({ maxLength, onAdd, texts }: Pick<NotesThreadProps, 'maxLength' | 'texts'> & { onAdd: (text: string) => Promise<unknown> }) {
  const styles = useNotesThreadStyles();
  const notify = useNotify();
  const { form, formProps, errorOf, saving } = useRulesForm<NoteValues, 'text'>({
    defaultValues: EMPTY_NOTE,
    rules: ({ text }) => (typedLength(text) < 1 || typedLength(text) > maxLength ? { text: 'text' } : {}),
    ruleText: () => texts.rule,
    serverFields: NOTE_FIELDS,
    save: ({ text }) => onAdd(text.trim()),
    onSaved: () => {
      notify.success(texts.added);
      form.reset(EMPTY_NOTE);
    },
    failureTexts: { failed: texts.failed },
    onFailure: notify.error,
    // A part of the page: leaving a half-written note loses nothing saved; the next note is written after it.
    guardsNavigation: false,
    afterSave: 'stay',
  });
  return (
    <form {...formProps} className={styles.form}>
      <FormTextarea control={form.control} name="text" label={texts.field} error={errorOf('text')} className={styles.field} limit={maxLength} disabled={saving} />
      <Button type="submit" appearance="primary" icon={<NoteAddRegular />} disabled={saving}>
        {texts.add}
      </Button>
    </form>
  );
}

/**
 * What staff wrote on a record (a customer, a complaint): each note with who and when, as a card of the record's page,
 * and the form to add one for whoever may.
 */
export function NotesThread({ id, notes, maxLength, onAdd, texts }: NotesThreadProps) {
  const styles = useNotesThreadStyles();
  return (
    <PageSection id={id} title={texts.title}>
      {notes.length === 0 ? (
        <Text className={styles.quiet}>{texts.empty}</Text>
      ) : (
        <ol className={styles.list} aria-label={texts.listLabel}>
          {notes.map((note) => (
            <li key={note.id} className={styles.note}>
              <span className={styles.head}>
                <bdi className={styles.author}>{note.author.name || texts.unknownAuthor}</bdi>
                <Text size={200} className={styles.quiet}>
                  <KuwaitTime at={note.createdAt} />
                </Text>
              </span>
              <p className={styles.body} dir="auto">
                {note.text}
              </p>
            </li>
          ))}
        </ol>
      )}
      {onAdd ? <AddNoteForm maxLength={maxLength} onAdd={onAdd} texts={texts} /> : null}
    </PageSection>
  );
}
