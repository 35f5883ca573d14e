import { apiBaseUrl } from '../config/runtime-config';

const NETWORK_ERROR: unique symbol = Symbol('network error');

/** A request as a handler sees it. */
export interface StubRequest {
  method: string;
  url: URL;
  /** Path after the API base, without leading slash: 'user/login', 'shop/3'. */
  path: string;
  /** Values of ':name' segments of the matched pattern. */
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Headers;
  /** JSON bodies parsed, multipart bodies as FormData, other bodies as text; null without one. */
  body: unknown;
}

/** What a handler answers: a `reply()`, a ready `Response`, or `networkError()`. */
export type StubReply = Response | StubReplyInit | typeof NETWORK_ERROR;

export interface StubReplyInit {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type StubHandler = StubReply | ((request: StubRequest) => StubReply | Promise<StubReply>);

/** Keys are 'METHOD path', path relative to the API base with optional ':param' segments: 'DELETE shop/:id'. */
export type StubHandlers = Record<string, StubHandler>;

export interface StubbedFetch {
  /** Every request made, in order. */
  calls: StubRequest[];
  /** Requests no handler matched (each was answered 501). */
  unhandled: StubRequest[];
  /** The requests to one 'METHOD path' pattern. */
  callsTo: (key: string) => StubRequest[];
  /** Puts back the fetch that was there before (the preset also does it after each test). */
  restore: () => void;
}

/** An answer with a JSON body (status 200 unless told). */
export function reply(body: unknown, status = 200, headers: Record<string, string> = {}): StubReplyInit {
  return { status, body, headers };
}

/** Our API's success envelope: `{ success: true, data }`. */
export function ok(data: unknown, status = 200): StubReplyInit {
  return reply({ success: true, data }, status);
}

/** Our API's error envelope: `{ success: false, message, code, errors? }`. */
export function fail(status: number, message: string, extra: { code?: string; errors?: Record<string, string> } = {}): StubReplyInit {
  return reply({ success: false, message, code: extra.code ?? `HTTP_${status}`, ...extra }, status);
}

/** No answer at all: fetch rejects as it does when the server is down. */
export function networkError(): typeof NETWORK_ERROR {
  return NETWORK_ERROR;
}

function apiRelativePath(url: URL): string {
  const base = new URL(apiBaseUrl());
  const basePath = base.pathname.replace(/\/+$/, '');
  const path = url.origin === base.origin && url.pathname.startsWith(`${basePath}/`)
    ? url.pathname.slice(basePath.length)
    : url.pathname;
  return path.replace(/^\/+/, '');
}

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.replace(/^\/+/, '').split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    if (want[i].startsWith(':')) params[want[i].slice(1)] = decodeURIComponent(have[i]);
    else if (want[i] !== '*' && want[i] !== have[i]) return null;
  }
  return params;
}

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return request.json();
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text === '' ? null : text;
}

function toResponse(answer: Response | StubReplyInit): Response {
  if (answer instanceof Response) return answer;
  const status = answer.status ?? 200;
  const hasBody = answer.body !== undefined && status !== 204;
  return new Response(hasBody ? JSON.stringify(answer.body) : null, {
    status,
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...answer.headers },
  });
}

/** 'post /user/login' → 'POST user/login', so keys compare however they were written. */
function normalizeKey(key: string): string {
  const [method = '', pattern = ''] = key.trim().split(/\s+/, 2);
  return `${method.toUpperCase()} ${pattern.replace(/^\/+/, '')}`;
}

let restoreCurrent: (() => void) | null = null;

/**
 * Replaces the global fetch with the given handlers: the one seam tests stub (architecture §4).
 *   const api = stubFetch({ 'POST user/login': ok({ token, user }), 'GET shop': (req) => ok(page(req)) });
 *   … expect(api.callsTo('POST user/login')).toHaveLength(1);
 */
export function stubFetch(handlers: StubHandlers): StubbedFetch {
  restoreCurrent?.();
  const previous = globalThis.fetch;
  const routes = Object.entries(handlers).map(([key, handler]) => {
    const normal = normalizeKey(key);
    const [method, pattern] = normal.split(' ');
    return { key: normal, method, pattern, handler };
  });
  const calls: StubRequest[] = [];
  const unhandled: StubRequest[] = [];
  const matchedBy = new Map<StubRequest, string>();

  const stub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = apiRelativePath(url);
    const base: StubRequest = {
      method: request.method,
      url,
      path,
      params: {},
      query: url.searchParams,
      headers: request.headers,
      body: await readBody(request),
    };
    calls.push(base);
    for (const route of routes) {
      if (route.method !== request.method) continue;
      const params = match(route.pattern, path);
      if (!params) continue;
      base.params = params;
      matchedBy.set(base, route.key);
      const answer = typeof route.handler === 'function' ? await route.handler(base) : route.handler;
      if (typeof answer === 'symbol') throw new TypeError('Failed to fetch');
      return toResponse(answer);
    }
    unhandled.push(base);
    return toResponse(fail(501, `stubFetch: no handler for ${request.method} ${path}`));
  };

  globalThis.fetch = stub as typeof fetch;
  const restore = () => {
    if (globalThis.fetch === stub) globalThis.fetch = previous;
    if (restoreCurrent === restore) restoreCurrent = null;
  };
  restoreCurrent = restore;

  return {
    calls,
    unhandled,
    callsTo: (key) => calls.filter((call) => matchedBy.get(call) === normalizeKey(key)),
    restore,
  };
}
