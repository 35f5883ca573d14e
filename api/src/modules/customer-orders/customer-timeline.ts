import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { DeliveryAction, OrderEventKind, OrderStatus } from '../../db/schema';
import type { CustomerTimelineStep } from './customer-orders-schemas';

// decisions/customer-orders.md: the customer's timeline of their order, read from the order's log (order_events, the
// staff's timeline and the live stream's log): only what a customer is told. Claims, internal notes, escalations and the
// desk's own steps never show; who acted neither.

// A type, not an interface: the route's answer type (with its index signature) accepts it.
export type CustomerTimelineEntry = {
  step: CustomerTimelineStep;
  at: string;
};

/** A status step as the customer reads it: the placement (to NEW, from nothing) is 'placed'. */
const STEP_OF_STATUS: Record<OrderStatus, CustomerTimelineStep> = {
  NEW: 'placed',
  ACCEPTED: 'accepted',
  INTRANSIT: 'on_the_way',
  DELIVERED: 'delivered',
  CANCELLED: 'cancelled',
  REJECTED: 'rejected',
};

/** decisions/dispatch.md: the delivery steps a customer is told of (picked up is the status step's on_the_way; delivered, its delivered). */
const STEP_OF_DELIVERY: Partial<Record<DeliveryAction, CustomerTimelineStep>> = {
  assigned: 'driver_assigned',
  failed: 'delivery_failed',
  returned: 'returned',
};

/**
 * A step of the log the customer sees, as stored: a status move, a slot order's placement for its slot
 * (decisions/delivery-slots.md), a change of the lines that changed their order, or a change of its delivery
 * (decisions/dispatch.md).
 */
export interface CustomerLogRow {
  orderId: number;
  kind: Extract<OrderEventKind, 'status' | 'scheduled' | 'lines' | 'delivery'>;
  to: OrderStatus | null;
  at: Date | string;
  deliveryAction?: DeliveryAction | null;
}

/** The customer's name for a log row's step. */
function stepOf(row: CustomerLogRow): CustomerTimelineStep | null {
  if (row.kind === 'status') return STEP_OF_STATUS[row.to as OrderStatus];
  if (row.kind === 'scheduled') return 'scheduled';
  if (row.kind === 'delivery') return STEP_OF_DELIVERY[row.deliveryAction ?? 'withdrawn'] ?? null;
  return 'items_changed';
}

/** Steps that come in runs and read as one, at the run's first: picking's changes, a driver assigned again (reassigned). */
const RUNS: readonly CustomerTimelineStep[] = ['items_changed', 'driver_assigned'];

/**
 * The customer's steps from their order's log rows (oldest first). Picking changes come in bursts (one step per line
 * changed): a run of them with nothing else between reads as one 'items_changed', at its first change, so a step once
 * shown never moves; a driver reassigned reads as one 'driver_assigned' likewise.
 */
export function toCustomerTimeline(rows: readonly CustomerLogRow[]): CustomerTimelineEntry[] {
  const timeline: CustomerTimelineEntry[] = [];
  for (const row of rows) {
    const step = stepOf(row);
    if (step === null || (RUNS.includes(step) && timeline.at(-1)?.step === step)) continue;
    timeline.push({ step, at: new Date(row.at).toISOString() });
  }
  return timeline;
}

/**
 * The steps placing an order writes, for the answer to the placing itself: that answer is built before the steps are
 * logged (place-order.ts logs last, after every row lock), and a step's time is its transaction's, the order's
 * `createdAt`, so these are the very steps a later read answers.
 */
export function placedTimeline(order: { createdAt: Date | string; slotStartsAt: Date | string | null }): CustomerTimelineEntry[] {
  const at = new Date(order.createdAt).toISOString();
  return order.slotStartsAt === null ? [{ step: 'placed', at }] : [{ step: 'placed', at }, { step: 'scheduled', at }];
}

/**
 * The customer's timelines of `orderIds`, in one read. A change of the lines counts when the customer's order changed
 * with it (decisions/picking.md's actions): a line removed, substituted or answered, the desk's default applied, or any
 * change of what they pay (a short pick, a weight) — not a line picked as ordered, a question asked (the line's `ask`
 * says so) or a tick undone that changed nothing.
 */
export async function customerTimelinesOf(db: Db, orderIds: readonly number[]): Promise<Map<number, CustomerTimelineEntry[]>> {
  if (orderIds.length === 0) return new Map();
  const rows = await queryRows<CustomerLogRow>(
    db,
    sql`SELECT e.order_id AS "orderId", e.kind, e.to_status AS "to", e.created_at AS at, e.delivery_action AS "deliveryAction"
        FROM order_events e
        LEFT JOIN order_line_changes c ON e.kind = 'lines' AND c.order_id = e.order_id AND c.lines_version = e.lines_version
        WHERE e.order_id IN (${sql.join(orderIds.map((id) => sql`${id}`), sql`, `)})
          AND (e.kind IN ('status', 'scheduled') OR (e.kind = 'lines' AND (c.action NOT IN ('pick', 'ask', 'reset') OR c.amount_change_fils <> 0))
               OR (e.kind = 'delivery' AND e.delivery_action IN ('assigned', 'failed', 'returned')))
        ORDER BY e.order_id, e.id`,
  );
  const byOrder = new Map<number, CustomerLogRow[]>(orderIds.map((id) => [id, []]));
  for (const row of rows) byOrder.get(row.orderId)?.push(row);
  return new Map([...byOrder].map(([id, log]) => [id, toCustomerTimeline(log)]));
}
