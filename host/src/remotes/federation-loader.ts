import { prefetchRemoteSections, type RemoteSectionInfo } from '../sections/remote-sections';
import { assertContractOf, dashboardPanelsOf, routesOf, type RemoteRoute } from './remote-contract';

/** Loads the routes a remote contributes. Injected through RemoteLoaderProvider (tests pass their own). */
export type RemoteRoutesLoader = (remote: string) => Promise<readonly RemoteRoute[]>;

/**
 * The runtime API, imported only once a remote's route is opened (it stays out of the host's first
 * load), in the chunk the first frame preloads on a signed-in visit (prerender/first-screen-scripts.ts).
 */
const loadFederationRuntime = () => import(/* webpackChunkName: "federation-runtime" */ '@module-federation/enhanced/runtime');

let registration: Promise<readonly RemoteSectionInfo[]> | undefined;

async function register(): Promise<readonly RemoteSectionInfo[]> {
  const sections = await prefetchRemoteSections();
  const { registerRemotes } = await loadFederationRuntime();
  // A skewed remote is never registered: its entry would offer its own shared versions to the page.
  registerRemotes(sections.filter((section) => !section.skew).map(({ id, name, entry }) => ({ name, alias: id, entry })));
  return sections;
}

/** remotes.json read and its remotes registered with the runtime, once (again after a failure). */
function registered(): Promise<readonly RemoteSectionInfo[]> {
  registration ??= register().catch((error: unknown) => {
    registration = undefined; // let Retry register again
    throw error;
  });
  return registration;
}

/**
 * Fetches a remote's entry (remoteEntry.js, and its small ./manifest module) before any of its
 * routes opens: the likely next section after sign-in (decisions/phone-speed.md). Its screens' code still loads
 * when a route opens; a failure here is left for that route to show.
 */
export async function preloadRemoteEntry(remote: string): Promise<void> {
  const section = (await registered()).find((candidate) => candidate.id === remote && !candidate.skew);
  if (!section) return;
  const { loadRemote } = await loadFederationRuntime();
  await loadRemote<unknown>(`${section.name}/manifest`);
}

/**
 * A module a remote exposes, through the Module Federation runtime, after its `./manifest` was
 * checked against this host's contract. The runtime does not cache a failed load, so calling this
 * again (Retry) tries the network again.
 */
async function loadExposed(remote: string, exposed: string): Promise<unknown> {
  const section = (await registered()).find((candidate) => candidate.id === remote);
  if (!section) throw new Error(`Remote "${remote}" is not listed in remotes.json`);
  const { loadRemote } = await loadFederationRuntime();
  assertContractOf(remote, await loadRemote<unknown>(`${section.name}/manifest`));
  const mod = await loadRemote<unknown>(`${section.name}/${exposed}`);
  if (!mod) throw new Error(`Remote "${remote}" could not be loaded from ${section.entry}`);
  return mod;
}

/** The real loader of a remote's routes: its `./routes`. */
export const loadRemoteRoutesWithFederation: RemoteRoutesLoader = async (remote) => routesOf(remote, await loadExposed(remote, 'routes'));

/**
 * The real loader of a remote's dashboard panels (decisions/reports-and-bulk.md): its `./dashboard`, each panel as an
 * entry keyed by its id, so the routes' lazy screens serve the panels too.
 */
export const loadRemoteDashboardWithFederation: RemoteRoutesLoader = async (remote) => dashboardPanelsOf(remote, await loadExposed(remote, 'dashboard'));
