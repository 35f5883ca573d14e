/**
 * spec §2 Print sheet: day, short month, year (en-GB) with 12-hour time; 'N/A' if missing or
 * invalid. Built from parts so the output is the same on every browser: '05 Mar 2025, 2:07 pm'.
 * The month comes from a fixed list: recent ICU writes September 'Sept' in en-GB, older and
 * other engines 'Sep', and a printed sheet should not depend on the browser. In the browser's zone
 * unless `timeZone` says otherwise (KUWAIT_TIME_ZONE where the business's clock matters).
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The marketplace's zone: shops, customers and the staff's day (UTC+3, no daylight saving). */
export const KUWAIT_TIME_ZONE = 'Asia/Kuwait';

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone ('' for the browser's own), made once. */
function partsIn(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      // en-GB's 12-hour clock counts 0–11; midnight reads '12:30 am' on a printed sheet.
      hourCycle: 'h12',
    });
    formats.set(key, format);
  }
  return format;
}

export function formatDateTime(value: string | number | Date | null | undefined, options: { timeZone?: string } = {}): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'N/A';
  const parts = partsIn(options.timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${MONTHS[Number(part('month')) - 1]} ${part('year')}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()}`;
}
