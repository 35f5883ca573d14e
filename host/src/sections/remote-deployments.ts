import type { BilingualText, RemoteDashboardCard, RemoteDashboardPanel, RemoteManifest, RemoteNavEntry, RemotePageHeader, RemoteSearchGroup } from '@dukkan/shared';

// remotes.json and a remote's manifest read from JSON, checked field by field. Types only from
// @dukkan/shared: the service worker (src/pwa) reads the same files without the panel's code.

/** One line of remotes.json: where a remote is deployed and where its manifest is. */
export interface RemoteDeployment {
  /** Its key in remotes.json: catalog, orders, reports… */
  id: string;
  /** Its Module Federation container name (dukkan_<id> unless remotes.json says otherwise). */
  name: string;
  /** Its remoteEntry.js URL. */
  entry: string;
  /** Where its dukkan-remote.json is (beside the entry unless remotes.json says otherwise). */
  manifestUrl: string;
  /** The manifest itself, when remotes.json carries it (then nothing is fetched for it). */
  inlineManifest?: unknown;
}

/** The file a remote's build writes beside remoteEntry.js (shared/federation/contract-check.cjs). */
export const REMOTE_MANIFEST_FILE = 'dukkan-remote.json';

/** The Module Federation container name a remote is built with unless remotes.json names another. */
export const defaultContainerName = (id: string) => `dukkan_${id}`;

export const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * remotes.json: each key a remote, each value its entry URL or `{ entry, name?, manifest? }`
 * (`manifest`: the manifest's URL, or the manifest itself). A line that is none of these is
 * skipped with a warning; a remote not listed does not exist for this panel.
 */
export function parseRemotesList(json: unknown, base: string = globalThis.location?.href ?? 'http://localhost/'): RemoteDeployment[] {
  if (!isRecord(json)) return [];
  const deployments: RemoteDeployment[] = [];
  for (const [id, value] of Object.entries(json)) {
    const line = typeof value === 'string' ? { entry: value } : isRecord(value) ? value : null;
    if (!line || typeof line.entry !== 'string' || !line.entry) {
      console.warn(`[dukkan] remotes.json: "${id}" has no entry URL; skipped.`);
      continue;
    }
    const entry = new URL(line.entry, base).href;
    const manifest = line.manifest;
    deployments.push({
      id,
      name: typeof line.name === 'string' && line.name ? line.name : defaultContainerName(id),
      entry,
      manifestUrl: typeof manifest === 'string' && manifest ? new URL(manifest, base).href : new URL(REMOTE_MANIFEST_FILE, entry).href,
      ...(isRecord(manifest) ? { inlineManifest: manifest } : {}),
    });
  }
  return deployments;
}

const isText = (value: unknown): value is BilingualText => isRecord(value) && typeof value.en === 'string' && typeof value.ar === 'string';
const isPlaced = (value: unknown) =>
  isRecord(value) && typeof value.id === 'string' && isText(value.label) && typeof value.path === 'string' && value.path.startsWith('/') && typeof value.order === 'number';

/** A manifest read from JSON, checked field by field: a wrong one is an error naming the remote. */
export function parseRemoteManifest(id: string, json: unknown): RemoteManifest {
  const fail = (what: string) => new Error(`Remote "${id}": its manifest ${what}`);
  if (!isRecord(json)) throw fail('is not an object');
  if (json.id !== id) throw fail(`is for "${String(json.id)}"`);
  if (typeof json.sharedContract !== 'string') throw fail('names no sharedContract version');
  if (!Array.isArray(json.routes) || !json.routes.every((path) => typeof path === 'string' && path.startsWith('/'))) throw fail('routes must be paths');
  if (!Array.isArray(json.nav) || !json.nav.every(isPlaced)) throw fail('nav entries need id, label { en, ar }, path and order');
  const cards = json.dashboardCards ?? [];
  if (!Array.isArray(cards) || !cards.every((card) => isPlaced(card) && typeof (card as RemoteDashboardCard).stat === 'string')) {
    throw fail('dashboardCards need id, label { en, ar }, path, order and stat');
  }
  const panels = json.dashboardPanels ?? [];
  const isPanel = (panel: unknown) => isRecord(panel) && typeof panel.id === 'string' && isText(panel.label) && typeof panel.order === 'number';
  if (!Array.isArray(panels) || !panels.every(isPanel)) throw fail('dashboardPanels need id, label { en, ar } and order');
  const headers = json.pageHeaders ?? {};
  const isHeader = (header: unknown) =>
    isRecord(header) &&
    isText(header.title) &&
    (header.subtitle === undefined || isText(header.subtitle)) &&
    (header.subtitlePermission === undefined || typeof header.subtitlePermission === 'string');
  if (!isRecord(headers) || !Object.values(headers).every(isHeader)) {
    throw fail('pageHeaders need a title { en, ar } and an optional subtitle { en, ar } (and subtitlePermission)');
  }
  const search = json.search ?? [];
  const optional = (value: unknown, is: (value: unknown) => boolean) => value === undefined || is(value);
  const isString = (value: unknown) => typeof value === 'string';
  const isSearchGroup = (group: unknown) =>
    isPlaced(group) &&
    optional((group as RemoteSearchGroup).endpoint, isString) &&
    optional((group as RemoteSearchGroup).hint, isString) &&
    optional((group as RemoteSearchGroup).byId, isText) &&
    optional((group as RemoteSearchGroup).found, isText);
  if (!Array.isArray(search) || !search.every(isSearchGroup)) throw fail('search groups need id, label { en, ar }, path and order (endpoint, hint, byId { en, ar }, found { en, ar } optional)');
  const requires = isRecord(json.requires) ? (json.requires as Record<string, string[]>) : undefined;
  // Only a hint for the first frame (early-start.ts): a wrong one is left out, not an error.
  const isFiles = (files: unknown) => Array.isArray(files) && files.every((file) => typeof file === 'string');
  const preload = isFiles(json.preload) ? (json.preload as string[]) : undefined;
  const screens = isRecord(json.screens) && Object.values(json.screens).every(isFiles) ? (json.screens as Record<string, string[]>) : undefined;
  return {
    id,
    sharedContract: json.sharedContract,
    routes: json.routes as string[],
    nav: json.nav as RemoteNavEntry[],
    dashboardCards: cards as RemoteDashboardCard[],
    dashboardPanels: panels as RemoteDashboardPanel[],
    ...(json.pageHeaders ? { pageHeaders: headers as Record<string, RemotePageHeader> } : {}),
    ...(json.search ? { search: search as RemoteSearchGroup[] } : {}),
    ...(requires ? { requires } : {}),
    ...(preload ? { preload } : {}),
    ...(screens ? { screens } : {}),
  };
}

