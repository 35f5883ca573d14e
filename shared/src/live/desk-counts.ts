import { useMemo } from 'react';
import { useAppSelector } from '../store/hooks';
import { type AgeThresholds, ageLevel, useAgeThresholds } from './order-age';
import {
  type PlacedOrder,
  selectDeskConnection,
  selectFreshOrders,
  selectNewOrderCount,
  selectRecentOrders,
  selectWaitingOrders,
} from './order-desk-slice';
import { useNow } from './use-now';

/** What the desk knows of the NEW orders: their exact count and both ends of them by when they were placed. */
export interface NewOrdersSeen {
  /** Every NEW order (the stream's counts); null before the stream said. */
  total: number | null;
  /** The NEW orders placed first (at most 100). */
  waiting: readonly PlacedOrder[];
  /** The NEW orders placed last (at most 100). */
  recent: readonly PlacedOrder[];
  /** Placed while this tab was open. */
  fresh: readonly PlacedOrder[];
}

export interface OverdueNewOrders {
  /** How many NEW orders have waited past the red age; at least this many when `capped`. */
  count: number;
  /** More are past it than `count`: shown as "100+", the panel's one form of a capped count. */
  capped: boolean;
  /** The ones the desk knows by id, ascending: each rings the alarm as it turns red. */
  ids: number[];
}

/**
 * The NEW orders past the red age at `now`, counted exactly from the stream's NEW count and both
 * ends of the NEW orders, as dashboard/stats counts them on the server (the banner and the
 * dashboard's strip agree): once one of the orders placed last is past the red age, every order
 * placed before it is too, so the count is the NEW count less the recent ones still younger; when
 * none of them is, the overdue ones are all among the orders placed first. Only with more than 100
 * on each side of the red age is it "100+".
 */
export function overdueNewOrders({ total, waiting, recent, fresh }: NewOrdersSeen, now: number, thresholds: AgeThresholds): OverdueNewOrders {
  const overdue = (order: PlacedOrder) => ageLevel(order.at, now, thresholds) === 'overdue';
  const known = new Set<number>();
  for (const order of [...waiting, ...recent, ...fresh]) if (overdue(order)) known.add(order.id);
  const ids = [...known].sort((a, b) => a - b);
  if (total === null) return { count: ids.length, capped: false, ids };
  if (recent.length >= total || recent.some(overdue)) return { count: Math.max(0, total - recent.filter((order) => !overdue(order)).length), capped: false, ids };
  const firstOverdue = waiting.filter(overdue).length;
  if (firstOverdue < waiting.length || waiting.length >= total) return { count: firstOverdue, capped: false, ids };
  return { count: firstOverdue, capped: true, ids };
}

/**
 * The NEW orders past the red age (the team's settings, else config.js) now, from the live desk in the store, ticking every
 * 10 s as orders age: the banner's count, and the dashboard's while the stream is `live` (the API's
 * count is asked again on order events only, not as time passes).
 */
export function useOverdueNewOrders(): OverdueNewOrders & { live: boolean } {
  const total = useAppSelector(selectNewOrderCount);
  const waiting = useAppSelector(selectWaitingOrders);
  const recent = useAppSelector(selectRecentOrders);
  const fresh = useAppSelector(selectFreshOrders);
  const live = useAppSelector(selectDeskConnection) === 'live' && total !== null;
  const now = useNow(10_000);
  const { warningMinutes, overdueMinutes } = useAgeThresholds();
  return useMemo(
    () => ({ ...overdueNewOrders({ total, waiting, recent, fresh }, now, { warningMinutes, overdueMinutes }), live }),
    [total, waiting, recent, fresh, now, warningMinutes, overdueMinutes, live],
  );
}
