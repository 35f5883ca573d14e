/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { parseRemoteManifest, parseRemotesList, type RemoteDeployment } from '../sections/remote-deployments';
import { type RequestKind, remoteBase, requestKind } from './request-kinds';

// The panel's service worker (decisions/phone-speed.md, "installable"), built by rsbuild.sw.config.ts
// into dist/sw.js; workbox-build writes the host's precache list into it.
// - The host's hashed files are precached with each host build.
// - Each remote's files are cached by its own entry, in a cache of its own: its remoteEntry.js and
//   the files its manifest preloads at install, any other hashed file when first used. A remote
//   team still deploys alone: remoteEntry.js is asked for first on every load.
// - Pages, config.js and remotes.json: the network first, the last copy when there is none.
// - API answers are never cached (request-kinds.ts).

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const SCOPE = self.registration.scope;
/** Every page of the panel is the same index.html (the host's single-page fallback). */
const SHELL_URL = new URL('index.html', SCOPE).href;
const REMOTES_URL = new URL('remotes.json', SCOPE).href;
const CONFIG_URL = new URL('config.js', SCOPE).href;
const CACHES = { host: 'dukkan-host', remote: (id: string) => `dukkan-remote-${id}` };

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/** Remote files are fetched with CORS (the remotes allow the host's origin), so they can be kept and checked. */
const corsRequestFor = (url: string) => new Request(url, { mode: 'cors', credentials: 'omit' });
const corsRequest: WorkboxPlugin = { requestWillFetch: async ({ request }) => corsRequestFor(request.url) };
/** Every page is kept and answered as the one shell. */
const oneShell: WorkboxPlugin = { cacheKeyWillBeUsed: async () => SHELL_URL };
const okOnly = new CacheableResponsePlugin({ statuses: [200] });

let deployments: RemoteDeployment[] = [];
/** The folder of each deployment's files (their remoteEntry.js's), read with them: every request is matched against these. */
let remoteBases: string[] = [];
const deploymentsRead = readDeployments(caches.match(REMOTES_URL));

/** remotes.json's deployments; kept in memory for the routes, which must decide at once. */
async function readDeployments(answer: Promise<Response | undefined>): Promise<void> {
  try {
    const response = await answer;
    if (!response?.ok) return;
    deployments = parseRemotesList(await response.clone().json(), REMOTES_URL);
    remoteBases = deployments.map((deployment) => remoteBase(deployment.entry));
  } catch {
    // An unreadable remotes.json: remote files go to the network until a readable one comes.
  }
}

const remotesJsonUpdated: WorkboxPlugin = {
  cacheDidUpdate: async ({ request, newResponse }) => {
    if (request.url === REMOTES_URL) await readDeployments(Promise.resolve(newResponse));
  },
};

const hostStrategies: Record<Exclude<RequestKind, 'network'>, Strategy> = {
  page: new NetworkFirst({ cacheName: CACHES.host, plugins: [oneShell, okOnly] }),
  deployed: new NetworkFirst({ cacheName: CACHES.host, plugins: [okOnly, remotesJsonUpdated] }),
  // A host file missing from the precache list (built after this worker): kept as it is used.
  hashed: new CacheFirst({ cacheName: CACHES.host, plugins: [okOnly, new ExpirationPlugin({ maxEntries: 200 })] }),
};
const remoteStrategies = new Map<string, Record<'deployed' | 'hashed', Strategy>>();

function strategiesOfRemote(id: string) {
  let strategies = remoteStrategies.get(id);
  if (!strategies) {
    const cacheName = CACHES.remote(id);
    strategies = {
      deployed: new NetworkFirst({ cacheName, plugins: [corsRequest, okOnly] }),
      // Older deployments' files go once a remote has 300 (a few deployments' worth).
      hashed: new CacheFirst({ cacheName, plugins: [corsRequest, okOnly, new ExpirationPlugin({ maxEntries: 300 })] }),
    };
    remoteStrategies.set(id, strategies);
  }
  return strategies;
}

const remoteOf = (url: string) => deployments.find((_deployment, index) => url.startsWith(remoteBases[index]));

registerRoute(
  // What the match answers reaches the handler as `params`: the request's kind, decided once.
  ({ request }) => {
    const kind = requestKind(request, SCOPE, remoteBases);
    return kind === 'network' ? false : { kind };
  },
  async ({ request, event, params }) => {
    const { kind } = params as { kind: Exclude<RequestKind, 'network'> };
    const remote = kind === 'page' ? undefined : remoteOf(request.url);
    const strategy = remote && kind !== 'page' ? strategiesOfRemote(remote.id)[kind] : hostStrategies[kind];
    return strategy.handle({ request, event });
  },
);

/** A remote's entry and the files its routes need (its manifest's preload and every screen's), into its own cache: each screen opens offline. */
async function warmRemote(deployment: RemoteDeployment): Promise<void> {
  const cache = await caches.open(CACHES.remote(deployment.id));
  const fetchCors = (url: string) => fetch(corsRequestFor(url));
  // The manifest beside the entry first: it is the deployed build's own, where remotes.json's inline
  // copy may be older than a remote deployed since.
  const response = await fetchCors(deployment.manifestUrl).catch(() => null);
  if (response?.ok) await cache.put(deployment.manifestUrl, response.clone());
  const manifestJson: unknown = response?.ok ? await response.json() : deployment.inlineManifest;
  if (!manifestJson) return;
  const { preload = [], screens = {} } = parseRemoteManifest(deployment.id, manifestJson);
  const needed = new Set([...preload, ...Object.values(screens).flat()]);
  const files = [deployment.entry, ...[...needed].map((file) => new URL(file, deployment.entry).href)];
  await Promise.all(
    files.map(async (url) => {
      if (url !== deployment.entry && (await cache.match(url))) return;
      const response = await fetchCors(url);
      if (response.ok) await cache.put(url, response);
    }),
  );
}

/** At install: the shell, the deployment's configuration and every remote's first files, so the panel opens offline next time. */
async function warmUp(): Promise<void> {
  const host = await caches.open(CACHES.host);
  await host.addAll([SHELL_URL, CONFIG_URL, REMOTES_URL]);
  await readDeployments(host.match(REMOTES_URL));
  // A remote that is down now is kept when it is next used; it does not stop the install.
  await Promise.all(deployments.map((deployment) => warmRemote(deployment).catch(() => undefined)));
  // Caches of remotes no longer deployed.
  const kept = new Set(deployments.map((deployment) => CACHES.remote(deployment.id)));
  for (const name of await caches.keys()) if (name.startsWith(CACHES.remote('')) && !kept.has(name)) await caches.delete(name);
}

self.addEventListener('install', (event) => event.waitUntil(deploymentsRead.then(warmUp)));
