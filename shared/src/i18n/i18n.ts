import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonAr } from './common-ar';
import { commonEn } from './common-en';

export type Language = 'en' | 'ar';
export type Direction = 'ltr' | 'rtl';

export const LANGUAGES: readonly Language[] = ['en', 'ar'];
export const LANGUAGE_STORAGE_KEY = 'dukkan.lang';
export const COMMON_NAMESPACE = 'common';

/** A catalogue: nested objects of strings (plural forms as `key_one`, `key_other`, …). */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'ar';
}

export function directionOf(language: string | undefined): Direction {
  return language === 'ar' ? 'rtl' : 'ltr';
}

function storedLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

/**
 * The one i18next instance of the whole panel. Remotes reach it through the shared
 * `@dukkan/shared` singleton and add their own namespaces with `addCatalogue`.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: [COMMON_NAMESPACE],
  defaultNS: COMMON_NAMESPACE,
  fallbackNS: COMMON_NAMESPACE,
  resources: {
    en: { [COMMON_NAMESPACE]: commonEn },
    ar: { [COMMON_NAMESPACE]: commonAr },
  },
  // Catalogues are bundled, so start synchronously: the first render is already translated.
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes
  react: { useSuspense: false },
});

/** Registers a namespace in both languages (deep-merged, so a remote can re-register on reload). */
export function addCatalogue(namespace: string, en: Catalogue, ar: Catalogue): void {
  i18n.addResourceBundle('en', namespace, en, true, true);
  i18n.addResourceBundle('ar', namespace, ar, true, true);
}

/** The language in use, narrowed to the two the panel speaks. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : 'en';
}

/** Mirrors the language on `<html lang dir>` so the browser, fonts and screen readers follow. */
export function applyDocumentLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  // The installable app's name and direction too (the host's manifest.<language>.webmanifest).
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"][data-by-language]');
  if (manifest) manifest.href = manifest.href.replace(/manifest\.(en|ar)\./, `manifest.${language}.`);
}

/** Switches the whole panel's language, remembers it across reloads and flips `<html dir>`. */
export function setLanguage(language: Language): Promise<unknown> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be unavailable (private mode); the switch still applies to this visit.
  }
  applyDocumentLanguage(language);
  return i18n.changeLanguage(language);
}
