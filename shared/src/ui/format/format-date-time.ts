import type { Language } from '../../i18n/i18n';
import { madeOnFirstUse } from './made-on-first-use';

/**
 * The panel's one date and time format, per language (lists, popups, order page, print sheet,
 * activity, shops): day, month, year and 12-hour time, Latin digits as every number of the panel.
 *   en '05 Mar 2025, 2:07 pm' (spec §2 Print sheet), ar '05 مارس 2025، 2:07 م'.
 * Built from parts so the output is the same on every browser: the months come from fixed lists
 * (recent ICU writes September 'Sept' in en-GB, older engines 'Sep'). The Arabic text is wrapped
 * in a right-to-left isolate so it reads right even inside a left-to-right run (LtrText).
 * In the browser's zone unless `timeZone` says otherwise (KUWAIT_TIME_ZONE where the business's
 * clock matters).
 */
const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  // The Gulf's month names (CLDR ar-KW).
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
};
const DAY_PERIODS: Record<Language, readonly [string, string]> = { en: ['am', 'pm'], ar: ['ص', 'م'] };
const RLI = '\u2067';
const PDI = '\u2069';

/** The marketplace's zone: shops, customers and the staff's day (UTC+3, no daylight saving). */
export const KUWAIT_TIME_ZONE = 'Asia/Kuwait';

type DateInput = string | number | Date | null | undefined;
interface Parts {
  day: string;
  month: number;
  year: string;
  hour: number;
  minute: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** Numeric parts in one zone ('' for the browser's own), 24-hour; the words are ours. */
function partsOf(date: Date, timeZone: string | undefined): Parts {
  const key = timeZone ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: 'numeric',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(key, format);
  }
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), month: Number(part('month')), year: part('year'), hour: Number(part('hour')), minute: part('minute') };
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const isolate = (text: string, language: Language) => (language === 'ar' ? `${RLI}${text}${PDI}` : text);

/** '2:07 pm' / '2:07 م': 12-hour, midnight reads '12:30 am'. */
function timeText({ hour, minute }: Parts, language: Language): string {
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${DAY_PERIODS[language][hour < 12 ? 0 : 1]}`;
}

function dateText({ day, month, year }: Parts, language: Language): string {
  return `${day} ${MONTHS[language][month - 1]} ${year}`;
}

/** '05 Mar 2025, 2:07 pm' / '05 مارس 2025، 2:07 م'; 'N/A' if missing or invalid. */
export function formatDateTime(value: DateInput, given: Language, options: { timeZone?: string } = {}): string {
  // A remote built against an older shared (deployed alone) may not pass the language yet.
  const language: Language = given === 'ar' ? 'ar' : 'en';
  const date = toDate(value);
  if (!date) return 'N/A';
  const parts = partsOf(date, options.timeZone);
  const comma = language === 'ar' ? '،' : ',';
  return isolate(`${dateText(parts, language)}${comma} ${timeText(parts, language)}`, language);
}

/**
 * '27 Nov 2026' / '27 نوفمبر 2026': a calendar day (YYYY-MM-DD, already Kuwait's: no zone shift); '27 Nov' with
 * `year: false` (a delivery slot, days ahead: its weekday says more than its year).
 */
export function formatDay(day: string, language: Language, { year = true }: { year?: boolean } = {}): string {
  const date = toDate(`${day}T00:00:00Z`);
  if (!date) return 'N/A';
  const parts = partsOf(date, 'UTC');
  return isolate(year ? dateText(parts, language) : `${parts.day} ${MONTHS[language][parts.month - 1]}`, language);
}

/** The Kuwait calendar day of an instant, as YYYY-MM-DD (the API's day filters read the same form). */
const kuwaitDayFormat = madeOnFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: KUWAIT_TIME_ZONE }));
export const kuwaitDay = (at: Date) => kuwaitDayFormat().format(at);

const DAY_MS = 86_400_000;

/** The Kuwait day `days` days before `now`'s (Kuwait has no daylight saving: a day is always 24 hours). */
export const kuwaitDaysBack = (now: Date, days: number) => kuwaitDay(new Date(now.getTime() - days * DAY_MS));

/** The last `days` Kuwait days, today included, as a report's from and to: a screen's default period. */
export const lastKuwaitDays = (now: Date, days: number): { from: string; to: string } => ({ from: kuwaitDaysBack(now, days - 1), to: kuwaitDay(now) });

/**
 * When something ends or comes back (a shop's pause, a product sold out for today), in Kuwait's
 * time whatever the browser's zone: the time alone today ('2:30 pm'), the full date another day.
 */
export function formatKuwaitTime(iso: string, now: Date, language: Language): string {
  const at = toDate(iso);
  if (!at) return 'N/A';
  if (kuwaitDay(at) !== kuwaitDay(now)) return formatDateTime(at, language, { timeZone: KUWAIT_TIME_ZONE });
  return isolate(timeText(partsOf(at, KUWAIT_TIME_ZONE), language), language);
}
