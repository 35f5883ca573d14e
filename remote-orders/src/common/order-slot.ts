import { formatDay, KUWAIT_TIME_ZONE, kuwaitDay, type Language, madeOnFirstUse } from '@dukkan/shared';
import type { Order } from './order-types';
import type { OrderTranslate } from './order-view';

// decisions/delivery-slots.md: an order's delivery slot and preparation time as every order surface words them (the
// list, the popup, the order page, the print sheet), in Kuwait's time whatever the browser's zone. A slot's bounds
// read as the shops' timetables write them, 24-hour ('18:00–19:00'); the weekday and month in the reader's language.

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'HH:MM' in Kuwait, 24-hour. */
const clock = madeOnFirstUse(() => new Intl.DateTimeFormat('en-GB', { timeZone: KUWAIT_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));

const instant = (value: unknown): Date | null => {
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The slot an order was placed for, its bounds read; null for one as soon as possible, or a slot that cannot be read. */
export function orderSlot(order: Pick<Order, 'slot'>): { startsAt: Date; endsAt: Date } | null {
  const startsAt = instant(order.slot?.startsAt);
  const endsAt = instant(order.slot?.endsAt);
  return startsAt && endsAt ? { startsAt, endsAt } : null;
}

/** 'Thu 27 Nov': the Kuwait day of `at`, its weekday first. */
function dayText(at: Date, language: Language, t: OrderTranslate): string {
  const day = kuwaitDay(at);
  return t('slot.day', { weekday: t(`slot.weekdays.${new Date(`${day}T00:00:00Z`).getUTCDay()}`), date: formatDay(day, language, { year: false }) });
}

/** '18:00–19:00': the slot's hours in Kuwait. */
export const slotHours = (slot: { startsAt: Date; endsAt: Date }) => `${clock().format(slot.startsAt)}–${clock().format(slot.endsAt)}`;

/**
 * The value of an order's "Delivery slot": 'Thu 27 Nov, 18:00–19:00', or 'As soon as possible'; null when the server
 * does not say (one from before slots, which sends no `slot`): the surfaces then leave the line out.
 */
export function orderSlotText(order: Pick<Order, 'slot'>, language: Language, t: OrderTranslate): string | null {
  if (order.slot === undefined) return null;
  const slot = orderSlot(order);
  return slot ? t('slot.window', { day: dayText(slot.startsAt, language, t), hours: slotHours(slot) }) : t('slot.asap');
}

/**
 * When a scheduled order's preparation starts, for the Scheduled tab: 'Today 17:00', 'Tomorrow 17:00', else
 * 'Thu 27 Nov, 17:00' (Kuwait's days: the staff's); null when the order does not say.
 */
export function prepareFromText(order: Pick<Order, 'prepareAt'>, now: number, language: Language, t: OrderTranslate): string | null {
  const at = instant(order.prepareAt);
  if (!at) return null;
  const time = clock().format(at);
  const day = kuwaitDay(at);
  if (day === kuwaitDay(new Date(now))) return t('slot.today', { time });
  if (day === kuwaitDay(new Date(now + DAY_MS))) return t('slot.tomorrow', { time });
  return t('slot.window', { day: dayText(at, language, t), hours: time });
}

/**
 * When a NEW order started waiting for the desk: its preparation time for a scheduled order (decisions/delivery-slots.md:
 * the desk's timers count from then), else when it was placed. Its age and colours on the list count from this.
 */
export const waitingSince = (order: Pick<Order, 'prepareAt' | 'createdAt'>) => (typeof order.prepareAt === 'string' && order.prepareAt !== '' ? order.prepareAt : order.createdAt);
