import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// decisions/reconciliation.md (migration 0039): the gateways' settlement files, imported and matched line by line. Re-
// exported by schema.ts: import these from there. The foreign keys (to users, orders and refunds) and the trigger that
// keeps what was imported are the migration's: naming those tables here would make an import cycle with schema.ts.

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The methods a gateway settles (cash is counted by the drivers' shifts, not imported). */
export const SETTLEMENT_METHODS = ['KNET', 'CARD'] as const;
export type SettlementMethod = (typeof SETTLEMENT_METHODS)[number];
/** A line matched to an order or a refund; unmatched, waiting for a person; or resolved by one. */
export const SETTLEMENT_LINE_STATUSES = ['matched', 'unmatched', 'resolved'] as const;
export type SettlementLineStatus = (typeof SETTLEMENT_LINE_STATUSES)[number];
/** Why a line matched nothing. */
export const SETTLEMENT_PROBLEMS = ['unknown_reference', 'amount_differs', 'method_differs', 'already_matched'] as const;
export type SettlementProblem = (typeof SETTLEMENT_PROBLEMS)[number];

/** One settlement file as imported: once per content (its SHA-256). Never changed. */
export const settlementImports = pgTable(
  'settlement_imports',
  {
    id: serial('id').primaryKey(),
    method: text('method').$type<SettlementMethod>().notNull(),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    lineCount: integer('line_count').notNull(),
    /** What the lines sum to, signed (refunds are negative). */
    totalFils: bigint('total_fils', { mode: 'number' }).notNull(),
    importedBy: integer('imported_by'),
    importedAt: at('imported_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('settlement_imports_sha256_key').on(t.sha256),
    check('settlement_imports_method_check', sql`${t.method} IN ('KNET', 'CARD')`),
    check('settlement_imports_line_count_check', sql`${t.lineCount} > 0`),
  ],
);

/**
 * One line of a settlement file: > 0 a payment (matched to the order its reference numbers), < 0 a refund (matched by
 * the refund's gateway reference). An unmatched line keeps the order or refund its reference names, if any; only its
 * resolution ever changes, once.
 */
export const settlementLines = pgTable(
  'settlement_lines',
  {
    id: serial('id').primaryKey(),
    importId: integer('import_id').notNull(),
    method: text('method').$type<SettlementMethod>().notNull(),
    /** The Kuwait date the gateway settled it. */
    settledOn: date('settled_on').notNull(),
    reference: text('reference').notNull(),
    amountFils: bigint('amount_fils', { mode: 'number' }).notNull(),
    status: text('status').$type<SettlementLineStatus>().notNull(),
    problem: text('problem').$type<SettlementProblem>(),
    orderId: integer('order_id'),
    refundId: integer('refund_id'),
    resolution: text('resolution'),
    resolvedBy: integer('resolved_by'),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    uniqueIndex('settlement_lines_order_key').on(t.orderId).where(sql`${t.status} = 'matched'`),
    uniqueIndex('settlement_lines_refund_key').on(t.refundId).where(sql`${t.status} = 'matched'`),
    index('settlement_lines_unsettled_idx').on(t.importId).where(sql`${t.status} <> 'matched'`),
    index('settlement_lines_day_idx').on(t.settledOn, t.method),
    index('settlement_lines_status_idx').on(t.status, t.settledOn, t.id),
    check('settlement_lines_amount_check', sql`${t.amountFils} <> 0`),
    check('settlement_lines_status_check', sql`${t.status} IN ('matched', 'unmatched', 'resolved')`),
  ],
);
