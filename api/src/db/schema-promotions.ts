import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// decisions/promotions.md (migration 0038): coupon codes and automatic offers, and the orders that took them. Re-exported
// by schema.ts: import these from there. The foreign keys (to shops, users and orders) are the migration's: naming those
// tables here would make an import cycle with schema.ts, and no query needs them. `orders.discount` is in schema.ts.

const at = (name: string) => timestamp(name, { withTimezone: true });

/** What a promotion takes off: a percentage of the items (capped or not), a fixed amount of them, or the delivery fee. */
export const PROMOTION_KINDS = ['percent', 'fixed', 'free_delivery'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
/** Who bears a promotion's discounts: its shop or the platform (the ledger's `discount` entry's `liable`). */
export const PROMOTION_FUNDERS = ['shop', 'platform'] as const;
export type PromotionFunder = (typeof PROMOTION_FUNDERS)[number];
/** Where a promotion stands, worked out from its row and the API's clock (promotions-repository.ts). */
export const PROMOTION_STATES = ['scheduled', 'running', 'ended', 'paused', 'exhausted'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/**
 * A promotion: a coupon (its upper-case `code`) or an automatic offer (no code). Money in fils, the percentage in basis
 * points (12.5% = 1250). `spentFils` and `redemptions` follow the orders that took it, never past `budgetFils` or
 * `maxRedemptions` (the table's checks). Audited (entity `promotion`): staff's changes, not the counters.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull(),
    code: text('code'),
    kind: text('kind').$type<PromotionKind>().notNull(),
    percentBp: integer('percent_bp'),
    amountFils: bigint('amount_fils', { mode: 'number' }),
    maxDiscountFils: bigint('max_discount_fils', { mode: 'number' }),
    minBasketFils: bigint('min_basket_fils', { mode: 'number' }).notNull().default(0),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    perCustomerLimit: integer('per_customer_limit'),
    maxRedemptions: integer('max_redemptions'),
    budgetFils: bigint('budget_fils', { mode: 'number' }),
    /** Null: every shop. */
    shopId: integer('shop_id'),
    fundedBy: text('funded_by').$type<PromotionFunder>().notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at'),
    active: boolean('active').notNull().default(true),
    spentFils: bigint('spent_fils', { mode: 'number' }).notNull().default(0),
    redemptions: integer('redemptions').notNull().default(0),
    createdBy: integer('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotions_code_key').on(t.code).where(sql`${t.code} IS NOT NULL`),
    index('promotions_shop_idx').on(t.shopId),
    check('promotions_kind_check', sql`${t.kind} IN ('percent', 'fixed', 'free_delivery')`),
    check('promotions_funder_check', sql`${t.fundedBy} IN ('shop', 'platform') AND (${t.fundedBy} = 'platform' OR ${t.shopId} IS NOT NULL)`),
    check('promotions_spent_check', sql`${t.spentFils} >= 0 AND ${t.spentFils} <= coalesce(${t.budgetFils}, ${t.spentFils})`),
    check('promotions_redemptions_check', sql`${t.redemptions} >= 0 AND ${t.redemptions} <= coalesce(${t.maxRedemptions}, ${t.redemptions})`),
  ],
);

/** An order that took a promotion (one per order), with what it was given; `releasedAt` once the order was rejected or cancelled. */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id').notNull(),
    orderId: integer('order_id').notNull(),
    userId: integer('user_id').notNull(),
    discountFils: bigint('discount_fils', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    releasedAt: at('released_at'),
  },
  (t) => [
    uniqueIndex('promotion_redemptions_order_key').on(t.orderId),
    index('promotion_redemptions_customer_idx').on(t.promotionId, t.userId).where(sql`${t.releasedAt} IS NULL`),
    check('promotion_redemptions_discount_check', sql`${t.discountFils} > 0`),
  ],
);
