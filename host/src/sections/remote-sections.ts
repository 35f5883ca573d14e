import * as sharedModule from '@dukkan/shared';
import { earlyOrFetch } from '@dukkan/shared';
import type { RemoteManifest } from '@dukkan/shared';
import { contractSatisfied, missingImports, ROUTER_USED_EXPORTS, SHARED_CONTRACT_VERSION } from '@dukkan/shared/contract';
import { remotesManifestUrl } from '../config/runtime-config';
import { isRecord, parseRemoteManifest, parseRemotesList, type RemoteDeployment } from './remote-deployments';

// decisions/sections.md: the host knows no remote at build time. remotes.json lists the deployed ones; each
// remote's manifest (dukkan-remote.json beside its remoteEntry.js, or given inline in remotes.json)
// says what it shows: navigation entries, routes, dashboard cards, and the shared contract it was
// built against. Only JSON is read here: a remote's code loads when one of its routes opens.

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
