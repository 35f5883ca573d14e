import { parse } from 'csv-parse/sync';

// A CSV file staff upload, read before anything of it is believed: its bytes (UTF-8 text only: a BOM is fine, as Excel
// writes one) and its records, each with the line of the file it starts on, so a refusal can name the line. The product
// import (decisions/reports-and-bulk.md) and the settlement files of reconciliation (decisions/reconciliation.md) read
// their files here; each judges its own columns and cells.

/** A problem with the file as a whole: nothing in it is imported. */
export interface FileProblem {
  file: string;
}

/** One record under the header: the line it starts on (the header is line 1) and its values as written. */
export interface CsvRecord {
  line: number;
  values: string[];
}

const SAVE_AS_UTF8 = 'Save it as "CSV UTF-8 (comma delimited)" and import it again.';

/** UTF-16 text without a byte order mark: its ASCII characters' other byte is 0, always at the same place of a pair. */
function looksLikeUtf16(head: Buffer): boolean {
  const places = new Set<number>();
  head.forEach((byte, index) => {
    if (byte === 0) places.add(index % 2);
  });
  return places.size === 1;
}

/**
 * The file's text, or why it cannot be read. Only UTF-8 is accepted (a BOM is fine, and dropped): UTF-16 (with a BOM,
 * or the NUL bytes of its ASCII) and legacy code pages such as Windows-1256 Arabic would otherwise import as mojibake,
 * and a file that is no text at all (a workbook, a picture: NUL bytes) is named as such.
 */
export function decodeCsvFile(bytes: Buffer): { text: string } | FileProblem {
  if (bytes.length === 0) return { file: 'The file is empty' };
  const head = bytes.subarray(0, 512);
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff) || looksLikeUtf16(head)) {
    return { file: `The file is saved as UTF-16 (Unicode) text. ${SAVE_AS_UTF8}` };
  }
  if (head.includes(0)) return { file: `The file is not text (an Excel workbook or a picture, say). ${SAVE_AS_UTF8}` };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes) };
  } catch {
    return { file: `The file is not UTF-8 text (Arabic saved as Windows-1256, say). ${SAVE_AS_UTF8}` };
  }
}

const LINE_BREAK = /\r\n|\r|\n/g;
const lineBreaks = (text: string) => text.match(LINE_BREAK)?.length ?? 0;

/**
 * The header's names (trimmed) and every record under it, blank lines skipped, or why the text is not CSV. A record
 * may have more or fewer values than the header has names: the caller judges that.
 */
export function parseCsvText(text: string): { header: string[]; records: CsvRecord[] } | FileProblem {
  // Lines are counted here, from the bytes csv-parse says each record ends at: its own count takes a CRLF inside quotes
  // for two lines.
  const bytes = Buffer.from(text);
  const lineAt = (offset: number) => 1 + lineBreaks(bytes.subarray(0, offset).toString());
  let parsed: { record: string[]; info: { bytes: number } }[];
  try {
    parsed = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, info: true }) as unknown as typeof parsed;
  } catch (error) {
    const { code, bytes: at } = error as { code?: string; bytes?: number };
    const line = lineAt(at ?? 0);
    if (code === 'CSV_QUOTE_NOT_CLOSED') return { file: `A quoted value opened after line ${line - 1} is never closed: check the quotes (") from line ${line} on` };
    if (code === 'INVALID_OPENING_QUOTE' || code === 'CSV_INVALID_CLOSING_QUOTE') {
      return { file: `Line ${line} has a broken quote: a value with a quote (") must be quoted whole, its quotes doubled ("")` };
    }
    return { file: `The file could not be read as CSV near line ${line}` };
  }
  const [header, ...data] = parsed;
  if (!header) return { file: 'The file is empty' };
  let end = header.info.bytes;
  let line = lineAt(end);
  const records = data.map(({ record, info }) => {
    // The record starts after the blank lines skipped before it.
    const span = bytes.subarray(end, info.bytes).toString();
    const start = line + lineBreaks(/^[\r\n]*/.exec(span)?.[0] ?? '');
    line += lineBreaks(span);
    end = info.bytes;
    return { line: start, values: record };
  });
  return { header: header.record.map((name) => name.trim()), records };
}
