import type { Language } from '../../i18n/i18n';

const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relativeFormats = new Map<Language, Intl.RelativeTimeFormat>();

function relativeFormat(language: Language): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(language);
  if (!format) {
    // Latin digits in Arabic too, as every number the panel shows (formatKwd), whatever the CLDR.
    format = new Intl.RelativeTimeFormat(`${language}-u-nu-latn`, { numeric: 'auto', style: 'short' });
    relativeFormats.set(language, format);
  }
  return format;
}

/** '5 min. ago' / 'قبل 5 دقائق', 'now' under a minute; null if the time is missing or invalid. */
export function formatRelativeTime(value: string | number | Date | null | undefined, now: number, language: Language): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const seconds = Math.round((date.getTime() - now) / 1000);
  const format = relativeFormat(language);
  for (const [unit, size] of STEPS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
