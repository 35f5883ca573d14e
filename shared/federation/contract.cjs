// @ts-check
/**
 * The contract between the host and its remotes, small enough to be bundled into both (it is a
 * subpath, '@dukkan/shared/contract', so not a Module Federation singleton: each build keeps the
 * values it was built with, which is the point).
 *
 *   SHARED_CONTRACT_VERSION  the version of @dukkan/shared's promises to remotes (its exports, the
 *                            router's export list, the manifest's shape). A major bump is a break:
 *                            a host does not mount a remote built against another major.
 *   ROUTER_USED_EXPORTS      the react-router-dom exports any app may import (the host ships the
 *                            shared router tree-shaken to exactly these in production).
 */
const SHARED_CONTRACT_VERSION = '1.4.0';

/**
 * Every export of react-router-dom that any app (host, remotes, @dukkan/shared) may import.
 * In production builds the host provides react-router-dom as exactly these exports
 * (react-router-dom.mjs beside this file; router-exports.test.ts checks it names the same). It is a hard contract: importing an export missing here works in dev and
 * crashes in production ("X is not a function"). host/src/app/router-exports.test.ts scans every
 * workspace source file and the remote contract check (scripts/check-remote-contract.mjs) every
 * remote's build; add a name here in the same change that first imports it.
 */
const ROUTER_USED_EXPORTS = [
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'RouterProvider',
  'createBrowserRouter',
  'createSearchParams',
  'generatePath',
  'matchPath',
  'useBeforeUnload',
  'useBlocker',
  'useHref',
  'useInRouterContext',
  'useLinkClickHandler',
  'useLocation',
  'useMatch',
  'useMatches',
  'useNavigate',
  'useNavigation',
  'useOutlet',
  'useOutletContext',
  'useParams',
  'useResolvedPath',
  'useRoutes',
  'useSearchParams',
];

/** The major number of a version ('1.4.0' → 1), or NaN when it is not one. */
function contractMajor(version) {
  const match = /^(\d+)\.\d+\.\d+/.exec(String(version ?? ''));
  return match ? Number(match[1]) : Number.NaN;
}

/** Whether a host built with `hostVersion` can mount a remote built against `remoteVersion`: the same major. */
function contractSatisfied(hostVersion, remoteVersion) {
  const host = contractMajor(hostVersion);
  return !Number.isNaN(host) && host === contractMajor(remoteVersion);
}

/**
 * What a remote imports that a host does not provide, by package (packages lacking nothing left
 * out): `requires` is the remote's `{ package: [names] }` (dukkan-remote.json), `provides` the
 * host's, in the same shape. The one rule behind both checks: the host's at run time and the CI's
 * over the builds.
 */
function missingImports(requires, provides) {
  return Object.entries(requires ?? {}).flatMap(([pkg, names]) => {
    const provided = new Set(provides[pkg] ?? []);
    const missing = (Array.isArray(names) ? names : []).filter((name) => !provided.has(name));
    return missing.length > 0 ? [{ pkg, names: missing }] : [];
  });
}

/**
 * A remote's `./manifest` module: its manifest data (src/app/manifest.json) with the contract
 * version it is being built against.
 */
function defineRemoteManifest(data) {
  return { ...data, sharedContract: SHARED_CONTRACT_VERSION };
}

module.exports = { SHARED_CONTRACT_VERSION, ROUTER_USED_EXPORTS, contractMajor, contractSatisfied, defineRemoteManifest, missingImports };
