import { FormDialog } from '@dukkan/shared/kit';
import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { HOST_NS } from '../i18n';
import { CodeInput } from './CodeInput';
import { useRenewMyRecoveryCodesMutation } from './account-api';
import { useCodeForRecoveryCodesForm } from './use-two-factor-form';

/**
 * decisions/staff-access.md: new recovery codes (the old ones stop working) for a current code from the app; the
 * codes go to the section, which shows them once.
 */
export function NewRecoveryCodesDialog({ onClose, onCodes }: { onClose: () => void; onCodes: (codes: string[] | undefined) => void }) {
  const { t } = useTranslation(HOST_NS);
  const [renew] = useRenewMyRecoveryCodesMutation();
  const { form, formProps, errorOf, saving } = useCodeForRecoveryCodesForm({
    send: (values) => renew(values).unwrap(),
    done: t('account.twoFactor.newCodesDone'),
    failed: t('account.twoFactor.newCodesFailed'),
    onCodes: (codes) => {
      onClose();
      onCodes(codes);
    },
  });
  return (
    <FormDialog title={t('account.twoFactor.newCodes')} form={{ formProps, saving }} onClose={onClose} submitLabel={t('account.twoFactor.newCodesSubmit')}>
      <Text>{t('account.twoFactor.newCodesHint')}</Text>
      <CodeInput control={form.control} name="code" label={t('account.twoFactor.code')} required error={errorOf('code')} disabled={saving} />
    </FormDialog>
  );
}
