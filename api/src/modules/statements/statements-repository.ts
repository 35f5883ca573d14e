import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { LedgerKind, Liable } from '../../db/schema';
import type { LedgerAmount } from '../ledger/ledger-balances';
import { STAFF_REFUND_REASONS } from '../ledger/ledger-repository';
import { type DeliveredOrder, keptStatement, type PeriodRefund, type StatementSums } from './statement-sums';
import type { Period, WeekClose } from './statement-weeks';

// decisions/shop-statements.md: the SQL of the weekly statements — the closes, the closed weeks' snapshots, and what a
// period holds in the ledger. Dates are Kuwait dates, read as text; amounts in fils (bigint) as numbers.

/** One close at a time, across every API process (pg_advisory_xact_lock, held until the close's transaction ends). */
const STATEMENT_CLOSE_LOCK = 7_420_037;

interface CloseRow {
  weekStart: string;
  closedAt: Date;
  closedById: number | null;
  closedByName: string | null;
}

const asClose = (row: CloseRow): WeekClose => ({
  weekStart: row.weekStart,
  closedAt: row.closedAt,
  // The account is gone: its id is null, its name unknown (not kept).
  closedBy: row.closedById === null ? { id: null, name: 'Unknown' } : { id: row.closedById, name: row.closedByName ?? 'Unknown' },
});

/** The closes `where` picks (on `c`, statement_closes), the latest week first, with their closers' names. */
const readCloses = async (db: Db, where: SQL, limit = sql``): Promise<WeekClose[]> =>
  (
    await queryRows<CloseRow>(
      db,
      sql`SELECT c.week_start::text AS "weekStart", c.closed_at AS "closedAt", c.closed_by AS "closedById", u.name AS "closedByName"
          FROM statement_closes c LEFT JOIN users u ON u.id = c.closed_by WHERE ${where} ORDER BY c.week_start DESC ${limit}`,
    )
  ).map(asClose);

/** `shop_id` among `shopIds` (null: every shop). */
const ofShops = (shopIds: readonly number[] | null) =>
  shopIds === null ? sql`true` : sql`o.shop_id IN (${sql.join(shopIds.map((id) => sql`${id}::int`), sql`, `)})`;

/** Staff's refunds only: the writers' own (an order rejected or cancelled, lines changed before delivery) are in the amount due already, or of no sale. */
const STAFF_REFUND = sql`r.reason_code IN (${STAFF_REFUND_REASONS})`;

