import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// decisions/shop-statements.md (migration 0037): the shops' commission rates and their weekly statements. Re-exported by
// schema.ts: import these from there. The foreign keys (to shops and users, ON DELETE cascade / set null) are the
// migration's: naming those tables here would make an import cycle with schema.ts, and no query needs them.

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A shop's commission from `effectiveFrom` (a Kuwait date) until its next rate: a percentage of the items (basis points) and a fee per order (fils). */
export const shopCommissionRates = pgTable(
  'shop_commission_rates',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull(),
    /** 25.5% = 2550: whole numbers, so the commission is worked out in integers. */
    percentBp: integer('percent_bp').notNull(),
    feeFils: integer('fee_fils').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    createdBy: integer('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_commission_rates_date_key').on(t.shopId, t.effectiveFrom),
    check('shop_commission_rates_percent_check', sql`${t.percentBp} BETWEEN 0 AND 10000`),
    check('shop_commission_rates_fee_check', sql`${t.feeFils} >= 0`),
  ],
);

/** A week closed (its Saturday): its period ends at `closedAt`, or at the week's end if that came first. Never changed (a trigger refuses it). */
export const statementCloses = pgTable('statement_closes', {
  weekStart: date('week_start').primaryKey(),
  closedAt: at('closed_at').notNull(),
  closedBy: integer('closed_by'),
});

/** A closed week's statement of one shop as it was at the close, in fils (modules/statements/statement-sums.ts). Never changed. */
export const shopStatements = pgTable(
  'shop_statements',
  {
    shopId: integer('shop_id').notNull(),
    weekStart: date('week_start').notNull(),
    totals: jsonb('totals').notNull(),
    lines: jsonb('lines').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.weekStart], name: 'shop_statements_pkey' }), index('shop_statements_week_idx').on(t.weekStart)],
);
