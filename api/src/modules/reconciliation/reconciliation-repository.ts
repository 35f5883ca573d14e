import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, whereAll } from '../../db/client';
import type { OrderStatus, PaymentMethod, SettlementLineStatus, SettlementMethod, SettlementProblem } from '../../db/schema';
import type { SortCursor } from '../../http/sorted-paging';
import { PLACEMENT_KINDS } from '../ledger/ledger-balances';
import type { DayAmounts } from './reconciliation-days';
import type { SettlementFileLine } from './reconciliation-rules';
import type { DoneRefund, LineMatch } from './settlement-matching';

// decisions/reconciliation.md: the SQL of reconciliation — the imports and their lines, what the lines' references
// name, and a range of days' sums. Amounts cross here as whole fils (bigint read as text, then numbers). Days are
// Kuwait days (UTC+3 all year), written YYYY-MM-DD by the database.

/** One import at a time, across every API process (pg_advisory_xact_lock, held until the import's transaction ends). */
const SETTLEMENT_IMPORT_LOCK = 7_420_039;

/** Rows a statement names at most: a file's lines are read and written in batches of this many. */
export const BATCH = 1000;

/** The Kuwait day (YYYY-MM-DD) of a timestamptz column. */
const kuwaitDayOf = (column: SQL) => sql`to_char((${column} AT TIME ZONE 'UTC') + interval '3 hours', 'YYYY-MM-DD')`;
const ids = (list: readonly number[]) => sql.join(list.map((id) => sql`${id}::int`), sql`, `);
const texts = (list: readonly string[]) => sql.join(list.map((text) => sql`${text}`), sql`, `);

export interface SettlementImportRow {
  id: number;
  method: SettlementMethod;
  fileName: string;
  lineCount: number;
  totalFils: number;
  unmatched: number;
  resolved: number;
  importedById: number | null;
  importedByName: string | null;
  importedAt: Date;
}

export interface SettlementLineRow {
  id: number;
  importId: number;
  method: SettlementMethod;
  date: string;
  reference: string;
  amountFils: number;
  status: SettlementLineStatus;
  problem: SettlementProblem | null;
  orderId: number | null;
  refundId: number | null;
  resolution: string | null;
  resolvedById: number | null;
  resolvedByName: string | null;
  resolvedAt: Date | null;
}

export interface SettlementLineFilters {
  status: SettlementLineStatus | null;
  date: string | null;
  method: SettlementMethod | null;
}

// An import's lines not matched are few (an index holds them): the matched ones are its line count less these.
const importColumns = sql`i.id, i.method, i.file_name AS "fileName", i.line_count AS "lineCount", i.total_fils::text AS "totalFils",
  c.unmatched, c.resolved, i.imported_by AS "importedById", u.name AS "importedByName", i.imported_at AS "importedAt"`;
const importsFrom = sql`settlement_imports i LEFT JOIN users u ON u.id = i.imported_by
  CROSS JOIN LATERAL (SELECT (count(*) FILTER (WHERE s.status = 'unmatched'))::int AS unmatched, (count(*) FILTER (WHERE s.status = 'resolved'))::int AS resolved
                      FROM settlement_lines s WHERE s.import_id = i.id AND s.status <> 'matched') c`;
const asImport = (row: SettlementImportRow): SettlementImportRow => ({ ...row, totalFils: Number(row.totalFils) });

const lineColumns = sql`s.id, s.import_id AS "importId", s.method, to_char(s.settled_on, 'YYYY-MM-DD') AS date, s.reference,
  s.amount_fils::text AS "amountFils", s.status, s.problem, s.order_id AS "orderId", s.refund_id AS "refundId", s.resolution,
  s.resolved_by AS "resolvedById", u.name AS "resolvedByName", s.resolved_at AS "resolvedAt"`;
const asLine = (row: SettlementLineRow): SettlementLineRow => ({ ...row, amountFils: Number(row.amountFils) });

function lineConditions(filters: SettlementLineFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(sql`s.status = ${filters.status}`);
  if (filters.date) conditions.push(sql`s.settled_on = ${filters.date}::date`);
  if (filters.method) conditions.push(sql`s.method = ${filters.method}`);
  return conditions;
}

