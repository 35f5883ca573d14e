import { Link, mergeClasses } from '@fluentui/react-components';
import { ChatRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { KUWAIT_CALLING_CODE, toScreenPhone, isValidLocalPhone } from './phone';
import { PHONE_TEXTS } from './phone-texts';
import type { PhoneLinksProps } from './PhoneLinks.types';
import { usePhoneLinksStyles } from './usePhoneLinksStyles.styles';

/**
 * Where a phone may be reached from: a Kuwaiti number (spec §3, §9: 8 digits, +965) dials itself
 * and opens a WhatsApp chat; another number in international form ('+44…') too. Anything else
 * reads as written, with no link.
 */
export function phoneTargets(phone: string): { tel: string; whatsApp: string } | null {
  const local = toScreenPhone(phone);
  if (isValidLocalPhone(local)) {
    const international = `${KUWAIT_CALLING_CODE}${local}`;
    return { tel: international, whatsApp: `https://wa.me/${international.slice(1)}` };
  }
  const digits = phone.replace(/[\s-]/g, '');
  return /^\+\d{7,15}$/.test(digits) ? { tel: digits, whatsApp: `https://wa.me/${digits.slice(1)}` } : null;
}

/**
 * A phone number shown anywhere in the panel (orders, the order popup and page, users): the
 * number as a `tel:` link and a WhatsApp link beside it, left-to-right inside Arabic text.
 */
export function PhoneLinks({ phone, className }: PhoneLinksProps) {
  const { t, i18n } = useTranslation();
  const styles = usePhoneLinksStyles();
  const texts = PHONE_TEXTS[i18n.language === 'ar' ? 'ar' : 'en'];
  const targets = phoneTargets(phone);
  const number = (
    <bdi dir="ltr" className={styles.number}>
      {phone}
    </bdi>
  );
  if (!targets) return <span className={className}>{number}</span>;
  return (
    <span className={mergeClasses(styles.root, className)}>
      <Link href={`tel:${targets.tel}`} className={styles.link} aria-label={t('phone.call', { defaultValue: texts.call, phone })}>
        {number}
      </Link>
      <Link
        href={targets.whatsApp}
        target="_blank"
        rel="noopener noreferrer"
        className={mergeClasses(styles.link, styles.whatsApp)}
        aria-label={t('phone.whatsApp', { defaultValue: texts.whatsApp, phone })}
        title={t('phone.whatsApp', { defaultValue: texts.whatsApp, phone })}
      >
        <ChatRegular aria-hidden />
      </Link>
    </span>
  );
}
