import type { ReactElement } from 'react';

/**
 * The contract between the host and a remote (documented for remote teams in host/README.md).
 *
 * A remote exposes `./routes` whose default export is an array of RemoteRoute: one entry per
 * screen it owns, `path` written exactly as in the host's route table (REMOTE_PATHS, spec §2),
 * e.g. '/shops/edit/:id'. The host keeps the route table (so unknown paths still go to /auth) and
 * renders the matching entry's element inside its layout, error boundary and Suspense. Inside the
 * element, react-router hooks (useParams, useNavigate, useBlocker...), the store, i18n and Fluent's
 * theme/dir are the host's: the remote shares them as singletons.
 */
export interface RemoteRoute {
  /** One of the host's paths for this remote, verbatim (e.g. '/products/category/:categoryId'). */
  path: string;
  /** What to render there; it may be lazy (the host wraps it in Suspense). */
  element: ReactElement;
}

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
