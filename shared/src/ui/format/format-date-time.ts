/**
 * spec §2 Print sheet: day, short month, year (en-GB) with 12-hour time; 'N/A' if missing or
 * invalid. Built from parts so the output is the same on every browser: '05 Mar 2025, 2:07 pm'.
 * The month comes from a fixed list: recent ICU writes September 'Sept' in en-GB, older and
 * other engines 'Sep', and a printed sheet should not depend on the browser.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const PARTS = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  // en-GB's 12-hour clock counts 0–11; midnight reads '12:30 am' on a printed sheet.
  hourCycle: 'h12',
});

export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'N/A';
  const parts = PARTS.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${MONTHS[date.getMonth()]} ${part('year')}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()}`;
}
