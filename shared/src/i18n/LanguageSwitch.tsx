import { Button } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { setLanguage, type Language } from './i18n';
import type { LanguageSwitchProps } from './LanguageSwitch.types';
import { useLanguage } from './use-language';

/**
 * Switches between English and Arabic. It names the other language in that language
 * ('العربية' / 'English'), as people look for their own language's name.
 */
export function LanguageSwitch({ appearance = 'subtle' }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const other: Language = language === 'ar' ? 'en' : 'ar';
  return (
    <Button
      appearance={appearance}
      icon={<LocalLanguageRegular />}
      lang={other}
      title={t('language.switchLabel')}
      onClick={() => void setLanguage(other)}
    >
      {t(`language.${other}`)}
    </Button>
  );
}
