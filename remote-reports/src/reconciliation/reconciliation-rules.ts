import { everyMember, lastKuwaitDays } from '@dukkan/shared';
import { typedLength, type StatusTone } from '@dukkan/shared/kit';
import type { ReconciliationDay, ReconciliationDayStatus, SettlementLinesFilter, SettlementLineStatus, SettlementMethod, SettlementProblem } from './reconciliation-api';

// decisions/reconciliation.md: the screen's pure rules — its default days, the address's filters as the API reads them,
// what each status and problem is called, and the API's limits said before sending.

/** The days shown when the address names none: the last 14 Kuwait days, today included (the API's default too). */
export const DEFAULT_DAYS = 14;

export const defaultReconciliationRange = (now: Date): { from: string; to: string } => lastKuwaitDays(now, DEFAULT_DAYS);

/** A day's status as a badge: short in red, over in amber, balanced in green (the badge's word says it too). */
export const RECONCILIATION_STATUS_TONES: Record<ReconciliationDayStatus, StatusTone> = {
  short: 'danger',
  over: 'warning',
  balanced: 'success',
  nothing: 'subtle',
};

/** A line's status: waiting in red, settled by a person in blue, matched by the import in green. */
export const SETTLEMENT_LINE_TONES: Record<SettlementLineStatus, StatusTone> = {
  unmatched: 'danger',
  resolved: 'informative',
  matched: 'success',
};

/** The methods a settlement file comes for, in the import dialog's order. */
export const SETTLEMENT_METHODS = everyMember<SettlementMethod>()(['KNET', 'CARD']);
/** The lines' statuses, as the lines' tabs show them: the waiting ones first (the default). */
export const SETTLEMENT_LINE_STATUSES = everyMember<SettlementLineStatus>()(['unmatched', 'resolved', 'matched']);
/** Why the API left a line unmatched, each with its words; a code the panel does not know yet shows as the API sent it. */
export const SETTLEMENT_PROBLEMS = everyMember<SettlementProblem>()(['unknown_reference', 'amount_differs', 'method_differs', 'already_matched']);

export const isSettlementProblem = (problem: string): problem is SettlementProblem => (SETTLEMENT_PROBLEMS as readonly string[]).includes(problem);

/** The lines' filters in the address (decisions/search.md), beside the days' from and to. */
export const LINE_FILTER_KEYS = ['status', 'method', 'date'] as const;
export type LineFilterValues = Record<(typeof LINE_FILTER_KEYS)[number], string>;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The address's values as the API reads them: only those it knows, unmatched when no status is named. */
export function settlementLinesFilter(values: LineFilterValues): SettlementLinesFilter {
  const status = (SETTLEMENT_LINE_STATUSES as readonly string[]).includes(values.status) ? (values.status as SettlementLineStatus) : 'unmatched';
  return {
    status,
    ...((SETTLEMENT_METHODS as readonly string[]).includes(values.method) ? { method: values.method as SettlementMethod } : {}),
    ...(DAY_PATTERN.test(values.date) ? { date: values.date } : {}),
  };
}

/** What narrows the lines besides their status (a method, a day), as a query string: '' when nothing does. */
export function linesNarrowing(filter: SettlementLinesFilter): string {
  const set = new URLSearchParams();
  if (filter.method) set.set('method', filter.method);
  if (filter.date) set.set('date', filter.date);
  return set.toString();
}

/** The id of the lines' section: the days' unmatched counts lead there. */
export const LINES_SECTION_ID = 'settlement-lines';

/**
 * Where a day's unmatched count leads (or a new import's): the same page and days, the lines narrowed to the unmatched
 * ones of that method (and day, when given), scrolled to. `search` is the address's query now (its other keys stay).
 */
export function unmatchedLinesLink(search: string, narrowTo: { method: ReconciliationDay['method']; date?: string }): { search: string; hash: string } {
  const next = new URLSearchParams(search);
  // Unmatched is the lines' default status: the address names none.
  next.delete('status');
  next.set('method', narrowTo.method);
  if (narrowTo.date) next.set('date', narrowTo.date);
  else next.delete('date');
  return { search: `?${next.toString()}`, hash: `#${LINES_SECTION_ID}` };
}

/** The API's 400 on a file lists its first problems one a line ('Line 4: …'): each shown as an item. */
export const fileProblems = (message: string): string[] =>
  message
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The import's limit (the API's): a settlement file of at most 2 MB. */
export const SETTLEMENT_FILE_MAX_BYTES = 2 * 1024 * 1024;

export interface ImportValues {
  method: SettlementMethod | '';
  file: File | null;
}
export type ImportField = keyof ImportValues;
export const IMPORT_FIELDS: readonly ImportField[] = ['method', 'file'];

/** The import's own checks before sending (the bytes are the API's to judge): rule keys under reconciliation.import.rules. */
export function validateImport({ method, file }: ImportValues): Partial<Record<ImportField, string>> {
  const problems: Partial<Record<ImportField, string>> = {};
  if (!method) problems.method = 'method';
  if (!file) problems.file = 'file';
  else if (file.size > SETTLEMENT_FILE_MAX_BYTES) problems.file = 'fileSize';
  return problems;
}

export interface ResolveValues {
  resolution: string;
}
export type ResolveField = keyof ResolveValues;
export const RESOLVE_FIELDS: readonly ResolveField[] = ['resolution'];
/** How a line was resolved: 1 to 500 characters (the API's, counted trimmed). */
export const RESOLUTION_MAX = 500;

export function validateResolve({ resolution }: ResolveValues): Partial<Record<ResolveField, string>> {
  const length = typedLength(resolution);
  if (length === 0) return { resolution: 'resolution' };
  return length > RESOLUTION_MAX ? { resolution: 'resolutionLength' } : {};
}
