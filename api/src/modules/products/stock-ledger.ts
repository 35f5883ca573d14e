import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { StockReason } from '../../db/schema';

// The stock ledger (decisions/availability.md) is written by a trigger on products (migration 0007), so no path can
// change stock without its row. What the trigger cannot know, why, for which order and by whom,
// a transaction says here first; the settings end with the transaction.

/** Says why the stock changes in this transaction. Call it inside the transaction that changes the stock. */
export async function describeStockChange(
  tx: Db,
  change: { reason: StockReason; orderId?: number | null; actorId: number | null; note?: string | null },
): Promise<void> {
  await tx.execute(sql`SELECT set_config('dukkan.stock_reason', ${change.reason}, true),
                              set_config('dukkan.stock_order', ${change.orderId?.toString() ?? ''}, true),
                              set_config('dukkan.actor', ${change.actorId?.toString() ?? ''}, true),
                              set_config('dukkan.stock_note', ${change.note ?? ''}, true)`);
}

/**
 * Gives the stock order `orderId` holds back to its products (what its lines hold now: decisions/picking.md's changes
 * returned or took some already), in the ledger as 'returned' for that
 * order, by `actorId`. Call it once, inside the transaction that ends the order's hold
 * (`stock_held` set false): a reject or cancel, or its customer's account deleted.
 */
export async function returnHeldStock(tx: Db, orderId: number, actorId: number | null, note: string | null = null): Promise<void> {
  await describeStockChange(tx, { reason: 'returned', orderId, actorId, note });
  await tx.execute(sql`
    UPDATE products p SET stock = p.stock + given.quantity
    FROM (SELECT product_id, sum(order_line_quantity(pick_state, quantity, picked_quantity))::int AS quantity FROM order_items
          WHERE order_id = ${orderId} AND product_id IS NOT NULL GROUP BY product_id) given
    WHERE p.id = given.product_id`);
}

export interface StockMovementRow {
  id: number;
  change: number;
  stockAfter: number;
  reason: StockReason;
  orderId: number | null;
  actorId: number | null;
  actorName: string | null;
  note: string | null;
  createdAt: Date;
}

/** A product's ledger, newest first, by keyset (`afterId`) or offset. */
export function stockMovementsWindow(db: Db, productId: number, window: { afterId: number | null; offset: number; take: number }): Promise<StockMovementRow[]> {
  return queryRows<StockMovementRow>(
    db,
    sql`SELECT m.id::int AS id, m.change, m.stock_after AS "stockAfter", m.reason, m.order_id AS "orderId",
               m.actor_id AS "actorId", u.name AS "actorName", m.note, m.created_at AS "createdAt"
        FROM stock_movements m LEFT JOIN users u ON u.id = m.actor_id
        WHERE m.product_id = ${productId} ${window.afterId === null ? sql`` : sql`AND m.id < ${window.afterId}`}
        ORDER BY m.id DESC LIMIT ${window.take} OFFSET ${window.offset}`,
  );
}

export async function stockMovementsCount(db: Db, productId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM stock_movements WHERE product_id = ${productId}`);
  return row.n;
}
