import type { PickReason } from '@dukkan/shared';
import { FormDialog, FormSelect, FormTextarea } from '@dukkan/shared/kit';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from './picking-i18n';
import { noteBody, noteRule, PICK_NOTE_MAX_LENGTH } from './picking-rules';
import { PickFailureBar, useLineName, usePickForm, useReasonOptions, type PickDialogProps } from './use-pick-form';

interface RemoveValues {
  reason: PickReason | '';
  note: string;
}
type RemoveField = 'reason' | 'note';

/** decisions/picking.md: a line that cannot be filled is removed, with why: it costs nothing and its stock returns. */
export function PickRemoveDialog({ line, sender, onClose, onStale }: PickDialogProps) {
  const { t } = useTranslation(ORDERS_NS);
  const name = useLineName(line);
  const reasons = useReasonOptions();
  const { form, formProps, errorOf, saving, failure } = usePickForm<RemoveValues, RemoveField>({
    line,
    sender,
    onClose,
    onStale,
    defaultValues: { reason: 'out_of_stock', note: '' },
    rules: (values) => {
      const errors: Partial<Record<RemoveField, string>> = {};
      if (!values.reason) errors.reason = 'reasonRequired';
      const note = noteRule(values.note);
      if (note) errors.note = note;
      return errors;
    },
    serverFields: ['reason', 'note'],
    change: (values) => ({ action: 'remove', reason: values.reason as PickReason, ...noteBody(values.note) }),
  });
  return (
    <FormDialog title={t('picking.remove.title', { name })} form={{ formProps, saving }} onClose={onClose} submitLabel={t('picking.remove.submit')}>
      <FormSelect control={form.control} name="reason" required error={errorOf('reason')} disabled={saving} {...reasons} />
      <FormTextarea control={form.control} name="note" label={t('picking.note')} error={errorOf('note')} limit={PICK_NOTE_MAX_LENGTH} disabled={saving} />
      <PickFailureBar failure={failure} />
    </FormDialog>
  );
}
