import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { type LedgerKind, type LedgerReason, type Liable, type OrderStatus, type PickState, REFUND_REASON_CODES, type RefundMethod, type RefundStatus } from '../../db/schema';
import type { PlannedEntry, PlannedRefund, RefundReason } from './ledger-balances';

/**
 * The reasons of the refunds staff make (of a delivered order: a complaint, ledger/refund-service.ts), as SQL for
 * `reason_code IN (…)`; not the refunds an order's end or its picking made by itself, whose amount due followed the
 * order already. The customers' figures and the shops' statements count these.
 */
export const STAFF_REFUND_REASONS = sql.join(REFUND_REASON_CODES.map((code) => sql`${code}`), sql`, `);

// decisions/money-ledger.md: the SQL of the ledger and the refunds. Entries are only ever inserted (the table refuses
// the rest). Amounts in fils are bigint: each driver hands them over its own way, so they are read as numbers here.

/** The order as the ledger reads it. */
export interface LedgerOrderRow {
  id: number;
  status: OrderStatus;
  paymentMethod: string;
  /** orders.total_amount, exact decimal text. */
  totalAmount: string;
}

export interface LedgerEntryRow {
  id: number;
  orderId: number;
  kind: LedgerKind;
  amountFils: number;
  paymentMethod: string;
  liable: Liable;
  reasonCode: LedgerReason;
  note: string | null;
  refundId: number | null;
  actorId: number | null;
  actorName: string | null;
  createdAt: Date;
}

export interface RefundLine {
  itemId: number;
  quantity: number;
  amountFils: number;
}

export interface RefundRow {
  id: number;
  orderId: number;
  amountFils: number;
  method: RefundMethod;
  status: RefundStatus;
  gatewayReference: string | null;
  reasonCode: RefundReason;
  note: string | null;
  liable: Liable;
  lines: RefundLine[];
  createdById: number | null;
  createdByName: string | null;
  createdAt: Date;
  doneAt: Date | null;
}

/** A line of the order as delivered, and how many of it were refunded already (refunds not failed). */
export interface RefundableItemRow {
  id: number;
  name: string;
  /** decisions/picking.md: where picking left the line (removed and substituted lines are not the customer's). */
  state: PickState;
  /** What the line costs, in fils, for `quantity` items: the customer's now. */
  lineTotalFils: number;
  quantity: number;
  refunded: number;
}

const asNumber = (value: unknown): number => Number(value);

const refundColumns = sql`r.id, r.order_id AS "orderId", r.amount_fils AS "amountFils", r.method, r.status,
  r.gateway_reference AS "gatewayReference", r.reason_code AS "reasonCode", r.note, r.liable, r.lines,
  r.created_by AS "createdById", u.name AS "createdByName", r.created_at AS "createdAt", r.done_at AS "doneAt"`;

const asRefund = (row: RefundRow): RefundRow => ({
  ...row,
  amountFils: asNumber(row.amountFils),
  lines: row.lines.map((line) => ({ itemId: line.itemId, quantity: line.quantity, amountFils: asNumber(line.amountFils) })),
});

const idList = (ids: readonly number[]) => sql`(${sql.join(ids.map((id) => sql`${id}::int`), sql`, `)})`;

