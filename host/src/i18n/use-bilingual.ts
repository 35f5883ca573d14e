import type { BilingualText } from '@dukkan/shared';
import { useTranslation } from 'react-i18next';
import { HOST_NS } from './index';

/**
 * Texts the spec shows in both languages at once (side navigation, dashboard cards, the remote
 * fallback): `primary` is in the current language, `secondary` in the other one.
 */
export function useBilingual() {
  const { i18n } = useTranslation(HOST_NS);
  const arabicFirst = i18n.language?.startsWith('ar') ?? false;
  const en = i18n.getFixedT('en', HOST_NS);
  const ar = i18n.getFixedT('ar', HOST_NS);
  return {
    en,
    ar,
    /** A text a remote's manifest gives in both languages, in the current one / the other one. */
    primaryText: (text: BilingualText) => (arabicFirst ? text.ar : text.en),
    secondaryText: (text: BilingualText) => (arabicFirst ? text.en : text.ar),
    primary: arabicFirst ? ar : en,
    secondary: arabicFirst ? en : ar,
    primaryLang: arabicFirst ? 'ar' : 'en',
    secondaryLang: arabicFirst ? 'en' : 'ar',
    /** The other language's direction: its punctuation sits at its own end inside the page's direction. */
    secondaryDir: arabicFirst ? 'ltr' : 'rtl',
  } as const;
}
