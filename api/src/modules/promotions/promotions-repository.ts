import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, whereAll } from '../../db/client';
import type { PromotionFunder, PromotionState } from '../../db/schema';
import { containing } from '../../kuwait/search-text';
import { filsToKwd } from '../../money/fils';
import type { Basket, PromotionChanges, PromotionFacts, PromotionValues } from './promotion-rules';

// decisions/promotions.md: the SQL of the promotions and of the orders that take them. Amounts in fils are bigint: each
// driver hands them over its own way, so they are read as text and made numbers here. "Now" is the API's clock.

/** A promotion as the answer reads it. */
export interface PromotionRow extends PromotionFacts {
  name: string;
  nameAr: string;
  code: string | null;
  shopName: string | null;
  shopNameAr: string | null;
  fundedBy: PromotionFunder;
  startsAt: Date;
  endsAt: Date | null;
  active: boolean;
  createdById: number | null;
  createdByName: string | null;
  createdAt: Date;
}

/** What the lists filter by: the state, the shop, a search; and the caller's shops (null: every shop). */
export interface PromotionFilters {
  state: PromotionState | null;
  shopId: number | null;
  q: string | null;
  scope: number[] | null;
}

const FILS_COLUMNS = ['percentBp', 'amountFils', 'maxDiscountFils', 'minBasketFils', 'budgetFils', 'spentFils'] as const;

/** Numbers from the drivers' bigint (text here); nulls stay null. */
function asFacts<T extends Record<(typeof FILS_COLUMNS)[number], unknown>>(row: T): T {
  const read = { ...row } as Record<string, unknown>;
  for (const column of FILS_COLUMNS) read[column] = row[column] === null ? null : Number(row[column]);
  return read as T;
}

/**
 * Where a promotion stands at `now`: paused (not active), exhausted (its budget or its redemptions used up), scheduled
 * (not started), ended, else running. The one place it is worked out: the answers and the list's filter read it.
 */
const stateAt = (now: Date): SQL => sql`CASE
  WHEN NOT p.active THEN 'paused'
  WHEN (p.budget_fils IS NOT NULL AND p.spent_fils >= p.budget_fils) OR (p.max_redemptions IS NOT NULL AND p.redemptions >= p.max_redemptions) THEN 'exhausted'
  WHEN p.starts_at > ${now.toISOString()}::timestamptz THEN 'scheduled'
  WHEN p.ends_at <= ${now.toISOString()}::timestamptz THEN 'ended'
  ELSE 'running' END`;

/** The facts an order reads (of `p` alone: a row locked FOR UPDATE joins nothing). */
const factColumns = (now: Date) => sql`p.id, p.kind, p.percent_bp AS "percentBp", p.amount_fils::text AS "amountFils",
  p.max_discount_fils::text AS "maxDiscountFils", p.min_basket_fils::text AS "minBasketFils", p.first_order_only AS "firstOrderOnly",
  p.per_customer_limit AS "perCustomerLimit", p.max_redemptions AS "maxRedemptions", p.budget_fils::text AS "budgetFils",
  p.spent_fils::text AS "spentFils", p.redemptions, p.shop_id AS "shopId", ${stateAt(now)} AS state`;

const rowQuery = (now: Date, where: SQL, tail: SQL = sql``) => sql`
  SELECT ${factColumns(now)}, p.name, p.name_ar AS "nameAr", p.code, s.name AS "shopName", s.name_ar AS "shopNameAr",
    p.funded_by AS "fundedBy", p.starts_at AS "startsAt", p.ends_at AS "endsAt", p.active,
    p.created_by AS "createdById", u.name AS "createdByName", p.created_at AS "createdAt"
  FROM promotions p LEFT JOIN shops s ON s.id = p.shop_id LEFT JOIN users u ON u.id = p.created_by
  ${where} ${tail}`;

/** The list's conditions on `p`, without the cursor. */
function listConditions(filters: PromotionFilters, now: Date): SQL[] {
  const conditions: SQL[] = [];
  // Shop staff see the platform-wide promotions and their shops'.
  if (filters.scope !== null) {
    conditions.push(filters.scope.length > 0 ? sql`(p.shop_id IS NULL OR p.shop_id IN (${sql.join(filters.scope.map((id) => sql`${id}::int`), sql`, `)}))` : sql`p.shop_id IS NULL`);
  }
  if (filters.shopId !== null) conditions.push(sql`p.shop_id = ${filters.shopId}`);
  if (filters.state !== null) conditions.push(sql`${stateAt(now)} = ${filters.state}`);
  if (filters.q) {
    const like = containing(filters.q);
    conditions.push(sql`(p.name ILIKE ${like} OR p.name_ar ILIKE ${like} OR p.code ILIKE ${like})`);
  }
  return conditions;
}

