import { useCan } from '@dukkan/shared';
import { NotesThread } from '@dukkan/shared/kit';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../i18n';
import { COMPLAINT_NOTE_MAX } from '../common/complaint-rules';
import { type ComplaintNote, useAddComplaintNoteMutation } from '../common/complaints-api';

/** decisions/complaints.md: the complaint's thread, oldest first (who wrote each note, when, what); the form below. */
export function ComplaintThread({ complaintId, thread }: { complaintId: number; thread: readonly ComplaintNote[] }) {
  const { t } = useTranslation(ORDERS_NS);
  const canAct = useCan('complaints.act');
  const [addNote] = useAddComplaintNoteMutation();
  return (
    <NotesThread
      id="complaint-thread"
      notes={thread}
      maxLength={COMPLAINT_NOTE_MAX}
      onAdd={canAct ? (text) => addNote({ id: complaintId, text }).unwrap() : null}
      texts={{
        title: t('complaints.thread.title'),
        listLabel: t('complaints.thread.listLabel'),
        empty: t('complaints.thread.empty'),
        field: t('complaints.thread.field'),
        add: t('complaints.thread.add'),
        added: t('complaints.thread.added'),
        failed: t('complaints.thread.failed'),
        rule: t('complaints.thread.rules.text'),
      }}
    />
  );
}
