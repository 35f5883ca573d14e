import { csvCellText } from '../../http/csv-export';
import { decodeCsvFile, type FileProblem, parseCsvText } from '../../http/csv-import';
import type { FieldErrors } from '../../http/errors';
import { decodeSortCursor, type SortCursor } from '../../http/sorted-paging';
import { lengthWithin } from '../../http/text-length';
import { addDays, DAY_MS, isDay, kuwaitDay } from '../../kuwait/kuwait-days';
import { latinDigits } from '../../kuwait/search-text';
import { kwdToFils } from '../../money/fils';
import { type SalesRange, salesRangeRules } from '../reports/reports-rules';
import {
  DEFAULT_RECONCILIATION_DAYS,
  MAX_RECONCILIATION_DAYS,
  MAX_SETTLEMENT_AMOUNT_FILS,
  MAX_SETTLEMENT_LINES,
  RECONCILIATION_LIMITS,
  type ResolveLineBody,
  SETTLEMENT_METHODS,
  type SettlementLinesQuery,
} from './reconciliation-schemas';
import type { SettlementMethod } from '../../db/schema';

// decisions/reconciliation.md: what a settlement file, a range of days, a lines filter and a resolution ask, read before
// any database. A file is refused whole at its first bad line (nothing of it is saved): its first problems, each with
// its line, tell the person what to fix.

/** The columns a settlement file must name (in any order; others are ignored). */
export const SETTLEMENT_COLUMNS = ['date', 'reference', 'amount'] as const;
type SettlementColumn = (typeof SETTLEMENT_COLUMNS)[number];

/** How many of a file's problems a refusal names. */
export const SHOWN_FILE_PROBLEMS = 5;

export const RECONCILIATION_MESSAGES = {
  method: 'Choose KNET or CARD',
  columns: 'Choose a CSV file with the columns date, reference and amount',
  noLines: 'The file has no lines under its header: add one settlement per line',
  tooManyLines: `The file has too many lines: import at most ${MAX_SETTLEMENT_LINES.toLocaleString('en')} at a time`,
  date: 'enter the date as YYYY-MM-DD or DD/MM/YYYY',
  reference: 'enter the reference',
  referenceLength: `enter a reference of at most ${RECONCILIATION_LIMITS.reference} characters`,
  amount: 'enter the amount in KWD with at most 3 decimals',
  amountZero: 'an amount of 0 is neither a payment nor a refund',
  amountLarge: `enter an amount of at most KWD ${(MAX_SETTLEMENT_AMOUNT_FILS / 1000).toLocaleString('en')}`,
  day: 'Enter a date as YYYY-MM-DD',
  tooManyDays: `Choose at most ${MAX_RECONCILIATION_DAYS} days`,
  cursor: 'Invalid cursor',
  resolution: 'Say how this line was resolved',
} as const;

/** One line of a settlement file, read: its line in the file (the header is 1), the day, the reference, the amount. */
export interface SettlementFileLine {
  line: number;
  date: string;
  reference: string;
  amountFils: number;
}

/** The form's method (KNET or CARD, any case), or null. */
export function settlementMethod(raw: string | undefined): SettlementMethod | null {
  const method = raw?.trim().toUpperCase();
  return SETTLEMENT_METHODS.find((known) => known === method) ?? null;
}

/** The file's name as kept: its last path segment, without control characters, at most 200 characters. */
export function settlementFileName(raw: string | undefined): string {
  const last = (raw ?? '').split(/[\\/]/).at(-1) ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is taken out.
  const name = [...last.replace(/[\u0000-\u001f\u007f]/g, '').trim()].slice(0, RECONCILIATION_LIMITS.fileName).join('');
  return name || 'settlement.csv';
}

/** A day written YYYY-MM-DD or DD/MM/YYYY (Arabic-Indic digits read as digits), as YYYY-MM-DD; null when it is no real day. */
function settlementDay(raw: string): string | null {
  const text = latinDigits(raw.trim());
  const written = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const day = written ? `${written[3]}-${written[2].padStart(2, '0')}-${written[1].padStart(2, '0')}` : text;
  return isDay(day) ? day : null;
}

/** An amount in KWD, negative for a refund, in fils; or the message saying what is wrong with it. */
function settlementAmount(raw: string): number | { problem: string } {
  const text = latinDigits(raw.trim()).replace(/\u066B/g, '.');
  const signed = /^([+-]?)\s*(.*)$/.exec(text) as RegExpExecArray;
  let fils: number;
  try {
    fils = kwdToFils(signed[2]);
  } catch {
    return { problem: RECONCILIATION_MESSAGES.amount };
  }
  if (fils === 0) return { problem: RECONCILIATION_MESSAGES.amountZero };
  if (fils > MAX_SETTLEMENT_AMOUNT_FILS) return { problem: RECONCILIATION_MESSAGES.amountLarge };
  return signed[1] === '-' ? -fils : fils;
}

