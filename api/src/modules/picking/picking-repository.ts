import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { LineChangeAction, OrderActorKind, PickReason } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { filsToKwd } from '../../money/fils';
import type { OrderActor } from '../orders/order-events';
import type { PickPlan, StockMove } from './picking-plan';
import type { PickLine, PickOrder, PickProduct } from './picking-rules';

// decisions/picking.md: the SQL of picking. Amounts cross here as whole fils (numeric × 1000, exact), prices and weights
// as the database writes them (text), so nothing is a float on the way.

/** The order's head for the picking answer, beside the PickOrder the service works with. */
export interface PickingOrderRow extends PickOrder {
  /** orders.total_amount: the lines and the delivery fee (decisions/delivery-coverage.md), less the discount (decisions/promotions.md). */
  totalFils: number;
  deliveryFeeFils: number;
  discountFils: number;
  /** The order holds the stock it took when placed (not rejected or cancelled; orders written by seeds never took any). */
  stockHeld: boolean;
}

/** A line as the picking answer shows it: the service's PickLine and what the picker sees of it. */
export interface PickingLineRow extends PickLine {
  image: string | null;
  barcode: string | null;
  sku: string | null;
  ifUnavailable: string;
  substitute: { id: number | null; name: string; name_ar: string | null } | null;
  askName: string | null;
  askNameAr: string | null;
  /** What the proposed line would cost, in fils (null without a proposal). */
  askPriceFils: number | null;
}

export interface LineChangeRow {
  id: number;
  itemId: number;
  action: LineChangeAction;
  summary: string;
  summaryAr: string;
  reason: PickReason | null;
  note: string | null;
  amountChangeFils: number;
  actorKind: OrderActorKind;
  actorId: number | null;
  actorName: string;
  at: Date;
}


const fils = (column: string) => sql.raw(`(${column} * 1000)::bigint`);

const orderColumns = sql`o.id, o.status, o.payment_method AS "paymentMethod", o.lines_version AS version, o.shop_id AS "shopId",
  coalesce(s.substitute_policy, 'cap') AS policy, o.if_unavailable AS "ifUnavailable", ${fils('o.total_amount')} AS "totalFils", ${fils('o.delivery_fee')} AS "deliveryFeeFils", ${fils('o.discount')} AS "discountFils", o.stock_held AS "stockHeld"`;

const lineColumns = sql`i.id, i.product_id AS "productId", i.product_name AS name, i.product_name_ar AS "nameAr", i.unit,
  i.unit_price::text AS "unitPrice", i.quantity, i.estimated_weight::text AS "estimatedWeight",
  ${fils('i.ordered_total')} AS "orderedTotalFils", ${fils('i.line_total')} AS "lineTotalFils", i.pick_state AS state,
  i.picked_quantity AS "pickedQuantity", i.actual_weight::text AS "actualWeight", i.replaces_item_id AS "replacesItemId",
  i.approved, i.pick_reason AS reason, i.ask_product_id AS "askProductId", i.ask_deadline AS "askDeadline"`;

const asOrder = (row: PickingOrderRow): PickingOrderRow => ({
  ...row,
  totalFils: Number(row.totalFils),
  deliveryFeeFils: Number(row.deliveryFeeFils),
  discountFils: Number(row.discountFils),
});
const asLine = <T extends PickLine>(row: T): T => ({ ...row, orderedTotalFils: Number(row.orderedTotalFils), lineTotalFils: Number(row.lineTotalFils) });

/** A user's name now, or the system's; 'Unknown' once the account is gone (as order-events.ts names its actors). */
const actorName = (actor: OrderActor) =>
  actor.kind === 'system' ? sql`${actor.name}` : sql`coalesce((SELECT name FROM users WHERE id = ${actor.id}), 'Unknown')`;

