import * as sharedModule from '@dukkan/shared';
import { earlyOrFetch } from '@dukkan/shared';
import type { BilingualText, RemoteDashboardCard, RemoteDashboardPanel, RemoteManifest, RemoteNavEntry, RemotePageHeader, RemoteSearchGroup } from '@dukkan/shared';
import { contractSatisfied, missingImports, ROUTER_USED_EXPORTS, SHARED_CONTRACT_VERSION } from '@dukkan/shared/contract';
import { remotesManifestUrl } from '../config/runtime-config';

// decisions/sections.md: the host knows no remote at build time. remotes.json lists the deployed ones; each
// remote's manifest (dukkan-remote.json beside its remoteEntry.js, or given inline in remotes.json)
// says what it shows: navigation entries, routes, dashboard cards, and the shared contract it was
// built against. Only JSON is read here: a remote's code loads when one of its routes opens.

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

/** Why a remote cannot be mounted on this host: built against another contract. */
export interface ContractSkew {
  /** The contract version the remote was built against. */
  remoteVersion: string;
  /** The host's contract version. */
  hostVersion: string;
  /** Names the remote imports from the shared singletons that this host does not provide. */
  missing: string[];
}

/** A deployed remote as the host knows it before loading any of its code. */
export interface RemoteSectionInfo {
  id: string;
  name: string;
  entry: string;
  manifest: RemoteManifest;
  /** Set when the host cannot satisfy its contract: its routes show "this section needs an update". */
  skew: ContractSkew | null;
}

/** The file a remote's build writes beside remoteEntry.js (shared/federation/contract-check.cjs). */
export const REMOTE_MANIFEST_FILE = 'dukkan-remote.json';

/** The Module Federation container name a remote is built with unless remotes.json names another. */
export const defaultContainerName = (id: string) => `dukkan_${id}`;

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

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
  const isHeader = (header: unknown) => isRecord(header) && isText(header.title) && (header.subtitle === undefined || isText(header.subtitle));
  if (!isRecord(headers) || !Object.values(headers).every(isHeader)) throw fail('pageHeaders need a title { en, ar } and an optional subtitle { en, ar }');
  const search = json.search ?? [];
  const optional = (value: unknown, is: (value: unknown) => boolean) => value === undefined || is(value);
  const isString = (value: unknown) => typeof value === 'string';
  const isSearchGroup = (group: unknown) =>
    isPlaced(group) && optional((group as RemoteSearchGroup).endpoint, isString) && optional((group as RemoteSearchGroup).hint, isString) && optional((group as RemoteSearchGroup).byId, isText);
  if (!Array.isArray(search) || !search.every(isSearchGroup)) throw fail('search groups need id, label { en, ar }, path and order (endpoint, hint, byId { en, ar } optional)');
  const requires = isRecord(json.requires) ? (json.requires as Record<string, string[]>) : undefined;
  // Only a hint for the first frame (early-start.ts): a wrong one is left out, not an error.
  const preload = Array.isArray(json.preload) && json.preload.every((file) => typeof file === 'string') ? (json.preload as string[]) : undefined;
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
  };
}

/** What this host's build provides to remotes, by package: its @dukkan/shared singleton's exports and the router's list. */
const PROVIDED: Readonly<Record<string, readonly string[]>> = {
  '@dukkan/shared': Object.keys(sharedModule),
  'react-router-dom': ROUTER_USED_EXPORTS,
};

/**
 * Whether this host can mount a remote built as `manifest` says: the same contract major, and
 * every name it imports from the shared singletons present here. Null when it can.
 */
export function contractSkew(manifest: Pick<RemoteManifest, 'sharedContract' | 'requires'>): ContractSkew | null {
  const missing = missingImports(manifest.requires, PROVIDED).flatMap(({ pkg, names }) => names.map((name) => `${pkg}: ${name}`));
  if (contractSatisfied(SHARED_CONTRACT_VERSION, manifest.sharedContract) && missing.length === 0) return null;
  return { remoteVersion: manifest.sharedContract, hostVersion: SHARED_CONTRACT_VERSION, missing };
}

