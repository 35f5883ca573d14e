import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { CommissionRateTerms } from '../ledger/ledger-balances';
import type { CommissionRateValues } from './statements-rules';

// decisions/shop-statements.md: the SQL of the shops' commission rates. Dates are Kuwait dates, read as text.

export interface CommissionRateRow extends CommissionRateTerms {
  id: number;
  shopId: number;
  effectiveFrom: string;
  createdById: number | null;
  createdByName: string | null;
  createdAt: Date;
}

const rateColumns = sql`r.id, r.shop_id AS "shopId", r.percent_bp AS "percentBp", r.fee_fils AS "feeFils", r.effective_from::text AS "effectiveFrom",
  r.created_by AS "createdById", u.name AS "createdByName", r.created_at AS "createdAt"`;

/** The Kuwait date of the transaction's time (UTC+3 all year), as the order's DELIVERED step is timed. */
const kuwaitToday = sql`((now() AT TIME ZONE 'UTC') + interval '3 hours')::date`;

export function commissionRatesRepository(db: Db) {
  return {
    /** The shop's rates, the latest date first. */
    list: (shopId: number) =>
      queryRows<CommissionRateRow>(
        db,
        sql`SELECT ${rateColumns} FROM shop_commission_rates r LEFT JOIN users u ON u.id = r.created_by
            WHERE r.shop_id = ${shopId} ORDER BY r.effective_from DESC`,
      ),

    async find(id: number): Promise<CommissionRateRow | null> {
      const [row] = await queryRows<CommissionRateRow>(db, sql`SELECT ${rateColumns} FROM shop_commission_rates r LEFT JOIN users u ON u.id = r.created_by WHERE r.id = ${id}`);
      return row ?? null;
    },

    /** Adds a rate; null when the shop has one from that date already (the unique index answers, whatever races). */
    async insert(shopId: number, rate: CommissionRateValues, actorId: number): Promise<number | null> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO shop_commission_rates (shop_id, percent_bp, fee_fils, effective_from, created_by)
            VALUES (${shopId}, ${rate.percentBp}, ${rate.feeFils}, ${rate.effectiveFrom}::date, ${actorId})
            ON CONFLICT (shop_id, effective_from) DO NOTHING RETURNING id`,
      );
      return row?.id ?? null;
    },

    /** Removes the shop's rate if it starts after `today`: 'deleted', 'in_effect' (it started), or 'missing'. */
    async deleteFuture(shopId: number, id: number, today: string): Promise<'deleted' | 'in_effect' | 'missing'> {
      const [row] = await queryRows<{ deleted: boolean }>(
        db,
        sql`WITH gone AS (DELETE FROM shop_commission_rates WHERE id = ${id} AND shop_id = ${shopId} AND effective_from > ${today}::date RETURNING id)
            SELECT EXISTS (SELECT 1 FROM gone) AS deleted
            FROM shop_commission_rates r WHERE r.id = ${id} AND r.shop_id = ${shopId}`,
      );
      if (!row) return 'missing';
      return row.deleted ? 'deleted' : 'in_effect';
    },

    /** The rate in effect today for the shop of `orderId`, today being the transaction's Kuwait date (its delivery's); null: none. */
    async rateAtDelivery(orderId: number): Promise<CommissionRateTerms | null> {
      const [row] = await queryRows<CommissionRateTerms>(
        db,
        sql`SELECT r.percent_bp AS "percentBp", r.fee_fils AS "feeFils" FROM orders o
            JOIN shop_commission_rates r ON r.shop_id = o.shop_id AND r.effective_from <= ${kuwaitToday}
            WHERE o.id = ${orderId} ORDER BY r.effective_from DESC LIMIT 1`,
      );
      return row ?? null;
    },
  };
}
