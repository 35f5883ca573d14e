import { KUWAIT_TIME_ZONE, type Language } from '@dukkan/shared';
import type { TFunction } from 'i18next';
import type { ShopAvailability } from '../shops-api';

// Issue 19: a shop's availability in words. Times are Kuwait's, whatever the browser's zone, with
// Latin digits like every number of the panel.

const locale = (language: Language) => (language === 'ar' ? 'ar-KW-u-nu-latn' : 'en-GB');
const dayOf = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: KUWAIT_TIME_ZONE }).format(at);

/** "14:30" today, "Sun 08:00" another day: when a state ends, in Kuwait time. */
export function kuwaitTimeLabel(iso: string, now: Date, language: Language): string {
  const at = new Date(iso);
  const time = new Intl.DateTimeFormat(locale(language), { timeZone: KUWAIT_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  if (dayOf(at) === dayOf(now)) return time;
  const day = new Intl.DateTimeFormat(locale(language), { timeZone: KUWAIT_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short' }).format(at);
  return `${day} ${time}`;
}

/** Staff's words for it in the UI's language, the other language's when only that was written. */
export const reasonIn = (availability: ShopAvailability, language: Language) =>
  (language === 'ar' ? availability.reasonAr || availability.reason : availability.reason || availability.reasonAr) || null;

export type AvailabilityTone = 'success' | 'warning' | 'danger' | 'subtle';

/** The keys of the shops catalogue a state is said with, and its colour. */
export function availabilityLabel(
  availability: ShopAvailability,
  now: Date,
  language: Language,
  t: TFunction,
): { label: string; tone: AvailabilityTone } {
  const until = availability.until ? kuwaitTimeLabel(availability.until, now, language) : null;
  switch (availability.state) {
    case 'open':
      // spec §3's word for the plain case.
      return { label: t('shops.status.open'), tone: 'success' };
    case 'busy':
      return { label: t('shops.availability.busy', { minutes: availability.busyMinutes ?? 0 }), tone: 'warning' };
    case 'paused':
      return { label: until ? t('shops.availability.pausedUntil', { time: until }) : t('shops.status.paused'), tone: 'danger' };
    default:
      // Switched closed by staff: the spec's 'Closed'. Closed by its hours: until when.
      return { label: until && availability.cause !== 'manual' ? t('shops.availability.closedUntil', { time: until }) : t('shops.status.closed'), tone: 'subtle' };
  }
}
