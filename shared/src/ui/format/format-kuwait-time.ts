import type { Language } from '../../i18n/i18n';
import { KUWAIT_TIME_ZONE } from './format-date-time';

// When something ends or comes back (a shop's pause, a product sold out for today), in Kuwait's
// time whatever the browser's zone, with Latin digits like every number of the panel.

const locale = (language: Language) => (language === 'ar' ? 'ar-KW-u-nu-latn' : 'en-GB');
/** The Kuwait calendar day of an instant, as YYYY-MM-DD (the API's day filters read the same form). */
export const kuwaitDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: KUWAIT_TIME_ZONE }).format(at);

/** "14:30" when it is today in Kuwait, "Fri 27 Nov 08:00" another day. */
export function formatKuwaitTime(iso: string, now: Date, language: Language): string {
  const at = new Date(iso);
  const time = new Intl.DateTimeFormat(locale(language), { timeZone: KUWAIT_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  if (kuwaitDay(at) === kuwaitDay(now)) return time;
  const day = new Intl.DateTimeFormat(locale(language), { timeZone: KUWAIT_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short' }).format(at);
  return `${day} ${time}`;
}
