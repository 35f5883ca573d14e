import { useTranslation } from 'react-i18next';
import { HOST_NS } from '../i18n';
import { describeUserAgent } from './user-agent';

/** A device as the account page names it, from its user agent: 'Chrome on Windows', the unknown parts said so. */
export function useDeviceName(): (userAgent: string) => string {
  const { t } = useTranslation(HOST_NS);
  return (userAgent) => {
    const { browser, system } = describeUserAgent(userAgent);
    return t('account.sessions.device', {
      browser: browser ?? t('account.sessions.unknownBrowser'),
      system: system ?? t('account.sessions.unknownSystem'),
    });
  };
}
