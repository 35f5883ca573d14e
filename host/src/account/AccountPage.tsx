import { PageHeader } from '@dukkan/shared/kit';
import { useTranslation } from 'react-i18next';
import { HOST_NS } from '../i18n';
import { SessionsSection } from './SessionsSection';
import { TrustedDevicesSection } from './TrustedDevicesSection';
import { TwoFactorSection } from './TwoFactorSection';
import { useAccountPageStyles } from './useAccountPageStyles.styles';

/**
 * /account (decisions/staff-access.md): every member of staff's own account, whatever their role — the second factor
 * of their sign-in, the devices trusted to skip its code, and the sessions they are signed in with.
 */
export function AccountPage() {
  const { t } = useTranslation(HOST_NS);
  const styles = useAccountPageStyles();
  return (
    <div className={styles.page}>
      <PageHeader title={t('account.title')} subtitle={t('account.subtitle')} />
      <TwoFactorSection />
      <TrustedDevicesSection />
      <SessionsSection />
    </div>
  );
}