export function promotionsRepository(db: Db) {
  const find = async (id: number, now: Date): Promise<PromotionRow | null> => {
    const [row] = await queryRows<PromotionRow>(db, rowQuery(now, sql`WHERE p.id = ${id}`));
    return row ? asFacts(row) : null;
  };

  return {
    find,

    /** A page, newest first, after `afterId`; `take` rows at most. */
    async page(filters: PromotionFilters, afterId: number | null, take: number, now: Date): Promise<PromotionRow[]> {
      const conditions = listConditions(filters, now);
      if (afterId !== null) conditions.push(sql`p.id < ${afterId}`);
      const rows = await queryRows<PromotionRow>(db, rowQuery(now, whereAll(conditions), sql`ORDER BY p.id DESC LIMIT ${take}`));
      return rows.map(asFacts);
    },

    async count(filters: PromotionFilters, now: Date): Promise<number> {
      const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM promotions p ${whereAll(listConditions(filters, now))}`);
      return row.n;
    },

    async shopExists(id: number): Promise<boolean> {
      const rows = await queryRows(db, sql`SELECT 1 FROM shops WHERE id = ${id}`);
      return rows.length > 0;
    },

    /** Adds a promotion; null when its code is taken (the unique index answers, whatever races). */
    async insert(values: PromotionValues, actorId: number): Promise<number | null> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO promotions (name, name_ar, code, kind, percent_bp, amount_fils, max_discount_fils, min_basket_fils, first_order_only,
                                    per_customer_limit, max_redemptions, budget_fils, shop_id, funded_by, starts_at, ends_at, created_by)
            VALUES (${values.name}, ${values.nameAr}, ${values.code}, ${values.kind}, ${values.percentBp}, ${values.amountFils}, ${values.maxDiscountFils},
                    ${values.minBasketFils}, ${values.firstOrderOnly}, ${values.perCustomerLimit}, ${values.maxRedemptions}, ${values.budgetFils},
                    ${values.shopId}, ${values.fundedBy}, ${values.startsAt.toISOString()}::timestamptz, ${values.endsAt?.toISOString() ?? null}::timestamptz, ${actorId})
            ON CONFLICT (code) WHERE code IS NOT NULL DO NOTHING
            RETURNING id`,
      );
      return row?.id ?? null;
    },

    /** The promotion locked until the transaction ends (a change waits for the orders taking it, and they for the change). */
    async lock(id: number): Promise<{ startsAt: Date; spentFils: number; redemptions: number } | null> {
      const [row] = await queryRows<{ startsAt: Date; spentFils: string; redemptions: number }>(
        db,
        sql`SELECT starts_at AS "startsAt", spent_fils::text AS "spentFils", redemptions FROM promotions WHERE id = ${id} FOR UPDATE`,
      );
      return row ? { ...row, spentFils: Number(row.spentFils) } : null;
    },

    /** Writes what was sent (the row locked first). */
    async update(id: number, changes: PromotionChanges): Promise<void> {
      const sets: SQL[] = [];
      if (changes.name !== undefined) sets.push(sql`name = ${changes.name}`);
      if (changes.nameAr !== undefined) sets.push(sql`name_ar = ${changes.nameAr}`);
      if (changes.active !== undefined) sets.push(sql`active = ${changes.active}`);
      if (changes.endsAt !== undefined) sets.push(sql`ends_at = ${changes.endsAt?.toISOString() ?? null}::timestamptz`);
      if (changes.budgetFils !== undefined) sets.push(sql`budget_fils = ${changes.budgetFils}`);
      if (changes.maxRedemptions !== undefined) sets.push(sql`max_redemptions = ${changes.maxRedemptions}`);
      if (sets.length === 0) return;
      await db.execute(sql`UPDATE promotions SET ${sql.join(sets, sql`, `)} WHERE id = ${id}`);
    },

    // ── At ordering ──────────────────────────────────────────────────────────────────────────

    /** The order's items (before any discount) and delivery fee, in fils. */
    async basket(orderId: number): Promise<Basket> {
      const [row] = await queryRows<{ itemsFils: string; deliveryFeeFils: string }>(
        db,
        sql`SELECT ((total_amount - delivery_fee + discount) * 1000)::bigint::text AS "itemsFils", (delivery_fee * 1000)::bigint::text AS "deliveryFeeFils"
            FROM orders WHERE id = ${orderId}`,
      );
      return { itemsFils: Number(row.itemsFils), deliveryFeeFils: Number(row.deliveryFeeFils) };
    },

    /** The coupon of `code`, locked until the order's transaction ends (null: no such code). */
    async lockCoupon(code: string, now: Date): Promise<PromotionFacts | null> {
      const [row] = await queryRows<PromotionFacts>(db, sql`SELECT ${factColumns(now)} FROM promotions p WHERE p.code = ${code} FOR UPDATE`);
      return row ? asFacts(row) : null;
    },

    /**
     * The automatic offers running at `now` for the shop whose minimum basket `itemsFils` reaches, locked in id order
     * (so two orders never wait for each other's offers) until the order's transaction ends. A row changed while
     * waiting is read again as it is then.
     */
    async lockOffers(shopId: number, itemsFils: number, now: Date): Promise<PromotionFacts[]> {
      const rows = await queryRows<PromotionFacts>(
        db,
        sql`SELECT ${factColumns(now)} FROM promotions p
            WHERE p.code IS NULL AND p.active AND (p.shop_id IS NULL OR p.shop_id = ${shopId}) AND p.min_basket_fils <= ${itemsFils}
              AND p.starts_at <= ${now.toISOString()}::timestamptz AND (p.ends_at IS NULL OR p.ends_at > ${now.toISOString()}::timestamptz)
            ORDER BY p.id FOR UPDATE`,
      );
      return rows.map(asFacts);
    },

    /**
     * Read after the promotions' locks, so two orders of one customer are counted one after the other: whether the
     * order is the customer's first (none before it but rejected or cancelled ones), and their redemptions that count
     * (not given back) of each promotion.
     */
    async customerFacts(userId: number, orderId: number, promotionIds: readonly number[]): Promise<{ firstOrder: boolean; redemptions: Map<number, number> }> {
      const [first] = await queryRows<{ firstOrder: boolean }>(
        db,
        sql`SELECT NOT EXISTS (SELECT 1 FROM orders WHERE user_id = ${userId} AND id <> ${orderId} AND status NOT IN ('REJECTED', 'CANCELLED')) AS "firstOrder"`,
      );
      const rows = promotionIds.length === 0
        ? []
        : await queryRows<{ promotionId: number; n: number }>(
            db,
            sql`SELECT promotion_id AS "promotionId", count(*)::int AS n FROM promotion_redemptions
                WHERE user_id = ${userId} AND released_at IS NULL AND promotion_id IN (${sql.join(promotionIds.map((id) => sql`${id}::int`), sql`, `)})
                GROUP BY promotion_id`,
          );
      return { firstOrder: first.firstOrder, redemptions: new Map(rows.map((row) => [row.promotionId, row.n])) };
    },

    /**
     * One more redemption of `discountFils`, in one conditional statement: never past the budget or the maximum (false
     * then, and nothing written).
     */
    async redeem(promotionId: number, discountFils: number): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`UPDATE promotions SET spent_fils = spent_fils + ${discountFils}, redemptions = redemptions + 1
            WHERE id = ${promotionId} AND (budget_fils IS NULL OR spent_fils + ${discountFils} <= budget_fils)
              AND (max_redemptions IS NULL OR redemptions < max_redemptions)
            RETURNING id`,
      );
      return rows.length > 0;
    },

    /** The order's redemption, and its discount taken off its total. */
    async discountOrder(order: { orderId: number; userId: number }, promotionId: number, discountFils: number): Promise<void> {
      await db.execute(sql`INSERT INTO promotion_redemptions (promotion_id, order_id, user_id, discount_fils)
                           VALUES (${promotionId}, ${order.orderId}, ${order.userId}, ${discountFils})`);
      const discount = filsToKwd(discountFils);
      await db.execute(sql`UPDATE orders SET discount = ${discount}::numeric, total_amount = total_amount - ${discount}::numeric WHERE id = ${order.orderId}`);
    },

    /** The orders' redemptions marked given back (those not yet: once), answered as what each promotion gets back. */
    async releaseRedemptions(orderIds: readonly number[]): Promise<{ promotionId: number; discountFils: number }[]> {
      if (orderIds.length === 0) return [];
      const rows = await queryRows<{ promotionId: number; discountFils: string }>(
        db,
        sql`UPDATE promotion_redemptions SET released_at = now()
            WHERE order_id IN (${sql.join(orderIds.map((id) => sql`${id}::int`), sql`, `)}) AND released_at IS NULL
            RETURNING promotion_id AS "promotionId", discount_fils::text AS "discountFils"`,
      );
      return rows.map((row) => ({ promotionId: row.promotionId, discountFils: Number(row.discountFils) }));
    },

    /** A promotion's counters given back `count` redemptions of `fils`. */
    async giveBack(promotionId: number, fils: number, count: number): Promise<void> {
      await db.execute(sql`UPDATE promotions SET spent_fils = spent_fils - ${fils}, redemptions = redemptions - ${count} WHERE id = ${promotionId}`);
    },
  };
}
