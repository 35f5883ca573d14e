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
 */
export function createRemoteScreens(load: RemoteRoutesLoader, timeoutMs: number) {
  const screens = new Map<string, RemoteScreen>();

  function screenFor(remote: string): RemoteScreen {
    const cached = screens.get(remote);
    if (cached) return cached;
    const screen: RemoteScreen = lazy(async () => {
      try {
        const routes = await withTimeout(load(remote), timeoutMs, `Remote "${remote}"`);
        return { default: ({ path }: RemoteScreenProps) => routeElement(remote, routes, path) };
      } catch (error) {
        if (screens.get(remote) === screen) screens.delete(remote);
        throw error;
      }
    });
    screens.set(remote, screen);
    return screen;
  }

  return { screenFor };
}

export type RemoteScreens = ReturnType<typeof createRemoteScreens>;
