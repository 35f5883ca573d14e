import { failureMessage, LtrText, type TwoFactorSetup, useNotify } from '@dukkan/shared';
import { KuwaitTime, PageSection, SubmitButton } from '@dukkan/shared/kit';
import { Badge, Button, Spinner, Text } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { HOST_NS } from '../i18n';
import { CodeInput } from './CodeInput';
import { useGetMyTwoFactorQuery, useSetUpMyTwoFactorMutation, useTurnOnMyTwoFactorMutation } from './account-api';
import { groupedKey, TURN_ON_FIELDS, type TurnOnField, type TurnOnValues, validateTurnOn } from './account-rules';
import { QrCode } from './QrCode';
import { TurnOffTwoFactorDialog } from './TurnOffTwoFactorDialog';
import { useAccountPageStyles } from './useAccountPageStyles.styles';
import { useTwoFactorForm } from './use-two-factor-form';

/**
 * decisions/staff-access.md: the second factor of one's own account. Off: 'Turn on' makes a new key, shown as a QR
 * code and as text, and a code from the app turns it on. On: since when, and 'Turn off' (password and a code).
 */
export function TwoFactorSection() {
  const { t } = useTranslation(HOST_NS);
  const styles = useAccountPageStyles();
  const notify = useNotify();
  const status = useGetMyTwoFactorQuery();
  const [setUp, settingUp] = useSetUpMyTwoFactorMutation();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [turningOff, setTurningOff] = useState(false);

  const start = async () => {
    try {
      setSetup(await setUp().unwrap());
    } catch (error) {
      const message = failureMessage(error, { failed: t('account.twoFactor.setupFailed') });
      if (message) notify.error(message);
    }
  };

  let body: ReactNode;
  if (status.isError && !status.data) {
    body = (
      <div className={styles.error} role="alert">
        <Text>{t('account.twoFactor.failed')}</Text>
        <Button onClick={() => void status.refetch()}>{t('account.sessions.retry')}</Button>
      </div>
    );
  } else if (!status.data) {
    body = <Spinner size="small" label={t('account.twoFactor.loading')} />;
  } else if (status.data.enabled) {
    body = (
      <>
        <Text>
          {status.data.enabledAt ? (
            <Trans t={t} i18nKey="account.twoFactor.on" components={{ time: <KuwaitTime at={status.data.enabledAt} /> }} />
          ) : (
            t('account.twoFactor.turnedOn')
          )}
        </Text>
        <div className={styles.actions}>
          <Button onClick={() => setTurningOff(true)}>{t('account.twoFactor.turnOff')}</Button>
        </div>
        {turningOff ? <TurnOffTwoFactorDialog onClose={() => setTurningOff(false)} /> : null}
      </>
    );
  } else if (setup) {
    body = <TwoFactorSetupForm setup={setup} onDone={() => setSetup(null)} />;
  } else {
    body = (
      <>
        <Text>{t('account.twoFactor.off')}</Text>
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
function TwoFactorSetupForm({ setup, onDone }: { setup: TwoFactorSetup; onDone: () => void }) {
  const { t } = useTranslation(HOST_NS);
  const styles = useAccountPageStyles();
  const notify = useNotify();
  const [turnOn] = useTurnOnMyTwoFactorMutation();
  const { form, formProps, errorOf, saving } = useTwoFactorForm<TurnOnValues, TurnOnField>({
    defaultValues: { code: '' },
    rules: validateTurnOn,
    fields: TURN_ON_FIELDS,
    save: (values) => turnOn(values).unwrap(),
    done: t('account.twoFactor.turnedOn'),
    failed: t('account.twoFactor.turnOnFailed'),
    onSaved: onDone,
  });
  const key = groupedKey(setup.secret);

  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(setup.secret);
      notify.success(t('account.twoFactor.copied'));
    } catch {
      notify.error(t('account.twoFactor.copyFailed'));
    }
  };

  return (
    <form {...formProps} className={styles.setup} aria-label={t('account.twoFactor.turnOn')}>
      <Text>{t('account.twoFactor.scan')}</Text>
      <QrCode className={styles.qr} value={setup.otpauthUrl} alt={t('account.twoFactor.qrAlt')} failedText={t('account.twoFactor.qrFailed')} />
      <Text>{t('account.twoFactor.typeKey')}</Text>
      <div className={styles.key}>
        <LtrText className={styles.keyText} data-testid="two-factor-key">
          {key}
        </LtrText>
        <Button size="small" appearance="subtle" icon={<CopyRegular />} aria-label={t('account.twoFactor.copyLabel')} onClick={() => void copyKey()}>
          {t('account.twoFactor.copy')}
        </Button>
      </div>
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
        <Button disabled={saving} onClick={onDone}>
          {t('account.twoFactor.cancel')}
        </Button>
      </div>
    </form>
  );
}
