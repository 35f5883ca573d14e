import { useCan, useNotify } from '@dukkan/shared';
import { FormTextarea, useRulesForm } from '@dukkan/shared/kit';
import { Button, Text } from '@fluentui/react-components';
import { NoteAddRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../i18n';
import {
  COMPLAINT_NOTE_FIELDS,
  COMPLAINT_NOTE_MAX,
  EMPTY_COMPLAINT_NOTE,
  validateComplaintNote,
  type ComplaintNoteField,
  type ComplaintNoteValues,
} from '../common/complaint-rules';
import { type ComplaintNote, useAddComplaintNoteMutation } from '../common/complaints-api';
import { ComplaintSection, KuwaitTime } from './ComplaintSection';
import { useComplaintsStyles } from './useComplaintsStyles.styles';

/** The note form, for those who may act on complaints (the API's rule). */
function AddNoteForm({ complaintId }: { complaintId: number }) {
  const { t } = useTranslation(ORDERS_NS);
  const styles = useComplaintsStyles();
  const notify = useNotify();
  const [addNote] = useAddComplaintNoteMutation();
  const { form, formProps, errorOf, saving } = useRulesForm<ComplaintNoteValues, ComplaintNoteField>({
    defaultValues: EMPTY_COMPLAINT_NOTE,
    rules: validateComplaintNote,
    ruleText: (key) => t(`complaints.thread.rules.${key}`),
    serverFields: COMPLAINT_NOTE_FIELDS,
    save: ({ text }) => addNote({ id: complaintId, text: text.trim() }).unwrap(),
    onSaved: () => {
      notify.success(t('complaints.thread.added'));
      form.reset(EMPTY_COMPLAINT_NOTE);
    },
    failureTexts: { failed: t('complaints.thread.failed') },
    onFailure: notify.error,
    // A part of the page: leaving a half-written note loses nothing saved.
    guardsNavigation: false,
  });
  return (
    <form {...formProps} className={styles.noteForm}>
      <FormTextarea
        control={form.control}
        name="text"
        label={t('complaints.thread.field')}
        error={errorOf('text')}
        className={styles.noteField}
        limit={COMPLAINT_NOTE_MAX}
        disabled={saving}
      />
      <Button type="submit" appearance="primary" icon={<NoteAddRegular />} disabled={saving}>
        {t('complaints.thread.add')}
      </Button>
    </form>
  );
}

/** decisions/complaints.md: the complaint's thread, oldest first (who wrote each note, when, what); the form below. */
export function ComplaintThread({ complaintId, thread }: { complaintId: number; thread: readonly ComplaintNote[] }) {
  const { t } = useTranslation(ORDERS_NS);
  const styles = useComplaintsStyles();
  const canAct = useCan('complaints.act');
  return (
    <ComplaintSection id="complaint-thread" title={t('complaints.thread.title')}>
      {thread.length === 0 ? (
        <Text className={styles.quiet}>{t('complaints.thread.empty')}</Text>
      ) : (
        <ol className={styles.list} aria-label={t('complaints.thread.listLabel')}>
          {thread.map((note) => (
            <li key={note.id} className={styles.item}>
              <span className={styles.noteHead}>
                <bdi className={styles.author}>{note.author.name}</bdi>
                <Text size={200} className={styles.quiet}>
                  <KuwaitTime at={note.createdAt} />
                </Text>
              </span>
              <p className={styles.description} dir="auto">
                {note.text}
              </p>
            </li>
          ))}
        </ol>
      )}
      {canAct ? <AddNoteForm complaintId={complaintId} /> : null}
    </ComplaintSection>
  );
}