export function reconciliationRepository(db: Db) {
  return {
    /** One import at a time: held until the import's transaction ends (two files matching one order wait for each other). */
    async lockImports(): Promise<void> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(${SETTLEMENT_IMPORT_LOCK})`);
    },

    /** The import's row; null when a file of the same SHA-256 was imported already (then nothing is written). */
    async insertImport(file: { method: SettlementMethod; fileName: string; sha256: string; lineCount: number; totalFils: number }, actorId: number): Promise<number | null> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO settlement_imports (method, file_name, sha256, line_count, total_fils, imported_by)
            VALUES (${file.method}, ${file.fileName}, ${file.sha256}, ${file.lineCount}, ${file.totalFils}, ${actorId})
            ON CONFLICT (sha256) DO NOTHING RETURNING id`,
      );
      return row?.id ?? null;
    },

    /** The import's lines, as matched, in the file's order. */
    async insertLines(importId: number, method: SettlementMethod, lines: readonly (SettlementFileLine & LineMatch)[]): Promise<void> {
      for (let start = 0; start < lines.length; start += BATCH) {
        await db.execute(
          sql`INSERT INTO settlement_lines (import_id, method, settled_on, reference, amount_fils, status, problem, order_id, refund_id)
              VALUES ${sql.join(
                lines
                  .slice(start, start + BATCH)
                  .map(
                    (line) =>
                      sql`(${importId}, ${method}, ${line.date}::date, ${line.reference}, ${line.amountFils}, ${line.status}, ${line.problem}, ${line.orderId}, ${line.refundId})`,
                  ),
                sql`, `,
              )}`,
        );
      }
    },

    /** The orders of these ids, with their method and status (what the ledger's `paid` reads beside the entries). */
    async orders(orderIds: readonly number[]): Promise<{ id: number; status: OrderStatus; paymentMethod: string }[]> {
      if (orderIds.length === 0) return [];
      return queryRows(db, sql`SELECT id, status, payment_method AS "paymentMethod" FROM orders WHERE id IN (${ids(orderIds)})`);
    },

    /** The done refunds whose gateway reference is one of these, oldest first. */
    async doneRefunds(references: readonly string[]): Promise<DoneRefund[]> {
      if (references.length === 0) return [];
      const rows = await queryRows<DoneRefund>(
        db,
        sql`SELECT id, method, amount_fils::text AS "amountFils", gateway_reference AS "gatewayReference"
            FROM refunds WHERE status = 'done' AND gateway_reference IN (${texts(references)}) ORDER BY id`,
      );
      return rows.map((row) => ({ ...row, amountFils: Number(row.amountFils) }));
    },

    /** Which of these orders (`order_id`) or refunds (`refund_id`) a line matched already. */
    async matched(column: 'order_id' | 'refund_id', targets: readonly number[]): Promise<number[]> {
      if (targets.length === 0) return [];
      const rows = await queryRows<{ id: number }>(
        db,
        sql`SELECT ${sql.raw(column)} AS id FROM settlement_lines WHERE status = 'matched' AND ${sql.raw(column)} IN (${ids(targets)})`,
      );
      return rows.map((row) => row.id);
    },

    async findImport(id: number): Promise<SettlementImportRow | null> {
      const [row] = await queryRows<SettlementImportRow>(db, sql`SELECT ${importColumns} FROM ${importsFrom} WHERE i.id = ${id}`);
      return row ? asImport(row) : null;
    },

    /** The latest imports, newest first. */
    async imports(limit: number): Promise<SettlementImportRow[]> {
      const rows = await queryRows<SettlementImportRow>(
        db,
        sql`SELECT ${importColumns} FROM ${importsFrom} ORDER BY i.id DESC LIMIT ${limit}`,
      );
      return rows.map(asImport);
    },

    async findLine(id: number): Promise<SettlementLineRow | null> {
      const [row] = await queryRows<SettlementLineRow>(db, sql`SELECT ${lineColumns} FROM settlement_lines s LEFT JOIN users u ON u.id = s.resolved_by WHERE s.id = ${id}`);
      return row ? asLine(row) : null;
    },

    /** Lines by settlement day then id, after `cursor` (the last line of the page before). */
    async lines(filters: SettlementLineFilters, cursor: SortCursor | null, take: number): Promise<SettlementLineRow[]> {
      const conditions = lineConditions(filters);
      if (cursor) conditions.push(sql`(s.settled_on, s.id) > (${String(cursor.value)}::date, ${cursor.id}::int)`);
      const rows = await queryRows<SettlementLineRow>(
        db,
        sql`SELECT ${lineColumns} FROM settlement_lines s LEFT JOIN users u ON u.id = s.resolved_by ${whereAll(conditions)}
            ORDER BY s.settled_on, s.id LIMIT ${take}`,
      );
      return rows.map(asLine);
    },

    async linesCount(filters: SettlementLineFilters): Promise<number> {
      const [row] = await queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM settlement_lines s ${whereAll(lineConditions(filters))}`);
      return row.total;
    },

    /** An unmatched line resolved, in one conditional update: null when it is not unmatched (or does not exist). */
    async resolveLine(id: number, resolution: string, actorId: number): Promise<{ id: number } | null> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`UPDATE settlement_lines SET status = 'resolved', resolution = ${resolution}, resolved_by = ${actorId}, resolved_at = now()
            WHERE id = ${id} AND status = 'unmatched' RETURNING id`,
      );
      return row ?? null;
    },

    /**
     * The days' sums of [start, end) (the Kuwait days `from`…`to`), each on its Kuwait day, in one statement: the
     * gateways' takings at placement and their refunds done (expected, KNET and CARD), the cash collected at delivery
     * (expected, CASH), the settlement lines (received, and the unmatched ones) and the cash counted at shift closes
     * (received, CASH).
     */
    async dayAmounts(range: { from: string; to: string; start: Date; end: Date }): Promise<DayAmounts[]> {
      const [start, end] = [range.start.toISOString(), range.end.toISOString()];
      const within = (column: SQL) => sql`${column} >= ${start}::timestamptz AND ${column} < ${end}::timestamptz`;
      const rows = await queryRows<{ day: string; method: PaymentMethod; expectedFils: string; receivedFils: string; unmatched: number }>(
        db,
        sql`SELECT day, method, expected::text AS "expectedFils", received::text AS "receivedFils", unmatched FROM (
              SELECT ${kuwaitDayOf(sql`l.created_at`)} AS day, l.payment_method AS method, sum(l.amount_fils)::bigint AS expected, 0::bigint AS received, 0 AS unmatched
              FROM order_ledger l
              WHERE l.reason_code = 'order_placed' AND l.kind IN (${texts([...PLACEMENT_KINDS])}) AND l.payment_method IN ('KNET', 'CARD') AND ${within(sql`l.created_at`)}
              GROUP BY 1, 2
            UNION ALL
              SELECT ${kuwaitDayOf(sql`r.done_at`)}, r.method, -sum(r.amount_fils)::bigint, 0, 0
              FROM refunds r WHERE r.status = 'done' AND r.method IN ('KNET', 'CARD') AND ${within(sql`r.done_at`)}
              GROUP BY 1, 2
            UNION ALL
              SELECT ${kuwaitDayOf(sql`l.created_at`)}, 'CASH', -sum(l.amount_fils)::bigint, 0, 0
              FROM order_ledger l WHERE l.reason_code = 'order_delivered' AND l.kind = 'cash_to_collect' AND ${within(sql`l.created_at`)}
              GROUP BY 1
            UNION ALL
              SELECT to_char(s.settled_on, 'YYYY-MM-DD'), s.method, 0, sum(s.amount_fils)::bigint, (count(*) FILTER (WHERE s.status = 'unmatched'))::int
              FROM settlement_lines s WHERE s.settled_on BETWEEN ${range.from}::date AND ${range.to}::date
              GROUP BY 1, 2
            UNION ALL
              SELECT ${kuwaitDayOf(sql`sh.counted_at`)}, 'CASH', 0, (sum(sh.counted_cash) * 1000)::bigint, 0
              FROM driver_shifts sh WHERE sh.counted_cash IS NOT NULL AND ${within(sql`sh.counted_at`)}
              GROUP BY 1
            ) sums`,
      );
      return rows.map((row) => ({ ...row, expectedFils: Number(row.expectedFils), receivedFils: Number(row.receivedFils) }));
    },
  };
}
