import type { RemoteRoute } from '@dukkan/shared';

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
