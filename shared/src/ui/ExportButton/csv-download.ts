import type { AppStore } from '../../store/create-app-store';
import { answerError, apiUrl, EXPIRED, refusedInSession, sessionToken } from '../../api/base-query';
import { currentLanguage } from '../../i18n/i18n';
import type { ApiError } from '../../api/api-error';
import { kuwaitDay } from '../format/format-date-time';

// decisions/reports-and-bulk.md: a list's CSV export, read as it streams in so the panel can count the rows received
// and the user can cancel. The session rules are the API client's own (api/base-query.ts): an
// expired token is not sent, a 401 ends the session, a 403 raises the permission-denied event.

export interface CsvDownload {
  blob: Blob;
  /** The server's file name (Content-Disposition), e.g. orders-2026-11-25.csv. */
  fileName: string;
  /** Records after the header. */
  rows: number;
}

/** A download the API refused, with the error the session rules left (`sessionEnded` when it ended the session). */
export class CsvDownloadRefused extends Error {
  constructor(readonly error: ApiError) {
    super(error.message ?? `HTTP ${String(error.status)}`);
  }
}

const LINE_FEED = 0x0a;

/** The file name of a Content-Disposition header, or `fallback`. */
export const attachmentName = (header: string | null, fallback: string) => /filename="?([^";]+)"?/.exec(header ?? '')?.[1] ?? fallback;

// The lists whose API path is not their name; the API names each file the same way.
const LIST_NAMES: Record<string, string> = { shop: 'shops', user: 'users', audit: 'activity' };

/**
 * The name the API gives an export (the list and the Kuwait day, e.g. orders-2026-11-26.csv), for
 * an answer whose Content-Disposition a proxy left out.
 */
export function exportFileName(path: string, now = new Date()): string {
  const list = path.replace(/^\/+/, '').split(/[/?]/)[0];
  return `${LIST_NAMES[list] ?? list}-${kuwaitDay(now)}.csv`;
}

/**
 * Downloads `path` (an API path with its query) as CSV, calling `onRows` with the records received
 * so far as chunks arrive. `signal` cancels it (the promise then rejects with an AbortError).
 */
export async function downloadCsv(store: Pick<AppStore, 'getState' | 'dispatch'>, path: string, options: { signal: AbortSignal; onRows: (rows: number) => void }): Promise<CsvDownload> {
  const token = sessionToken(store);
  if (token === EXPIRED) throw new CsvDownloadRefused({ status: 'SESSION_ENDED', code: 'SESSION_EXPIRED', sessionEnded: 'expired' });
  // In the panel's language, as the list it exports: a list sorted by name is in the same order.
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  const response = await fetch(apiUrl(path), { headers, signal: options.signal });
  if (!response.ok || !response.body) throw new CsvDownloadRefused(refusedInSession(await answerError(response), token, store));
  const chunks: BlobPart[] = [];
  let lines = 0;
  const reader = response.body.getReader();
  // Cancelling stops the stream itself too, whatever the fetch does with its signal once answered.
  options.signal.addEventListener('abort', () => void reader.cancel(), { once: true });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    for (const byte of value) if (byte === LINE_FEED) lines += 1;
    options.onRows(Math.max(0, lines - 1));
  }
  options.signal.throwIfAborted();
  return { blob: new Blob(chunks, { type: 'text/csv;charset=utf-8' }), fileName: attachmentName(response.headers.get('content-disposition'), exportFileName(path)), rows: Math.max(0, lines - 1) };
}

/** Hands a downloaded file to the browser, as a link to it clicked would. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
