import { FormDialog, FormInput } from '@dukkan/shared/kit';
import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { HOST_NS } from '../i18n';
import { CodeInput } from './CodeInput';
import { useTurnOffMyTwoFactorMutation } from './account-api';
import { TURN_OFF_FIELDS, type TurnOffField, type TurnOffValues, validateTurnOff } from './account-rules';
import { useTwoFactorForm } from './use-two-factor-form';

/** decisions/staff-access.md: turning the second factor off asks for the password and a current code. */
export function TurnOffTwoFactorDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(HOST_NS);
  const [turnOff] = useTurnOffMyTwoFactorMutation();
  const { form, formProps, errorOf, saving } = useTwoFactorForm<TurnOffValues, TurnOffField>({
    defaultValues: { password: '', code: '' },
    rules: validateTurnOff,
    fields: TURN_OFF_FIELDS,
    save: (values) => turnOff(values).unwrap(),
    done: t('account.twoFactor.turnedOff'),
    failed: t('account.twoFactor.turnOffFailed'),
    onSaved: onClose,
  });
  return (
    <FormDialog title={t('account.twoFactor.turnOffTitle')} form={{ formProps, saving }} onClose={onClose} submitLabel={t('account.twoFactor.turnOff')}>
      <Text>{t('account.twoFactor.turnOffHint')}</Text>
      <FormInput control={form.control} name="password" label={t('account.twoFactor.password')} required error={errorOf('password')} type="password" autoComplete="current-password" disabled={saving} />
      <CodeInput
        control={form.control}
        name="code"
        label={t('account.twoFactor.code')}
        required
        error={errorOf('code')}
        disabled={saving}
      />
    </FormDialog>
  );
}
