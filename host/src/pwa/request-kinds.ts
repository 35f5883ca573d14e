import { HASHED_FILE } from '@dukkan/shared/deployed-files';

// What the service worker does with each request (decisions/phone-speed.md, "installable"), decided
// here without the worker's globals so it is tested like any module.

export type RequestKind =
  /** A page: the network first, so a new deployment is seen on the next load; offline the last shell. */
  | 'page'
  /** A file the host or a remote deploys in place (config.js, remotes.json, remoteEntry.js…): the network first, else its last copy. */
  | 'deployed'
  /** A file named by its content hash: from the cache, fetched once. */
  | 'hashed'
  /** Not ours to keep: the API above all (its answers are never cached), anything of another origin. */
  | 'network';

export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
}

/**
 * `scope`: the service worker's scope (the host's folder). `remoteBases`: the folder of each remote's
 * remoteEntry.js, from remotes.json; a file of another origin is kept only under one of them.
 */
export function requestKind(request: RequestFacts, scope: string, remoteBases: readonly string[]): RequestKind {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  const host = new URL(scope);
  const ours = url.origin === host.origin && url.pathname.startsWith(host.pathname);
  // The API shares the host's origin in the default deployment (its /api proxy): never kept.
  if (ours && url.pathname.startsWith(`${host.pathname}api/`)) return 'network';
  if (request.mode === 'navigate') return ours ? 'page' : 'network';
  if (!ours && !remoteBases.some((base) => url.href.startsWith(base))) return 'network';
  return HASHED_FILE.test(url.pathname) ? 'hashed' : 'deployed';
}

/** The folder a remote's files are served from: its remoteEntry.js's. */
export const remoteBase = (entry: string) => new URL('.', entry).href;
