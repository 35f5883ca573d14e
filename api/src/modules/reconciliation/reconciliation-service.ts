import type { Db } from '../../db/client';
import type { SettlementMethod } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { ledgerBalances } from '../ledger/ledger-balances';
import { type LedgerEntryRow, ledgerRepository } from '../ledger/ledger-repository';
import { type DayFigures, dayFigures } from './reconciliation-days';
import { reconciliationRepository, type SettlementImportRow, type SettlementLineRow } from './reconciliation-repository';
import type { SettlementFileLine } from './reconciliation-rules';
import { type MatchContext, matchLines, orderNumberOf, type PaidOrder } from './settlement-matching';

// decisions/reconciliation.md: importing a settlement file (its lines matched to the orders and refunds they settle),
// resolving a line, and the days' figures. Called inside the request's transaction: an import writes its row and every
// line, or nothing.

export const IMPORT_NOT_FOUND = 'Settlement import not found';
export const LINE_NOT_FOUND = 'Settlement line not found';

/** A settlement file read and judged by the rules, with its name and its bytes' SHA-256. */
export interface SettlementFile {
  method: SettlementMethod;
  fileName: string;
  sha256: string;
  lines: readonly SettlementFileLine[];
}

/** What the lines' references name: the orders (with what the gateway took for each) and the done refunds, and which of them lines matched already. */
async function matchContext(db: Db, lines: readonly SettlementFileLine[]): Promise<MatchContext> {
  const repo = reconciliationRepository(db);
  const orderIds = [...new Set(lines.filter((line) => line.amountFils > 0).map((line) => orderNumberOf(line.reference)))].filter((id): id is number => id !== null);
  const references = [...new Set(lines.filter((line) => line.amountFils < 0).map((line) => line.reference))];
  const found = await repo.orders(orderIds);
  const entries = new Map<number, LedgerEntryRow[]>();
  for (const entry of await ledgerRepository(db).entries(found.map((order) => order.id))) {
    const list = entries.get(entry.orderId);
    if (list) list.push(entry);
    else entries.set(entry.orderId, [entry]);
  }
  // What the gateway took for each: the ledger's own `paid` of the order (its entries at placement).
  const orders = new Map<number, PaidOrder>(
    found.map((order) => [order.id, { id: order.id, paymentMethod: order.paymentMethod, paidFils: ledgerBalances(order, entries.get(order.id) ?? []).paid }]),
  );
  const refunds = await repo.doneRefunds(references);
  return {
    orders,
    refunds,
    matchedOrderIds: new Set(await repo.matched('order_id', [...orders.keys()])),
    matchedRefundIds: new Set(await repo.matched('refund_id', refunds.map((refund) => refund.id))),
  };
}

/**
 * Imports the file: 409 IMPORT_DUPLICATE when a file of the same content was imported already (nothing written), else
 * its row and every line, each matched or unmatched with why. One import at a time (an advisory lock until the
 * transaction ends), so a second file's line for an order sees the first's match; the partial unique indexes are the
 * last word.
 */
export async function importSettlement(db: Db, file: SettlementFile, actorId: number): Promise<SettlementImportRow> {
  const repo = reconciliationRepository(db);
  await repo.lockImports();
  const totalFils = file.lines.reduce((sum, line) => sum + line.amountFils, 0);
  const importId = await repo.insertImport({ method: file.method, fileName: file.fileName, sha256: file.sha256, lineCount: file.lines.length, totalFils }, actorId);
  if (importId === null) throw conflict('This file was imported already', 'IMPORT_DUPLICATE');
  const matches = matchLines(file.lines, file.method, await matchContext(db, file.lines));
  await repo.insertLines(
    importId,
    file.method,
    file.lines.map((line, index) => ({ ...line, ...matches[index] })),
  );
  const row = await repo.findImport(importId);
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  return row;
}

/** Resolves an unmatched line (who and when kept): 404 for no such line, 409 LINE_NOT_UNMATCHED for one not waiting. */
export async function resolveSettlementLine(db: Db, id: number, resolution: string, actorId: number): Promise<SettlementLineRow> {
  const repo = reconciliationRepository(db);
  const resolved = await repo.resolveLine(id, resolution, actorId);
  const line = await repo.findLine(id);
  if (!line) throw notFound(LINE_NOT_FOUND);
  if (!resolved) throw conflict('This line is not waiting to be resolved', 'LINE_NOT_UNMATCHED');
  return line;
}

/** The Kuwait days `from`…`to` ([start, end)): each method's expected and received, newest day first. */
export async function reconciliationDays(db: Db, range: { from: string; to: string; start: Date; end: Date }): Promise<DayFigures[]> {
  return dayFigures(await reconciliationRepository(db).dayAmounts(range));
}
