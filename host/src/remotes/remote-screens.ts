import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteRoutesLoader } from './federation-loader';
import type { RemoteRoute } from './remote-contract';
import { withTimeout } from './with-timeout';

export interface RemoteScreenProps {
  /** The host route pattern being rendered, e.g. '/shops/edit/:id'. */
  path: string;
}

export type RemoteScreen = LazyExoticComponent<ComponentType<RemoteScreenProps>>;

/** The element a loaded remote gives for the host route `path`; a route it lacks is its bug. */
function routeElement(remote: string, routes: readonly RemoteRoute[], path: string) {
  const route = routes.find((r) => r.path === path);
  if (!route) throw new Error(`Remote "${remote}" has no route for ${path}`);
  return route.element;
}

/**
 * One lazy component per remote, reused while it works so moving between a remote's pages does
 * not flash a spinner. A failed load is dropped from the cache: React.lazy remembers a rejection
 * forever, so the next mount or Retry must get a new lazy() to reach the network again.
 * `preload` starts a remote's load before its route is opened (issue 16: the likely next section
 * after sign-in); the screen then renders from that same load.
 */
export function createRemoteScreens(load: RemoteRoutesLoader, timeoutMs: number) {
  const screens = new Map<string, RemoteScreen>();
  const loads = new Map<string, Promise<readonly RemoteRoute[]>>();

  function loadOnce(remote: string): Promise<readonly RemoteRoute[]> {
    const started = loads.get(remote);
    if (started) return started;
    const loading = load(remote);
    loads.set(remote, loading);
    loading.catch(() => {
      if (loads.get(remote) === loading) loads.delete(remote);
    });
    return loading;
  }

  function screenFor(remote: string): RemoteScreen {
    const cached = screens.get(remote);
    if (cached) return cached;
    const screen: RemoteScreen = lazy(async () => {
      try {
        const routes = await withTimeout(loadOnce(remote), timeoutMs, `Remote "${remote}"`);
        return { default: ({ path }: RemoteScreenProps) => routeElement(remote, routes, path) };
      } catch (error) {
        if (screens.get(remote) === screen) screens.delete(remote);
        // A load that timed out may still be pending: Retry must reach the network again.
        loads.delete(remote);
        throw error;
      }
    });
    screens.set(remote, screen);
    return screen;
  }

  /** Starts loading a remote's code in the background; a failure is left for its route to show. */
  function preload(remote: string): void {
    loadOnce(remote).catch(() => {});
  }

  return { screenFor, preload };
}

export type RemoteScreens = ReturnType<typeof createRemoteScreens>;
