import { failureMessage, RecoveryCodesPanel, type TwoFactorSetup, TwoFactorKey, useNotify } from '@dukkan/shared';
import { KuwaitTime, PageSection, SubmitButton } from '@dukkan/shared/kit';
import { Badge, Button, Spinner, Text } from '@fluentui/react-components';
import { type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { HOST_NS } from '../i18n';
import { CodeInput } from './CodeInput';
import { useGetMyTwoFactorQuery, useSetUpMyTwoFactorMutation, useTurnOnMyTwoFactorMutation } from './account-api';
import { NewRecoveryCodesDialog } from './NewRecoveryCodesDialog';
import { TurnOffTwoFactorDialog } from './TurnOffTwoFactorDialog';
import { useAccountPageStyles } from './useAccountPageStyles.styles';
import { useCodeForRecoveryCodesForm } from './use-two-factor-form';

/**
 * decisions/staff-access.md: the second factor of one's own account. Off: 'Turn on' makes a new key, shown as a QR
 * code and as text, and a code from the app turns it on. On: since when, the recovery codes left, 'New recovery
 * codes' (a code → new ones), and 'Turn off' (password and a code) unless the role requires it. New codes are shown
 * once, here, until 'Done'.
 */
export function TwoFactorSection() {
  const { t } = useTranslation(HOST_NS);
  const styles = useAccountPageStyles();
  const notify = useNotify();
  const status = useGetMyTwoFactorQuery();
  const [setUp, settingUp] = useSetUpMyTwoFactorMutation();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [dialog, setDialog] = useState<'turnOff' | 'newCodes' | null>(null);
  // Codes just made (the factor turned on, or new ones): shown this once.
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);
  const closeDialog = () => setDialog(null);
  const showCodes = (codes: string[] | undefined) => setFreshCodes(codes && codes.length > 0 ? codes : null);

  const start = async () => {
    try {
      setSetup(await setUp().unwrap());
    } catch (error) {
      const message = failureMessage(error, { failed: t('account.twoFactor.setupFailed') });
      if (message) notify.error(message);
    }
  };

  let body: ReactNode;
  if (freshCodes) {
    body = <RecoveryCodesPanel codes={freshCodes} headingLevel={3} continueLabel={t('account.twoFactor.done')} onContinue={() => setFreshCodes(null)} />;
  } else if (status.isError && !status.data) {
    body = (
      <div className={styles.error} role="alert">
        <Text>{t('account.twoFactor.failed')}</Text>
        <Button onClick={() => void status.refetch()}>{t('account.sessions.retry')}</Button>
      </div>
    );
  } else if (!status.data) {
    body = <Spinner size="small" label={t('account.twoFactor.loading')} />;
  } else if (status.data.enabled) {
    const { enabledAt, required, recoveryCodesLeft } = status.data;
    body = (
      <>
        <Text>{enabledAt ? <Trans t={t} i18nKey="account.twoFactor.on" components={{ time: <KuwaitTime at={enabledAt} /> }} /> : t('account.twoFactor.turnedOn')}</Text>
        {required ? <Text>{t('account.twoFactor.required')}</Text> : null}
        <Text>{t('account.twoFactor.codesLeft', { left: recoveryCodesLeft })}</Text>
        <div className={styles.actions}>
          <Button onClick={() => setDialog('newCodes')}>{t('account.twoFactor.newCodes')}</Button>
          {/* A role that requires the factor (owners) cannot turn it off: the API would refuse. */}
          {required ? null : <Button onClick={() => setDialog('turnOff')}>{t('account.twoFactor.turnOff')}</Button>}
        </div>
        {dialog === 'turnOff' ? <TurnOffTwoFactorDialog onClose={closeDialog} /> : null}
        {dialog === 'newCodes' ? <NewRecoveryCodesDialog onClose={closeDialog} onCodes={showCodes} /> : null}
      </>
    );
  } else if (setup) {
    body = (
      <TwoFactorSetupForm
        setup={setup}
        onCancel={() => setSetup(null)}
        onTurnedOn={(codes) => {
          setSetup(null);
          showCodes(codes);
        }}
      />
    );
  } else {
    body = (
      <>
        <Text>{t('account.twoFactor.off')}</Text>
        {status.data.required ? <Text>{t('account.twoFactor.required')}</Text> : null}
        <div className={styles.actions}>
          <Button appearance="primary" disabled={settingUp.isLoading} icon={settingUp.isLoading ? <Spinner size="tiny" /> : undefined} onClick={() => void start()}>
            {settingUp.isLoading ? t('account.twoFactor.turningOn') : t('account.twoFactor.turnOn')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <PageSection id="account-two-factor" title={t('account.twoFactor.heading')}>
      {status.data ? (
        <div>
          <Badge appearance="tint" color={status.data.enabled ? 'success' : 'informative'}>
            {status.data.enabled ? t('account.twoFactor.badgeOn') : t('account.twoFactor.badgeOff')}
          </Badge>
        </div>
      ) : null}
      {body}
    </PageSection>
  );
}

/** The new key, to scan or type into the app, and the code that proves it was kept: then the second factor is on. */
function TwoFactorSetupForm({ setup, onCancel, onTurnedOn }: { setup: TwoFactorSetup; onCancel: () => void; onTurnedOn: (codes: string[] | undefined) => void }) {
  const { t } = useTranslation(HOST_NS);
  const styles = useAccountPageStyles();
  const [turnOn] = useTurnOnMyTwoFactorMutation();
  const { form, formProps, errorOf, saving } = useCodeForRecoveryCodesForm({
    send: (values) => turnOn(values).unwrap(),
    done: t('account.twoFactor.turnedOn'),
    failed: t('account.twoFactor.turnOnFailed'),
    onCodes: onTurnedOn,
  });

  return (
    <form {...formProps} className={styles.setup} aria-label={t('account.twoFactor.turnOn')}>
      <Text>{t('account.twoFactor.scan')}</Text>
      <TwoFactorKey setup={setup} />
      <CodeInput
        control={form.control}
        name="code"
        label={t('account.twoFactor.code')}
        required
        error={errorOf('code')}
        className={styles.codeField}
        disabled={saving}
      />
      <div className={styles.actions}>
        <SubmitButton saving={saving}>{saving ? t('account.twoFactor.turningOn') : t('account.twoFactor.turnOn')}</SubmitButton>
        <Button disabled={saving} onClick={onCancel}>
          {t('account.twoFactor.cancel')}
        </Button>
      </div>
    </form>
  );
}