export function pickingRepository(db: Db) {
  const findOrder = async (where: ReturnType<typeof sql>, lock: boolean): Promise<PickingOrderRow | null> => {
    const [row] = await queryRows<PickingOrderRow>(
      db,
      sql`SELECT ${orderColumns} FROM orders o LEFT JOIN shops s ON s.id = o.shop_id WHERE ${where} ${lock ? sql`FOR UPDATE OF o` : sql``}`,
    );
    return row ? asOrder(row) : null;
  };

  return {
    findOrder: (id: number) => findOrder(sql`o.id = ${id}`, false),

    /** The order, locked until the transaction ends: changes of its lines (and its moves, refunds) wait for each other. */
    lockOrder: (id: number) => findOrder(sql`o.id = ${id}`, true),

    /** One customer's order, locked; null when it is not theirs. */
    lockCustomerOrder: (id: number, userId: number) => findOrder(sql`o.id = ${id} AND o.user_id = ${userId}`, true),

    /** The order's lines, a substitute line after the line it replaces. */
    async lines(orderId: number): Promise<PickLine[]> {
      const rows = await queryRows<PickLine>(db, sql`SELECT ${lineColumns} FROM order_items i WHERE i.order_id = ${orderId} ORDER BY coalesce(i.replaces_item_id, i.id), i.id`);
      return rows.map(asLine);
    },

    /** The lines as the picking answer shows them: with the product's barcode and SKU now, the question's proposed product. */
    async pickingLines(orderId: number): Promise<PickingLineRow[]> {
      const rows = await queryRows<PickingLineRow>(
        db,
        sql`SELECT ${lineColumns}, i.product_image AS image, p.barcode, p.sku, i.if_unavailable AS "ifUnavailable",
                   CASE WHEN i.substitute_name IS NOT NULL
                     THEN json_build_object('id', i.substitute_product_id, 'name', i.substitute_name, 'name_ar', i.substitute_name_ar) END AS substitute,
                   ap.name AS "askName", nullif(ap.name_ar, '') AS "askNameAr",
                   ${fils('order_line_ordered_total(ap.unit, ap.price, i.quantity, ap.estimated_weight)')} AS "askPriceFils"
            FROM order_items i
            LEFT JOIN products p ON p.id = i.product_id
            LEFT JOIN products ap ON ap.id = i.ask_product_id
            WHERE i.order_id = ${orderId}
            ORDER BY coalesce(i.replaces_item_id, i.id), i.id`,
      );
      return rows.map((row) => ({ ...asLine(row), askPriceFils: row.askPriceFils === null ? null : Number(row.askPriceFils) }));
    },

    /** The order's changes, oldest first. */
    async changes(orderId: number): Promise<LineChangeRow[]> {
      const rows = await queryRows<LineChangeRow>(
        db,
        sql`SELECT id, item_id AS "itemId", action, summary, summary_ar AS "summaryAr", reason, note, amount_change_fils AS "amountChangeFils",
                   actor_kind AS "actorKind", actor_id AS "actorId", actor_name AS "actorName", created_at AS at
            FROM order_line_changes WHERE order_id = ${orderId} ORDER BY id`,
      );
      return rows.map((row) => ({ ...row, amountChangeFils: Number(row.amountChangeFils) }));
    },

    /** A product a change names, as it is now (null: no such product). */
    async product(id: number): Promise<PickProduct | null> {
      const [row] = await queryRows<PickProduct>(
        db,
        sql`SELECT p.id, p.name, p.name_ar AS "nameAr", p.image, c.name AS "categoryName", c.name_ar AS "categoryNameAr", p.unit,
                   p.price::text AS price, p.estimated_weight::text AS "estimatedWeight", p.stock, p.status, p.shop_id AS "shopId"
            FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = ${id}`,
      );
      return row ?? null;
    },

    /** The ACCEPTED orders with a question past its deadline at `now`, oldest deadline first, at most `limit`. */
    async ordersAskedBefore(now: Date, limit: number): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`SELECT i.order_id AS id FROM order_items i JOIN orders o ON o.id = i.order_id
            WHERE i.pick_state = 'asking' AND i.ask_deadline <= ${now.toISOString()} AND o.status = 'ACCEPTED'
            GROUP BY i.order_id ORDER BY min(i.ask_deadline) LIMIT ${limit}`,
      );
      return rows.map((row) => row.id);
    },

    /**
     * Writes a plan: substitute lines deleted, the line changed, a substitute line added after it, then the stock
     * (returned first, then taken product by product in id order, each only if there is enough: 409 OUT_OF_STOCK
     * otherwise). Answers the new line's id, if any. The stock history says why through the transaction's settings
     * (products/stock-ledger.ts), set by the caller.
     */
    async writeLines(orderId: number, plan: PickPlan, describe: (reason: 'sold' | 'returned') => Promise<void>): Promise<void> {
      if (plan.deleteIds.length > 0) await db.execute(sql`DELETE FROM order_items WHERE id IN (${sql.join(plan.deleteIds.map((id) => sql`${id}`), sql`, `)})`);
      const { line } = plan;
      await db.execute(sql`
        UPDATE order_items SET pick_state = ${line.state}, picked_quantity = ${line.pickedQuantity}, actual_weight = ${line.actualWeight}::numeric,
               line_total = ${filsToKwd(line.lineTotalFils)}::numeric, pick_reason = ${line.reason}, ask_product_id = ${line.askProductId},
               ask_deadline = ${line.askDeadline?.toISOString() ?? null}::timestamptz
        WHERE id = ${plan.itemId}`);
      if (plan.insert) {
        const { product, quantity, actualWeight, lineTotalFils, approved, replacesItemId } = plan.insert;
        // The substitute line snapshots the product as it is now, as placing does; it was not ordered, so as ordered it is 0.
        await db.execute(sql`
          INSERT INTO order_items (order_id, product_id, product_name, product_name_ar, product_image, category_name, category_name_ar, unit_price, quantity,
                                   unit, estimated_weight, ordered_total, line_total, pick_state, picked_quantity, actual_weight, replaces_item_id, approved)
          VALUES (${orderId}, ${product.id}, ${product.name}, ${product.nameAr}, ${product.image}, ${product.categoryName}, ${product.categoryNameAr},
                  ${product.price}::numeric, ${quantity}, ${product.unit}, ${product.estimatedWeight}::numeric, 0, ${filsToKwd(lineTotalFils)}::numeric,
                  'picked', ${quantity}, ${actualWeight}::numeric, ${replacesItemId}, ${approved})`);
      }
      if (plan.returned.length > 0) {
        await describe('returned');
        for (const move of byProduct(plan.returned)) await db.execute(sql`UPDATE products SET stock = stock + ${move.quantity} WHERE id = ${move.productId}`);
      }
      if (plan.sold.length > 0) {
        await describe('sold');
        for (const move of byProduct(plan.sold)) {
          const taken = await queryRows(db, sql`UPDATE products SET stock = stock - ${move.quantity} WHERE id = ${move.productId} AND stock >= ${move.quantity} RETURNING id`);
          if (taken.length === 0) {
            const [left] = await queryRows<{ name: string; stock: number }>(db, sql`SELECT name, stock FROM products WHERE id = ${move.productId}`);
            const message = left ? `Not enough stock for ${left.name}: ${left.stock} left` : 'This product no longer exists';
            throw new HttpError(409, 'OUT_OF_STOCK', message, { [plan.insert ? 'productId' : 'action']: message });
          }
        }
      }
    },

    /**
     * The order's new total (its lines' plus the delivery fee it was placed with: decisions/delivery-coverage.md, less the
     * discount it was placed with, never below 0: decisions/promotions.md) and item count, and the next version of its
     * lines (answered).
     */
    async writeOrder(orderId: number, plan: PickPlan): Promise<number> {
      const [row] = await queryRows<{ version: number }>(
        db,
        sql`UPDATE orders SET total_amount = greatest(${filsToKwd(plan.totalFils)}::numeric + delivery_fee - discount, 0), total_quantity = ${plan.totalQuantity}, lines_version = lines_version + 1
            WHERE id = ${orderId} RETURNING lines_version AS version`,
      );
      return row.version;
    },

    /** The change's row; answers its id (the customer's message names it: decisions/customer-messages.md). */
    async insertChange(orderId: number, plan: PickPlan, version: number, actor: OrderActor): Promise<number> {
      const [row] = await queryRows<{ id: number }>(db, sql`
        INSERT INTO order_line_changes (order_id, item_id, action, summary, summary_ar, reason, note, amount_change_fils, lines_version, actor_kind, actor_id, actor_name)
        VALUES (${orderId}, ${plan.itemId}, ${plan.action}, ${plan.summary.en}, ${plan.summary.ar}, ${plan.reason}, ${plan.note}, ${plan.amountChangeFils},
                ${version}, ${actor.kind}, ${actor.kind === 'system' ? null : actor.id}, ${actorName(actor)})
        RETURNING id`);
      return row.id;
    },
  };
}

/** Stock moves in product id order (concurrent writers lock products in one order: never a deadlock). */
const byProduct = (moves: StockMove[]) => [...moves].sort((a, b) => a.productId - b.productId);
