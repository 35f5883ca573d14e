import { useCan, useLanguage, useNotify } from '@dukkan/shared';
import { FormTextarea, useRulesForm } from '@dukkan/shared/kit';
import { Button, Text } from '@fluentui/react-components';
import { NoteAddRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { USERS_NS } from '../i18n';
import { EMPTY_NOTE, NOTE_FIELDS, NOTE_MAX, type NoteField, type NoteValues, validateNote } from './customer-rules';
import { type CustomerNote, useAddCustomerNoteMutation } from './customers-api';
import { KuwaitTime, ProfileSection } from './profile-sections';
import { useCustomerProfileStyles } from './useCustomerProfileStyles.styles';

/** The note form, for those who may act on customers (the API's rule). */
function AddNoteForm({ customerId }: { customerId: number }) {
  const { t } = useTranslation(USERS_NS);
  const styles = useCustomerProfileStyles();
  const notify = useNotify();
  const [addNote] = useAddCustomerNoteMutation();
  const { form, formProps, errorOf, saving } = useRulesForm<NoteValues, NoteField>({
    defaultValues: EMPTY_NOTE,
    rules: validateNote,
    ruleText: (key) => t(`customers.notes.rules.${key}`),
    serverFields: NOTE_FIELDS,
    save: ({ text }) => addNote({ id: customerId, text: text.trim() }).unwrap(),
    onSaved: () => {
      notify.success(t('customers.notes.added'));
      form.reset(EMPTY_NOTE);
    },
    failureTexts: { failed: t('customers.notes.failed') },
    onFailure: notify.error,
    // A part of the page: leaving a half-written note loses nothing saved.
    guardsNavigation: false,
  });
  return (
    <form {...formProps} className={styles.noteForm}>
      <FormTextarea
        control={form.control}
        name="text"
        label={t('customers.notes.field')}
        error={errorOf('text')}
        className={styles.noteField}
        limit={NOTE_MAX}
        disabled={saving}
      />
      <Button type="submit" appearance="primary" icon={<NoteAddRegular />} disabled={saving}>
        {t('customers.notes.add')}
      </Button>
    </form>
  );
}

/** decisions/customers.md: what staff wrote about the customer, newest first, with who and when; the form below. */
export function CustomerNotes({ customerId, notes }: { customerId: number; notes: readonly CustomerNote[] }) {
  const { t } = useTranslation(USERS_NS);
  const language = useLanguage();
  const styles = useCustomerProfileStyles();
  const canAct = useCan('customers.act');
  return (
    <ProfileSection id="customer-notes" title={t('customers.notes.title')}>
      {notes.length === 0 ? (
        <Text className={styles.quiet}>{t('customers.notes.empty')}</Text>
      ) : (
        <ol className={styles.list} aria-label={t('customers.notes.listLabel')}>
          {notes.map((note) => (
            <li key={note.id} className={styles.item}>
              <span className={styles.noteHead}>
                <bdi className={styles.author}>{note.author.name || t('customers.notes.unknownAuthor')}</bdi>
                <Text size={200} className={styles.quiet}>
                  <time dateTime={note.createdAt}>
                    <KuwaitTime at={note.createdAt} language={language} />
                  </time>
                </Text>
              </span>
              <p className={styles.body} dir="auto">
                {note.text}
              </p>
            </li>
          ))}
        </ol>
      )}
      {canAct ? <AddNoteForm customerId={customerId} /> : null}
    </ProfileSection>
  );
}