/** Where this browser keeps each remote's last manifest read (`<prefix><id>`: `{ entry, manifest }`). */
export const REMEMBERED_MANIFEST_PREFIX = 'dukkan.remoteManifest.';

/** A remote's last manifest read, kept by this browser: a remote that is down keeps its navigation entry. */
const cacheKey = (deployment: RemoteDeployment) => `${REMEMBERED_MANIFEST_PREFIX}${deployment.id}`;

function remembered(deployment: RemoteDeployment): unknown {
  try {
    const stored = JSON.parse(window.localStorage.getItem(cacheKey(deployment)) ?? 'null');
    return isRecord(stored) && stored.entry === deployment.entry ? stored.manifest : null;
  } catch {
    return null;
  }
}

function remember(deployment: RemoteDeployment, manifest: RemoteManifest) {
  try {
    window.localStorage.setItem(cacheKey(deployment), JSON.stringify({ entry: deployment.entry, manifest }));
  } catch {
    // Private mode or a full storage: the entry only waits for the network next time.
  }
}

async function readManifest(deployment: RemoteDeployment): Promise<RemoteManifest> {
  if (deployment.inlineManifest) return parseRemoteManifest(deployment.id, deployment.inlineManifest);
  try {
    // no-cache: a redeployed remote's manifest must win over a cached one, as for remotes.json.
    // The page's inline script may have asked already, before the bundles (decisions/phone-speed.md).
    const response = await earlyOrFetch(deployment.manifestUrl, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${deployment.manifestUrl} answered ${response.status}`);
    const manifest = parseRemoteManifest(deployment.id, await response.json());
    remember(deployment, manifest);
    return manifest;
  } catch (error) {
    const last = remembered(deployment);
    if (last) return parseRemoteManifest(deployment.id, last);
    throw error;
  }
}

/** The sections of the deployed remotes, from their manifests; a remote whose manifest cannot be read is left out (and says why in the console). */
export async function readRemoteSections(deployments: readonly RemoteDeployment[]): Promise<RemoteSectionInfo[]> {
  const read = await Promise.all(
    deployments.map(async (deployment): Promise<RemoteSectionInfo | null> => {
      try {
        const manifest = await readManifest(deployment);
        return { id: deployment.id, name: deployment.name, entry: deployment.entry, manifest, skew: contractSkew(manifest) };
      } catch (error) {
        console.warn(`[dukkan] remote "${deployment.id}" is left out: its manifest could not be read.`, error);
        return null;
      }
    }),
  );
  return read.filter((section): section is RemoteSectionInfo => section !== null);
}

export async function fetchRemotesList(url = remotesManifestUrl()): Promise<RemoteDeployment[]> {
  // no-cache: a redeployed remotes.json must win over a cached one. The page's inline script may
  // have asked already, before the bundles (decisions/phone-speed.md).
  const response = await earlyOrFetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRemotesList(await response.json(), new URL(url, globalThis.location?.href ?? 'http://localhost/').href);
}

let deploymentsRequest: Promise<RemoteDeployment[]> | undefined;
let sectionsRequest: Promise<RemoteSectionInfo[]> | undefined;

/** remotes.json, read once per page (started at boot): an unreadable one leaves the panel without remote sections. */
export function prefetchRemoteDeployments(): Promise<RemoteDeployment[]> {
  deploymentsRequest ??= fetchRemotesList().catch((error: unknown) => {
    console.warn('[dukkan] remotes.json could not be read; no remote section is shown.', error);
    return [];
  });
  return deploymentsRequest;
}

/** The remote sections of this page: remotes.json, then every listed manifest in parallel (started at boot). */
export function prefetchRemoteSections(): Promise<RemoteSectionInfo[]> {
  sectionsRequest ??= prefetchRemoteDeployments().then(readRemoteSections);
  return sectionsRequest;
}
