/**
 * Requests the page's inline script started before any bundle arrived (decisions/phone-speed.md: the first
 * screen's data and remotes.json asked for while the JavaScript still downloads). The script
 * (host/src/prerender/early-start.ts) keeps each under its absolute URL on `window.__DUKKAN_EARLY__`;
 * the app's own first request for the same URL, with the same bearer token, takes that answer
 * instead of asking again. Each is taken once, and only while fresh: a later request asks the
 * server, as it always did. A request the script made differently (another URL) is simply not
 * reused.
 */

/** One request the inline script started. */
export interface EarlyRequest {
  response: Promise<Response>;
  /** The Authorization header it was sent with, if any. */
  authorization?: string;
  /**
   * The Accept-Language it was sent with (the panel's language: lists sorted by name follow it),
   * if any. The inline script's requests send none: what they ask (the dashboard's counts) is the
   * same in every language, so any request may take them.
   */
  language?: string;
  /** Date.now() when it started. */
  at: number;
  /**
   * Its JSON answer, once the script has read it (it drew the dashboard's needs-attention strip from it into
   * the first frame): the app's first render may draw from it too (takeEarlyAnswer).
   */
  body?: unknown;
  /**
   * Ends the request (a stream, which never ends by itself): the script's own timer calls it when
   * the app has not taken it in time, and whoever takes it, when done with it.
   */
  abort?: () => void;
}

/** What the inline script leaves for the app. */
export interface EarlyStart {
  /** By absolute URL. */
  fetches: Record<string, EarlyRequest>;
  /** The page header of the section the frame opened on, once its manifest said it. */
  header?: { path: string; title: { en: string; ar: string }; subtitle?: { en: string; ar: string } };
}

declare global {
  interface Window {
    __DUKKAN_EARLY__?: EarlyStart;
  }
}

/** An early answer older than this is not reused: the data may have moved since. */
export const EARLY_REQUEST_MAX_AGE_MS = 30_000;

const absolute = (url: string) => new URL(url, globalThis.location?.href ?? 'http://localhost/').href;

/**
 * The answer of the request the inline script started for `url` with `authorization` (a bearer
 * header, or none) and, when it named one, in `language`, once; undefined when it started none,
 * it is stale, of another language or was already taken.
 */
export function takeEarlyResponse(url: string, authorization: string | null = null, language: string | null = null): Promise<Response> | undefined {
  return takeEarly(url, authorization, language)?.response;
}

/**
 * The live order stream the inline script opened for `url` with `authorization` (decisions/installable.md: the live
 * desk's banner drawn from its first events, which came while the bundles downloaded), once; undefined as for
 * takeEarlyResponse. Aborting `signal` (the stream closed) ends the script's request.
 */
export function takeEarlyStream(url: string, authorization: string, signal?: AbortSignal | null): Promise<Response> | undefined {
  const early = takeEarly(url, authorization, null);
  if (!early) return undefined;
  if (signal?.aborted) early.abort?.();
  else signal?.addEventListener('abort', () => early.abort?.(), { once: true });
  return early.response;
}

/**
 * The JSON answer of the request the inline script started for `url` with `authorization`, once, when it has
 * come already (the script read it to draw the first frame): the app's first render draws from it what the frame
 * drew. Undefined otherwise, and a request still on its way stays for takeEarlyResponse.
 */
export function takeEarlyAnswer(url: string, authorization: string | null): unknown {
  const early = typeof window === 'undefined' ? undefined : window.__DUKKAN_EARLY__?.fetches[absolute(url)];
  if (early?.body === undefined) return undefined;
  return takeEarly(url, authorization, null)?.body;
}

/** The request the script started for `url`, removed from its list; one not taken (another session, stale, another language) is ended. */
function takeEarly(url: string, authorization: string | null, language: string | null): EarlyRequest | undefined {
  const fetches = typeof window === 'undefined' ? undefined : window.__DUKKAN_EARLY__?.fetches;
  if (!fetches) return undefined;
  const key = absolute(url);
  const early = fetches[key];
  if (!early) return undefined;
  delete fetches[key];
  const fits =
    (early.authorization ?? null) === authorization &&
    Date.now() - early.at <= EARLY_REQUEST_MAX_AGE_MS &&
    (early.language === undefined || early.language === language);
  if (fits) return early;
  early.abort?.();
  return undefined;
}

/** fetch(), unless the inline script already asked for this GET of `url` without credentials. */
export function earlyOrFetch(url: string, init?: RequestInit): Promise<Response> {
  return takeEarlyResponse(url) ?? fetch(url, init);
}
