import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { kuwaitDay } from '../kuwait/kuwait-days';

// decisions/reports-and-bulk.md: a list exported as CSV — every row the list's filter matches, not only the loaded
// pages — streamed batch by batch, so memory stays the same for ten rows or a million. UTF-8 with a
// byte order mark (Excel then reads Arabic right), amounts with their 3 decimals as text, dates as
// Kuwait's wall clock (kuwait/kuwait-days.ts).

/** Rows read per batch: one statement each, a few hundred kilobytes of text at most. */
export const EXPORT_BATCH = 500;

/** A column of an export: its header and a row's cell. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => CsvValue;
}

/** A cell written as it is, neither quoted nor neutralised: only `csvPhone` makes one. */
class TrustedCell {
  constructor(readonly text: string) {}
}
export type CsvValue = string | number | null | undefined | TrustedCell;

/** Text a spreadsheet would run as a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as CSV: quoted when it holds a comma, a quote or a line break. Text that a spreadsheet
 * would run as a formula (starting with = + - @, a tab or a carriage return) is prefixed with an
 * apostrophe (OWASP's CSV injection advice); numbers are written as they are.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof TrustedCell) return value.text;
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A cell's text as it was before `csvCell` neutralised it: an import reads its own export unchanged. */
export const csvCellText = (cell: string) => (cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell);

/**
 * A phone number as Excel shows a phone number. Excel reads a CSV's +96512345678 as a formula
 * (+ starts one) that makes it the number 96512345678, and an apostrophe in a CSV stays visible;
 * quoting does not change how Excel reads a cell. The ="…" form is a formula whose only value is
 * that text: Excel and Google Sheets show +96512345678 as written. It is made only of a
 * plus and digits, so nothing can be injected through it; anything else is an ordinary cell.
 */
export function csvPhone(phone: string | null | undefined): CsvValue {
  return phone && /^\+?\d{1,20}$/.test(phone) ? new TrustedCell(`"=""${phone}"""`) : phone;
}

/** One CSV record (RFC 4180: CRLF). */
export const csvRecord = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * The rows of a list batch by batch, each batch read after the last row of the one before (keyset:
 * a row inserted meanwhile never shifts the rest, and no batch reads what earlier ones did).
 */
export async function* keysetBatches<Row, Cursor>(
  read: (after: Cursor | null, take: number) => Promise<Row[]>,
  cursorOf: (last: Row) => Cursor,
  size = EXPORT_BATCH,
): AsyncGenerator<Row[]> {
  let after: Cursor | null = null;
  for (;;) {
    const rows = await read(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = cursorOf(rows[rows.length - 1]);
  }
}

/** An export's file name: the list and the Kuwait day, e.g. orders-2026-11-25.csv. */
export const exportFileName = (list: string, now: Date) => `${list}-${kuwaitDay(now)}.csv`;

/**
 * Answers the CSV as a stream: the next batch is read only when the client has taken the one
 * before (Readable.from pulls the generator as the socket drains).
 */
export function sendCsv<Row>(reply: FastifyReply, fileName: string, columns: readonly CsvColumn<Row>[], batches: AsyncIterable<Row[]>) {
  async function* records() {
    yield `\uFEFF${csvRecord(columns.map((column) => column.header))}`;
    for await (const rows of batches) yield rows.map((row) => csvRecord(columns.map((column) => column.cell(row)))).join('');
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(records()));
}

/** The OpenAPI answer of an export route: `text/csv`, not the JSON every other answer is. */
export const csvResponseSchema = {
  description: 'CSV, UTF-8 with a byte order mark',
  content: { 'text/csv': { schema: { type: 'string', description: 'CSV, UTF-8 with a byte order mark' } } },
} as const;
