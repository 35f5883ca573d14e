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
