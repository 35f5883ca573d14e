import { useTranslation } from 'react-i18next';
import { directionOf, isLanguage, type Direction, type Language } from './i18n';

/** The current language; components using it re-render when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : 'en';
}

/** 'rtl' in Arabic, 'ltr' in English: for FluentProvider and anything that must mirror. */
export function useDirection(): Direction {
  return directionOf(useLanguage());
}

/** An entity's name in the current language: `name_ar` in Arabic when it has one (spec §3). */
export function localizedName(
  entity: { name?: string | null; name_ar?: string | null } | null | undefined,
  language: Language,
): string {
  if (!entity) return '';
  if (language === 'ar' && entity.name_ar) return entity.name_ar;
  return entity.name ?? entity.name_ar ?? '';
}

/**
 * The entity's name in the other language, where it differs (spec §2 Locations shows both: the
 * reader's language first, the other in brackets); '' when there is none.
 */
export function otherLanguageName(
  entity: { name?: string | null; name_ar?: string | null } | null | undefined,
  language: Language,
): string {
  if (!entity) return '';
  const shown = localizedName(entity, language);
  const other = language === 'ar' ? entity.name : entity.name_ar;
  return other && other !== shown ? other : '';
}
