import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { HOST_NS } from '../i18n';
import { useOnline } from './use-online';

const useStyles = makeStyles({
  banner: { position: 'sticky', top: 0, zIndex: 1000, borderRadius: 0, boxShadow: tokens.shadow4 },
});

/**
 * Above every page while the device has no network: the panel opened from the service worker's
 * copy says so instead of failing call by call. It goes by itself when the network is back, and the
 * data on screen is fetched again (the API client's refetchOnReconnect).
 */
export function OfflineBanner() {
  const online = useOnline();
  const { t } = useTranslation(HOST_NS);
  const styles = useStyles();
  if (online) return null;
  return (
    <MessageBar intent="warning" className={styles.banner} data-testid="offline-banner">
      <MessageBarBody>{t('offline.banner')}</MessageBarBody>
    </MessageBar>
  );
}