export function ledgerRepository(db: Db) {
  const findOrder = async (id: number, lock: boolean): Promise<LedgerOrderRow | null> => {
    const [row] = await queryRows<LedgerOrderRow>(
      db,
      sql`SELECT id, status, payment_method AS "paymentMethod", total_amount::text AS "totalAmount" FROM orders WHERE id = ${id}
          ${lock ? sql`FOR UPDATE` : sql``}`,
    );
    return row ?? null;
  };

  return {
    findOrder: (id: number) => findOrder(id, false),

    /** The order, locked until the transaction ends: a refund and a move of the same order wait for each other. */
    lockOrder: (id: number) => findOrder(id, true),

    /** The entries of the orders, oldest first. */
    async entries(orderIds: readonly number[]): Promise<LedgerEntryRow[]> {
      if (orderIds.length === 0) return [];
      const rows = await queryRows<LedgerEntryRow>(
        db,
        sql`SELECT l.id, l.order_id AS "orderId", l.kind, l.amount_fils AS "amountFils", l.payment_method AS "paymentMethod",
              l.liable, l.reason_code AS "reasonCode", l.note, l.refund_id AS "refundId", l.actor_id AS "actorId", u.name AS "actorName",
              l.created_at AS "createdAt"
            FROM order_ledger l LEFT JOIN users u ON u.id = l.actor_id
            WHERE l.order_id IN ${idList(orderIds)}
            ORDER BY l.order_id, l.id`,
      );
      return rows.map((row) => ({ ...row, id: asNumber(row.id), amountFils: asNumber(row.amountFils) }));
    },

    /** The refunds of the orders, oldest first. */
    async refunds(orderIds: readonly number[]): Promise<RefundRow[]> {
      if (orderIds.length === 0) return [];
      const rows = await queryRows<RefundRow>(
        db,
        sql`SELECT ${refundColumns} FROM refunds r LEFT JOIN users u ON u.id = r.created_by
            WHERE r.order_id IN ${idList(orderIds)} ORDER BY r.order_id, r.id`,
      );
      return rows.map(asRefund);
    },

    async findRefund(id: number): Promise<RefundRow | null> {
      const [row] = await queryRows<RefundRow>(db, sql`SELECT ${refundColumns} FROM refunds r LEFT JOIN users u ON u.id = r.created_by WHERE r.id = ${id}`);
      return row ? asRefund(row) : null;
    },

    /** The shop of a refund's order; null when there is no such refund, or its order is of no shop. */
    async refundShopOf(id: number): Promise<number | null> {
      const [row] = await queryRows<{ shopId: number | null }>(db, sql`SELECT o.shop_id AS "shopId" FROM refunds r JOIN orders o ON o.id = r.order_id WHERE r.id = ${id}`);
      return row?.shopId ?? null;
    },

    /** The order's lines (what each costs now, for how many), each with the quantity refunds (not failed) gave back already. */
    async refundableItems(orderId: number): Promise<RefundableItemRow[]> {
      const rows = await queryRows<RefundableItemRow>(
        db,
        sql`SELECT i.id, i.product_name AS name, i.pick_state AS state, (i.line_total * 1000)::bigint AS "lineTotalFils",
              order_line_quantity(i.pick_state, i.quantity, i.picked_quantity) AS quantity,
              coalesce((SELECT sum((line->>'quantity')::int) FROM refunds r CROSS JOIN jsonb_array_elements(r.lines) AS line
                        WHERE r.order_id = i.order_id AND r.status <> 'failed' AND (line->>'itemId')::int = i.id), 0)::int AS refunded
            FROM order_items i WHERE i.order_id = ${orderId} ORDER BY i.id`,
      );
      return rows.map((row) => ({ ...row, lineTotalFils: Number(row.lineTotalFils) }));
    },

    /** Opens a placed order's ledger: its charge, its delivery fee and, for cash, the cash to collect (order_ledger_open: migrations 0024, 0027). */
    async open(orderId: number, actorId: number): Promise<void> {
      await db.execute(sql`SELECT order_ledger_open('order_placed', ARRAY[${orderId}::int], ${actorId}::int)`);
    },

    /** Appends entries to the order's ledger, in the order given; a `refund` entry is `refundId`'s. */
    async append(order: { id: number; paymentMethod: string }, entries: readonly PlannedEntry[], writer: { actorId: number | null; refundId: number | null }): Promise<void> {
      if (entries.length === 0) return;
      await db.execute(sql`
        INSERT INTO order_ledger (order_id, kind, amount_fils, payment_method, liable, reason_code, note, refund_id, actor_id)
        VALUES ${sql.join(
          entries.map(
            (entry) => sql`(${order.id}, ${entry.kind}, ${entry.amountFils}, ${order.paymentMethod}, ${entry.liable}, ${entry.reasonCode},
                            ${entry.note ?? null}, ${entry.kind === 'refund' ? writer.refundId : null}, ${writer.actorId})`,
          ),
          sql`, `,
        )}`);
    },

    async insertRefund(orderId: number, refund: PlannedRefund & { lines: RefundLine[] }, actorId: number | null): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO refunds (order_id, amount_fils, method, status, reason_code, note, liable, lines, created_by, done_at)
            VALUES (${orderId}, ${refund.amountFils}, ${refund.method}, ${refund.status}, ${refund.reasonCode}, ${refund.note}, ${refund.liable},
                    ${JSON.stringify(refund.lines)}::jsonb, ${actorId}, ${refund.status === 'pending' ? null : sql`now()`})
            RETURNING id`,
      );
      return row.id;
    },

    /** A pending refund done (with the gateway's reference) or failed, in one conditional update: null when it was not pending (or does not exist). */
    async settleRefund(id: number, to: 'done' | 'failed', gatewayReference: string | null): Promise<{ id: number } | null> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`UPDATE refunds SET status = ${to}, gateway_reference = ${gatewayReference}, done_at = now()
            WHERE id = ${id} AND status = 'pending' RETURNING id`,
      );
      return row ?? null;
    },
  };
}
