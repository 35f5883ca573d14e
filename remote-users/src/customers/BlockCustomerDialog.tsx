import { failureMessage, useNotify } from '@dukkan/shared';
import { FormDialog, FormTextarea, serverFieldErrors, useRulesForm } from '@dukkan/shared/kit';
import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { USERS_NS } from '../i18n';
import { BLOCK_FIELDS, BLOCK_REASON_MAX, type BlockField, type BlockValues, validateBlock } from './customer-rules';
import { useBlockCustomerMutation } from './customers-api';

export interface BlockCustomerDialogProps {
  customer: { id: number; name: string };
  onClose: () => void;
}

/**
 * decisions/customers.md: blocking says why (3 to 300 characters), kept with who and when. What the server refuses is
 * said at the reason itself (a toast behind a dialog is easily missed): its 400 message for the reason, or why it
 * refused the whole (409: already blocked by someone else meanwhile).
 */
export function BlockCustomerDialog({ customer, onClose }: BlockCustomerDialogProps) {
  const { t } = useTranslation(USERS_NS);
  const notify = useNotify();
  const [block] = useBlockCustomerMutation();
  const texts = { failed: t('customers.block.failed') };
  const { form, formProps, errorOf, saving } = useRulesForm<BlockValues, BlockField>({
    defaultValues: { reason: '' },
    rules: validateBlock,
    ruleText: (key) => t(`customers.block.rules.${key}`),
    serverFields: BLOCK_FIELDS,
    save: async ({ reason }) => {
      try {
        await block({ id: customer.id, reason: reason.trim() }).unwrap();
      } catch (error) {
        // A 400 names the reason (the form puts it there); anything else is said there too.
        const message = Object.keys(serverFieldErrors(error, BLOCK_FIELDS)).length > 0 ? null : failureMessage(error, texts);
        if (message) form.setError('reason', { type: 'server', message });
        throw error;
      }
    },
    onSaved: () => {
      notify.success(t('customers.block.done', { name: customer.name }));
      onClose();
    },
    failureTexts: texts,
    // Said at the field.
    onFailure: () => undefined,
    guardsNavigation: false,
  });
  return (
    <FormDialog title={t('customers.block.title', { name: customer.name })} form={{ formProps, saving }} onClose={onClose} submitLabel={t('customers.block.submit')}>
      <Text>{t('customers.block.hint')}</Text>
      <FormTextarea control={form.control} name="reason" label={t('customers.block.reason')} required error={errorOf('reason')} limit={BLOCK_REASON_MAX} disabled={saving} />
    </FormDialog>
  );
}
