import { Button, Text } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { TwoFactorSetup } from '../wire/api-contract';
import { LtrText } from '../ui/LtrText/LtrText';
import { useNotifiedCall } from '../ui/notifications/use-notified-call';
import { QrCode } from './QrCode';
import { useTwoFactorStyles } from './useTwoFactorStyles.styles';

/** A TOTP key as people copy it: groups of 4 ('JBSW Y3DP EHPK 3PXP'). */
export function groupedKey(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/**
 * decisions/staff-access.md: a new second-factor key for the authenticator app — its QR code to scan, then the key to
 * type in groups of four (left to right in Arabic too) with Copy. The account page's setup and the sign-in's setup
 * step both show it so.
 */
export function TwoFactorKey({ setup }: { setup: TwoFactorSetup }) {
  const { t } = useTranslation();
  const styles = useTwoFactorStyles();
  const run = useNotifiedCall();
  return (
    <div className={styles.key}>
      <QrCode className={styles.qr} value={setup.otpauthUrl} alt={t('twoFactor.qrAlt')} failedText={t('twoFactor.qrFailed')} />
      <Text>{t('twoFactor.typeKey')}</Text>
      <div className={styles.keyLine}>
        <LtrText className={styles.keyText} data-testid="two-factor-key">
          {groupedKey(setup.secret)}
        </LtrText>
        <Button
          size="small"
          appearance="subtle"
          icon={<CopyRegular />}
          aria-label={t('twoFactor.copyLabel')}
          onClick={() => void run(() => navigator.clipboard.writeText(setup.secret), { success: t('twoFactor.copied'), failed: t('twoFactor.copyFailed') })}
        >
          {t('twoFactor.copy')}
        </Button>
      </div>
    </div>
  );
}
