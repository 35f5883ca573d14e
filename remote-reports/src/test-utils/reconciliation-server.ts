import { ok, type StubHandlers, type StubRequest, stubFetch } from '@dukkan/shared/test-utils';
import type { ReconciliationDay, SettlementImport, SettlementLine } from '../reconciliation/reconciliation-api';

// decisions/reconciliation.md: the reconciliation screen's test data and stubbed API, shared by its tests.

export const day = (date: string, method: ReconciliationDay['method'], fields: Partial<ReconciliationDay> = {}): ReconciliationDay => ({
  date,
  method,
  expected: 0,
  received: 0,
  difference: 0,
  unmatched: 0,
  status: 'nothing',
  ...fields,
});

/** Two days, newest first, the three methods of each: short, over, balanced and nothing among them. */
export const DAYS: ReconciliationDay[] = [
  day('2026-11-22', 'KNET', { expected: 125.5, received: 120.25, difference: -5.25, unmatched: 2, status: 'short' }),
  day('2026-11-22', 'CARD', { expected: 40, received: 42.5, difference: 2.5, unmatched: 1, status: 'over' }),
  day('2026-11-22', 'CASH', { expected: 18.75, received: 18.75, difference: 0, status: 'balanced' }),
  day('2026-11-21', 'KNET', { expected: 60.125, received: 60.125, difference: 0, status: 'balanced' }),
  day('2026-11-21', 'CARD'),
  day('2026-11-21', 'CASH', { expected: 7.5, received: 0, difference: -7.5, status: 'short' }),
];

export const line = (id: number, fields: Partial<SettlementLine> = {}): SettlementLine => ({
  id,
  importId: 4,
  method: 'KNET',
  date: '2026-11-22',
  reference: `#${1000 + id}`,
  amount: 12.5,
  status: 'unmatched',
  problem: 'unknown_reference',
  orderId: null,
  refundId: null,
  resolution: null,
  resolvedBy: null,
  resolvedAt: null,
  ...fields,
});

export const LINES: SettlementLine[] = [
  line(1, { reference: 'DK-9999', problem: 'unknown_reference' }),
  line(2, { reference: '#1041', amount: 7.25, problem: 'amount_differs', orderId: 1041 }),
  line(3, { reference: '1042', method: 'CARD', problem: 'method_differs', orderId: 1042 }),
  line(4, { reference: 'RF-77', amount: -3.5, problem: 'already_matched', refundId: 77 }),
];

export const IMPORT: SettlementImport = {
  id: 4,
  method: 'KNET',
  fileName: 'knet-2026-11-22.csv',
  lines: 3,
  matched: 2,
  unmatched: 1,
  total: 182.75,
  importedBy: { id: 1, name: 'Owner One' },
  importedAt: '2026-11-23T06:30:00.000Z',
};

/** The lines' answer: `rows` filtered by status (unmatched when not named), method and date, by pages of `size` after `cursor`. */
export function linesAnswer(rows: SettlementLine[], size = 50) {
  return (request: StubRequest) => {
    const status = request.query.get('status') ?? 'unmatched';
    const method = request.query.get('method');
    const date = request.query.get('date');
    const matching = rows.filter((each) => each.status === status && (!method || each.method === method) && (!date || each.date === date));
    const start = Number(request.query.get('cursor') ?? 0);
    const items = matching.slice(start, start + size);
    const next = start + size < matching.length ? String(start + size) : null;
    return ok({ items, nextCursor: next, total: matching.length });
  };
}

/** Our API: the days, the lines and the imports as given; `more` adds or replaces handlers. */
export function reconciliationServer(
  more: StubHandlers = {},
  { days = DAYS, lines = LINES, imports = [IMPORT] }: { days?: ReconciliationDay[]; lines?: SettlementLine[]; imports?: SettlementImport[] } = {},
) {
  return stubFetch({
    'GET reconciliation/days': () => ok(days),
    'GET reconciliation/lines': linesAnswer(lines),
    'GET reconciliation/imports': () => ok(imports),
    ...more,
  });
}
