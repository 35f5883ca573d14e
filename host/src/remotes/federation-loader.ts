import { routesOf, type RemoteRoute } from './remote-contract';
import { defaultRemotesManifest, fetchRemotesManifest, type RemotesManifest } from './remotes-manifest';
import type { RemoteKey } from './remote-slots';

/** Loads the routes a remote contributes. Injected through RemoteLoaderProvider (tests pass their own). */
export type RemoteRoutesLoader = (remote: RemoteKey) => Promise<readonly RemoteRoute[]>;

let manifestRequest: Promise<RemotesManifest> | undefined;
let registration: Promise<RemotesManifest> | undefined;

async function readManifest(): Promise<RemotesManifest> {
  try {
    return await fetchRemotesManifest();
  } catch (error) {
    // Without remotes.json the local ports of architecture §5 are the best guess; a wrong guess
    // only shows each section's fallback.
    console.warn('[dukkan] remotes.json could not be read; using the default local ports.', error);
    return defaultRemotesManifest();
  }
}

/** Starts reading remotes.json early (called at boot) so the first remote route does not wait for it. */
export function prefetchRemotesManifest(): Promise<RemotesManifest> {
  manifestRequest ??= readManifest();
  return manifestRequest;
}

async function register(): Promise<RemotesManifest> {
  const manifest = await prefetchRemotesManifest();
  // Imported here rather than at the top: the runtime API is needed only once a remote's route is
  // opened, so it stays out of the host's first load.
  const { registerRemotes } = await import('@module-federation/enhanced/runtime');
  registerRemotes(Object.entries(manifest).map(([alias, { name, entry }]) => ({ name, alias, entry })));
  return manifest;
}

/**
 * The real loader: the remote's `./routes` through the Module Federation runtime. The runtime does
 * not cache a failed load, so calling this again (Retry) tries the network again.
 */
export const loadRemoteRoutesWithFederation: RemoteRoutesLoader = async (remote) => {
  registration ??= register().catch((error: unknown) => {
    registration = undefined; // let Retry register again
    throw error;
  });
  const manifest = await registration;
  const { loadRemote } = await import('@module-federation/enhanced/runtime');
  const mod = await loadRemote<unknown>(`${manifest[remote].name}/routes`);
  if (!mod) throw new Error(`Remote "${remote}" could not be loaded from ${manifest[remote].entry}`);
  return routesOf(remote, mod);
};
