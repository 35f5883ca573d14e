import { formatKuwaitTime, kuwaitDay, type Language } from '@dukkan/shared';
import { reasonText } from '@dukkan/shared/kit';
import type { TFunction } from 'i18next';
import { SHOP_REASON_CODES, type ShopAvailability, type ShopReasonCode } from '../shops-api';

// decisions/availability.md: a shop's availability in words (times: formatKuwaitTime, Kuwait's whatever the browser's zone).

const isReasonCode = (code: string | null | undefined): code is ShopReasonCode => (SHOP_REASON_CODES as readonly (string | null | undefined)[]).includes(code);

/**
 * Why, in the UI's language: a preset reason's code in the reader's words; otherwise staff's words
 * as typed, the other language's when only that was written (older pauses were all typed words).
 */
export const reasonIn = (availability: ShopAvailability, language: Language, t: TFunction) =>
  reasonText(
    { reasonCode: availability.reasonCode, reason: language === 'ar' ? availability.reasonAr || availability.reason : availability.reason || availability.reasonAr },
    (code) => (isReasonCode(code) ? t(`shops.availability.reasons.${code}`) : undefined),
  );

export type AvailabilityTone = 'success' | 'warning' | 'danger' | 'subtle';

/** The keys of the shops catalogue a state is said with, and its colour. */
export function availabilityLabel(
  availability: ShopAvailability,
  now: Date,
  language: Language,
  t: TFunction,
): { label: string; tone: AvailabilityTone } {
  const until = availability.until ? formatKuwaitTime(availability.until, now, language) : null;
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

/** The next time it is `hhmm` in Kuwait (UTC+3, no daylight saving): today's, or tomorrow's once past. */
export function nextKuwaitTime(hhmm: string, now: Date): string {
  const today = kuwaitDay(now);
  const at = new Date(`${today}T${hhmm}:00+03:00`);
  if (at.getTime() <= now.getTime()) at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString();
}
