import type { RemoteRoute } from '@dukkan/shared';
import { parseRemoteManifest } from '../sections/remote-deployments';
import { type ContractSkew, contractSkew } from '../sections/remote-sections';

// The route entry itself is shared's (remotes type their ./routes with it); see its comment.
export type { RemoteRoute };

/** The shape of a remote's `./routes` module. */
export interface RemoteRoutesModule {
  default: readonly RemoteRoute[];
}

/** Checks a loaded `./routes` module, so a wrong export fails in the boundary, not deep in React. */
export function routesOf(remote: string, mod: unknown): readonly RemoteRoute[] {
  const routes = (mod as Partial<RemoteRoutesModule> | null | undefined)?.default;
  const valid =
    Array.isArray(routes) &&
    routes.every((r) => r && typeof r.path === 'string' && r.element !== undefined && r.element !== null);
  if (!valid) {
    throw new Error(`Remote "${remote}": ./routes must default-export an array of { path, element }`);
  }
  return routes;
}

/**
 * Checks a loaded `./dashboard` module (decisions/reports-and-bulk.md): `{ id, element }[]`, one per panel its manifest
 * names. Each is answered as a route keyed by the panel id, so RemoteSection renders it.
 */
export function dashboardPanelsOf(remote: string, mod: unknown): readonly RemoteRoute[] {
  const panels = (mod as { default?: unknown } | null | undefined)?.default;
  const valid = Array.isArray(panels) && panels.every((p) => p && typeof p.id === 'string' && p.element !== undefined && p.element !== null);
  if (!valid) throw new Error(`Remote "${remote}": ./dashboard must default-export an array of { id, element }`);
  return (panels as { id: string; element: RemoteRoute['element'] }[]).map(({ id, element }) => ({ path: id, element }));
}

/** A remote this host cannot satisfy (decisions/sections.md): its routes show "this section needs an update". */
export class RemoteSkewError extends Error {
  override readonly name = 'RemoteSkewError';

  constructor(
    readonly remote: string,
    readonly skew: ContractSkew,
  ) {
    super(`Remote "${remote}" was built against @dukkan/shared ${skew.remoteVersion}; this host has ${skew.hostVersion}`);
  }
}

/**
 * Checks a loaded `./manifest` module against this host's contract before any `./routes` code
 * runs (the manifest module imports no shared singleton, so loading it is safe even when skewed).
 */
export function assertContractOf(remote: string, mod: unknown): void {
  const manifest = parseRemoteManifest(remote, (mod as { default?: unknown } | null | undefined)?.default);
  const skew = contractSkew(manifest);
  if (skew) throw new RemoteSkewError(remote, skew);
}
