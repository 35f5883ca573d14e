import { remotesManifestUrl } from '../config/runtime-config';
import { DEFAULT_REMOTE_PORTS, REMOTE_KEYS, defaultContainerName, type RemoteKey } from './remote-slots';

/** Where one remote is deployed: its container name and its remoteEntry.js URL. */
export interface RemoteLocation {
  name: string;
  entry: string;
}

export type RemotesManifest = Record<RemoteKey, RemoteLocation>;

export function defaultRemotesManifest(): RemotesManifest {
  const manifest = {} as RemotesManifest;
  for (const key of REMOTE_KEYS) {
    manifest[key] = {
      name: defaultContainerName(key),
      entry: `http://localhost:${DEFAULT_REMOTE_PORTS[key]}/remoteEntry.js`,
    };
  }
  return manifest;
}

/**
 * remotes.json maps each remote to its entry URL, either as a string or as
 * { "entry": "...", "name": "container_name" } (name defaults to dukkan_<remote>).
 * Unknown keys are ignored; a missing or malformed remote keeps its default location.
 */
export function parseRemotesManifest(json: unknown): RemotesManifest {
  const manifest = defaultRemotesManifest();
  if (!json || typeof json !== 'object') return manifest;
  const source = json as Record<string, unknown>;
  for (const key of REMOTE_KEYS) {
    const value = source[key];
    if (typeof value === 'string' && value) {
      manifest[key] = { name: defaultContainerName(key), entry: value };
    } else if (value && typeof value === 'object' && typeof (value as RemoteLocation).entry === 'string') {
      const { entry, name } = value as RemoteLocation;
      manifest[key] = { name: typeof name === 'string' && name ? name : defaultContainerName(key), entry };
    }
  }
  return manifest;
}

export async function fetchRemotesManifest(url = remotesManifestUrl()): Promise<RemotesManifest> {
  // no-cache: a redeployed remotes.json must win over a cached one.
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRemotesManifest(await response.json());
}
