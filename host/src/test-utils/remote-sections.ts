import type { RemoteManifest } from '@dukkan/shared';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultContainerName } from '../sections/remote-deployments';
import { contractSkew, type RemoteSectionInfo } from '../sections/remote-sections';
import { SHARED_CONTRACT_VERSION } from '@dukkan/shared/contract';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** A remote of this repository as its build describes it: its src/app/manifest.json with this checkout's contract. */
export function repositoryManifest(id: string): RemoteManifest {
  const data = JSON.parse(readFileSync(path.join(ROOT, `remote-${id}`, 'src', 'app', 'manifest.json'), 'utf8'));
  return { ...data, sharedContract: SHARED_CONTRACT_VERSION };
}

/** A deployed section from a manifest, as the host reads it from remotes.json. */
export function sectionOf(manifest: RemoteManifest): RemoteSectionInfo {
  return { id: manifest.id, name: defaultContainerName(manifest.id), entry: `http://localhost/${manifest.id}/remoteEntry.js`, manifest, skew: contractSkew(manifest) };
}

/** The panel of spec §1: the four remotes whose sections the spec names (read from their manifests, not copied). */
export const SPEC_SECTIONS: readonly RemoteSectionInfo[] = ['catalog', 'orders', 'locations', 'users'].map((id) => sectionOf(repositoryManifest(id)));