export function statementsRepository(db: Db) {
  return {
    /** The closes of these weeks. */
    closes: (weekStarts: readonly string[]): Promise<WeekClose[]> =>
      weekStarts.length === 0 ? Promise.resolve([]) : readCloses(db, sql`c.week_start IN (${sql.join(weekStarts.map((week) => sql`${week}::date`), sql`, `)})`),

    /** The first week ever closed (null: none). */
    async firstClosedWeek(): Promise<string | null> {
      const [row] = await queryRows<{ week: string | null }>(db, sql`SELECT min(week_start)::text AS week FROM statement_closes`);
      return row.week;
    },

    /** The last week closed: the periods before its end are over. */
    async lastClose(): Promise<WeekClose | null> {
      const [close] = await readCloses(db, sql`true`, sql`LIMIT 1`);
      return close ?? null;
    },

    /** When the ledger's first entry was written (null: none yet). By id: the table's order, read from its primary key. */
    async firstEntryAt(): Promise<Date | null> {
      const [row] = await queryRows<{ at: Date }>(db, sql`SELECT created_at AS at FROM order_ledger ORDER BY id LIMIT 1`);
      return row?.at ?? null;
    },

    /** Whether this transaction began before `before` (its now(): the time its order steps carry). */
    async beganBefore(before: Date): Promise<boolean> {
      const [row] = await queryRows<{ before: boolean }>(db, sql`SELECT now() < ${before.toISOString()}::timestamptz AS before`);
      return row.before;
    },

    /** Takes the ledger's writers' lock (as an insert does): a close waits for this transaction, or this for the close. */
    async joinLedgerWriters(): Promise<void> {
      await db.execute(sql`LOCK TABLE order_ledger IN ROW EXCLUSIVE MODE`);
    },

    /** One close at a time: held until the close's transaction ends. */
    async lockCloses(): Promise<void> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(${STATEMENT_CLOSE_LOCK})`);
    },

    /** The ledger in SHARE mode, until the close's transaction ends: waits for every writer in flight to commit, and holds new ones. */
    async holdLedgerWriters(): Promise<void> {
      await db.execute(sql`LOCK TABLE order_ledger IN SHARE MODE`);
    },

    /**
     * Closes the week now: the clock read after the ledger's lock (clock_timestamp(), not the transaction's start),
     * to the millisecond the periods are compared at (a JavaScript Date).
     */
    async insertClose(weekStart: string, actorId: number): Promise<WeekClose> {
      await db.execute(
        sql`INSERT INTO statement_closes (week_start, closed_at, closed_by) VALUES (${weekStart}::date, date_trunc('milliseconds', clock_timestamp()), ${actorId})`,
      );
      const [close] = await readCloses(db, sql`c.week_start = ${weekStart}::date`);
      return close;
    },

    /** The orders of the shops delivered in the period (their DELIVERED step), each with its ledger: one statement, however many. */
    async deliveredIn(period: Period, shopIds: readonly number[] | null): Promise<DeliveredOrder[]> {
      const rows = await queryRows<{ orderId: number; shopId: number; deliveredAt: Date; paymentMethod: string; kind: LedgerKind | null; amountFils: string | null; liable: Liable | null }>(
        db,
        sql`WITH delivered AS (
              SELECT e.order_id, min(e.created_at) AS delivered_at FROM order_events e JOIN orders o ON o.id = e.order_id
              WHERE e.kind = 'status' AND e.to_status = 'DELIVERED' AND o.shop_id IS NOT NULL AND ${ofShops(shopIds)}
                AND e.created_at >= ${period.start.toISOString()}::timestamptz AND e.created_at < ${period.end.toISOString()}::timestamptz
              GROUP BY e.order_id
            )
            SELECT d.order_id AS "orderId", o.shop_id AS "shopId", d.delivered_at AS "deliveredAt", o.payment_method AS "paymentMethod",
              l.kind, l.amount_fils::text AS "amountFils", l.liable
            FROM delivered d JOIN orders o ON o.id = d.order_id LEFT JOIN order_ledger l ON l.order_id = d.order_id
            ORDER BY d.order_id, l.id`,
      );
      const orders = new Map<number, DeliveredOrder & { entries: LedgerAmount[] }>();
      for (const { kind, amountFils, liable, ...order } of rows) {
        const delivered = orders.get(order.orderId) ?? { ...order, entries: [] };
        // decisions/promotions.md: who bears each (a discount's funder).
        if (kind !== null && amountFils !== null) delivered.entries.push({ kind, amountFils: Number(amountFils), liable: liable ?? undefined });
        orders.set(order.orderId, delivered);
      }
      return [...orders.values()];
    },

    /** Staff's refunds of the shops' delivered orders made in the period, and their failures' reversals. */
    async refundsIn(period: Period, shopIds: readonly number[] | null): Promise<PeriodRefund[]> {
      const rows = await queryRows<{ orderId: number; shopId: number; paymentMethod: string; liable: Liable; amountFils: string }>(
        db,
        sql`SELECT l.order_id AS "orderId", o.shop_id AS "shopId", o.payment_method AS "paymentMethod", l.liable, l.amount_fils::text AS "amountFils"
            FROM order_ledger l JOIN refunds r ON r.id = l.refund_id JOIN orders o ON o.id = l.order_id
            WHERE l.kind = 'refund' AND ${STAFF_REFUND} AND o.status = 'DELIVERED' AND o.shop_id IS NOT NULL AND ${ofShops(shopIds)}
              AND l.created_at >= ${period.start.toISOString()}::timestamptz AND l.created_at < ${period.end.toISOString()}::timestamptz
            ORDER BY l.id`,
      );
      return rows.map((row) => ({ ...row, amountFils: Number(row.amountFils) }));
    },

    /** A closed week's snapshot of the shop (null: it had nothing in the period). */
    async snapshot(shopId: number, weekStart: string): Promise<StatementSums | null> {
      const [row] = await queryRows<StatementSums>(db, sql`SELECT totals, lines FROM shop_statements WHERE shop_id = ${shopId} AND week_start = ${weekStart}::date`);
      return row ? keptStatement(row) : null;
    },

    /** Keeps the closed week's statements, one per shop. */
    async insertSnapshots(weekStart: string, statements: ReadonlyMap<number, StatementSums>): Promise<void> {
      if (statements.size === 0) return;
      await db.execute(
        sql`INSERT INTO shop_statements (shop_id, week_start, totals, lines) VALUES ${sql.join(
          [...statements].map(([shopId, { totals, lines }]) => sql`(${shopId}, ${weekStart}::date, ${JSON.stringify(totals)}::jsonb, ${JSON.stringify(lines)}::jsonb)`),
          sql`, `,
        )}`,
      );
    },

    async shop(id: number): Promise<{ id: number; name: string; nameAr: string } | null> {
      const [row] = await queryRows<{ id: number; name: string; nameAr: string }>(db, sql`SELECT id, name, name_ar AS "nameAr" FROM shops WHERE id = ${id}`);
      return row ?? null;
    },
  };
}
