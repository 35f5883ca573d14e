import type { Answer } from '../../http/type-provider';
import { filsToKwdNumber } from '../../money/fils';
import type { DayFigures } from './reconciliation-days';
import type { SettlementImportRow, SettlementLineRow } from './reconciliation-repository';
import type { reconciliationDaySchema, settlementImportSchema, settlementLineSchema } from './reconciliation-schemas';

// decisions/reconciliation.md: the days, imports and lines as the API answers them. Every amount in KWD (a JSON number,
// exact to the fil: fils.ts writes it); an account that is gone is null.

const person = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? 'Unknown' });

export function toReconciliationDay(day: DayFigures): Answer<typeof reconciliationDaySchema> {
  return {
    date: day.date,
    method: day.method,
    expected: filsToKwdNumber(day.expectedFils),
    received: filsToKwdNumber(day.receivedFils),
    difference: filsToKwdNumber(day.differenceFils),
    unmatched: day.unmatched,
    status: day.status,
  };
}

export function toSettlementImport(row: SettlementImportRow): Answer<typeof settlementImportSchema> {
  return {
    id: row.id,
    method: row.method,
    fileName: row.fileName,
    lines: row.lineCount,
    matched: row.lineCount - row.unmatched - row.resolved,
    unmatched: row.unmatched,
    total: filsToKwdNumber(row.totalFils),
    importedBy: person(row.importedById, row.importedByName),
    importedAt: row.importedAt,
  };
}

export function toSettlementLine(row: SettlementLineRow): Answer<typeof settlementLineSchema> {
  return {
    id: row.id,
    importId: row.importId,
    method: row.method,
    date: row.date,
    reference: row.reference,
    amount: filsToKwdNumber(row.amountFils),
    status: row.status,
    problem: row.problem,
    orderId: row.orderId,
    refundId: row.refundId,
    resolution: row.resolution,
    resolvedBy: person(row.resolvedById, row.resolvedByName),
    resolvedAt: row.resolvedAt,
  };
}
