import type { OrderStatus } from '../db/schema';
import { addDays, kuwaitDay, kuwaitDayStart } from '../kuwait/kuwait-days';
import type { Prng } from './prng';

/** How the demo's 60 orders spread over the statuses (spec §4): every tab has some. */
export const DEMO_STATUS_SPREAD: Readonly<Record<OrderStatus, number>> = { NEW: 14, ACCEPTED: 10, INTRANSIT: 8, DELIVERED: 16, CANCELLED: 6, REJECTED: 6 };

/** Of the NEW orders, this many were missed a while ago: past the desk's red age (15 minutes), so its escalation shows. */
export const DEMO_NEW_PAST_RED_AGE = 2;

/** A demo order's place in time: when it was placed and when it last moved (its status's step). */
export interface DemoPlacement {
  status: OrderStatus;
  placedAt: Date;
  movedAt: Date;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The demo's orders as a live day at `now`, the first start (a fixed past opened every fresh
 * start with every NEW order long overdue and no revenue today): NEW orders minutes old (a couple
 * missed), today's orders accepted, on their way and some delivered, and the two weeks before
 * delivered, cancelled and rejected at the hours people order groceries in Kuwait (evenings most).
 * Oldest first, so ids grow with time. Today's orders fit between Kuwait's midnight and `now`.
 */
export function demoDay(random: Prng, now: Date): DemoPlacement[] {
  const at = now.getTime();
  const today = kuwaitDay(now);
  const sinceMidnight = at - kuwaitDayStart(today).getTime();
  // Placed `age` ago, today (a first start just after midnight squeezes the day into what has passed).
  const todayAt = (age: number) => new Date(at - Math.min(age, sinceMidnight * 0.95));
  // A waiting order keeps its real age, even past midnight: the desk's ages are what it shows.
  const agoAt = (age: number) => new Date(at - age);
  // On the Kuwait day `daysAgo` before today, at a grocery hour: 8:00 to 23:59, evenings twice as likely.
  const dayAt = (daysAgo: number) => {
    const hour = random.next() < 0.5 ? random.int(17, 23) : random.int(8, 23);
    return new Date(kuwaitDayStart(addDays(today, -daysAgo)).getTime() + hour * HOUR + random.int(0, 59) * MINUTE);
  };
  // A status step `after` the order was placed, never later than now.
  const moved = (placedAt: Date, after: number) => new Date(Math.min(placedAt.getTime() + after, at - MINUTE));
  const placement = (status: OrderStatus, placedAt: Date, after: number): DemoPlacement => ({ status, placedAt, movedAt: status === 'NEW' ? placedAt : moved(placedAt, after) });
  const times = (n: number, make: (i: number) => DemoPlacement) => Array.from({ length: n }, (_, i) => make(i));

  const newOrders = DEMO_STATUS_SPREAD.NEW - DEMO_NEW_PAST_RED_AGE;
  // The days before today the closed orders were placed on, the same weekday a week ago among them
  // (the hourly chart's comparison), two weeks in all (so this week and the last 7 days have a period before).
  const closedDays = { DELIVERED: [1, 2, 3, 4, 5, 6, 7, 7, 8, 9, 10, 11, 12, 13], CANCELLED: [2, 4, 7, 9, 12], REJECTED: [1, 3, 6, 8, 11] };
  const closed = (status: keyof typeof closedDays, after: () => number, todayAge: () => number) => {
    const ofToday = DEMO_STATUS_SPREAD[status] - closedDays[status].length;
    return [
      ...times(ofToday, () => placement(status, todayAt(todayAge()), after())),
      ...closedDays[status].map((daysAgo) => placement(status, dayAt(daysAgo), after())),
    ];
  };
  const orders = [
    // Just placed, each a minute or more apart: the desk's fresh and amber ages.
    ...times(newOrders, (i) => placement('NEW', agoAt((1 + i) * MINUTE + random.int(0, 50) * 1000), 0)),
    ...times(DEMO_NEW_PAST_RED_AGE, (i) => placement('NEW', agoAt((18 + 7 * i) * MINUTE), 0)),
    // Accepted within minutes; two of them over an hour ago and not on their way yet (the dashboard's attention).
    ...times(DEMO_STATUS_SPREAD.ACCEPTED, (i) => placement('ACCEPTED', todayAt((i < 2 ? 80 + 20 * i : random.int(20, 55)) * MINUTE), random.int(2, 10) * MINUTE)),
    ...times(DEMO_STATUS_SPREAD.INTRANSIT, () => placement('INTRANSIT', todayAt(random.int(40, 240) * MINUTE), random.int(25, 35) * MINUTE)),
    ...closed('DELIVERED', () => random.int(45, 90) * MINUTE, () => random.int(150, 600) * MINUTE),
    ...closed('CANCELLED', () => random.int(30, 80) * MINUTE, () => random.int(60, 300) * MINUTE),
    ...closed('REJECTED', () => random.int(2, 8) * MINUTE, () => random.int(30, 300) * MINUTE),
  ];
  return orders.sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime());
}