/**
 * A settlement file's lines, from its bytes: UTF-8 text (a BOM is fine), a header naming date, reference and amount in
 * any order (case aside; other columns ignored), then one settlement a line. Any bad line refuses the file: the first
 * SHOWN_FILE_PROBLEMS problems, one a line ("Line 4: enter the amount…"), joined by line breaks.
 */
export function settlementFileRules(bytes: Buffer): { lines: SettlementFileLine[] } | FileProblem {
  const decoded = decodeCsvFile(bytes);
  if ('file' in decoded) return decoded;
  const parsed = parseCsvText(decoded.text);
  if ('file' in parsed) return parsed;
  const names = parsed.header.map((name) => name.toLowerCase());
  const at = {} as Record<SettlementColumn, number>;
  for (const column of SETTLEMENT_COLUMNS) {
    at[column] = names.indexOf(column);
    if (at[column] === -1) return { file: RECONCILIATION_MESSAGES.columns };
    if (names.lastIndexOf(column) !== at[column]) return { file: `The column "${column}" appears twice` };
  }
  if (parsed.records.length === 0) return { file: RECONCILIATION_MESSAGES.noLines };
  if (parsed.records.length > MAX_SETTLEMENT_LINES) return { file: RECONCILIATION_MESSAGES.tooManyLines };
  const problems: string[] = [];
  const lines: SettlementFileLine[] = [];
  for (const { line, values } of parsed.records) {
    const cell = (column: SettlementColumn) => csvCellText(values[at[column]] ?? '');
    const found = problems.length;
    const problem = (message: string) => problems.push(`Line ${line}: ${message}`);
    const date = settlementDay(cell('date'));
    if (date === null) problem(RECONCILIATION_MESSAGES.date);
    const reference = cell('reference').trim();
    if (reference === '') problem(RECONCILIATION_MESSAGES.reference);
    else if (!lengthWithin(reference, 1, RECONCILIATION_LIMITS.reference)) problem(RECONCILIATION_MESSAGES.referenceLength);
    const amount = settlementAmount(cell('amount'));
    if (typeof amount !== 'number') problem(amount.problem);
    if (problems.length >= SHOWN_FILE_PROBLEMS) break;
    if (date !== null && typeof amount === 'number' && problems.length === found) lines.push({ line, date, reference, amountFils: amount });
  }
  if (problems.length > 0) return { file: problems.slice(0, SHOWN_FILE_PROBLEMS).join('\n') };
  return { lines };
}

/**
 * GET reconciliation/days: Kuwait days as the sales report reads them, at most MAX_RECONCILIATION_DAYS; missing ends
 * default to the last DEFAULT_RECONCILIATION_DAYS days up to today (`now`).
 */
export function reconciliationRangeRules(query: { from?: string; to?: string }, now: Date): { errors: FieldErrors; values: SalesRange | null } {
  const to = query.to?.trim() || kuwaitDay(now);
  const last = latinDigits(to);
  const from = query.from?.trim() || addDays(isDay(last) ? last : kuwaitDay(now), 1 - DEFAULT_RECONCILIATION_DAYS);
  const [first, final] = [latinDigits(from), latinDigits(to)];
  const ruled = salesRangeRules({ from, to });
  // The report's own cap is longer: a span past this one is named here, whatever the report said of it.
  if (isDay(first) && isDay(final) && (Date.parse(final) - Date.parse(first)) / DAY_MS + 1 > MAX_RECONCILIATION_DAYS) {
    return { errors: { ...ruled.errors, to: RECONCILIATION_MESSAGES.tooManyDays }, values: null };
  }
  return ruled;
}

/** GET reconciliation/lines: one day (YYYY-MM-DD) and the cursor of the page before, if sent. */
export function settlementLinesRules(query: SettlementLinesQuery): { errors: FieldErrors; values: { date: string | null; cursor: SortCursor | null } } {
  const errors: FieldErrors = {};
  const raw = latinDigits(query.date?.trim() ?? '');
  if (raw !== '' && !isDay(raw)) errors.date = RECONCILIATION_MESSAGES.day;
  let cursor: SortCursor | null = null;
  if (query.cursor) {
    try {
      cursor = decodeSortCursor(query.cursor);
      if (typeof cursor.value !== 'string' || !isDay(cursor.value)) throw new Error('not a day');
    } catch {
      errors.cursor = RECONCILIATION_MESSAGES.cursor;
    }
  }
  return { errors, values: { date: raw === '' ? null : raw, cursor } };
}

/** POST reconciliation/lines/{id}/resolve: how it was resolved, 1 to 500 characters once trimmed. */
export function resolveLineRules(body: ResolveLineBody): { errors: FieldErrors; resolution: string } {
  const resolution = body.resolution.trim();
  return { errors: lengthWithin(resolution, 1, RECONCILIATION_LIMITS.resolution) ? {} : { resolution: RECONCILIATION_MESSAGES.resolution }, resolution };
}
