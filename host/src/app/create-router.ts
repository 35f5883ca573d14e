import type { AppStore } from '@dukkan/shared';
import { createBrowserRouter } from 'react-router-dom';
import { appRoutes } from './routes';

/** A data router, so remotes can use data-router hooks such as useBlocker (unsaved forms); its loaders use `store`. */
export function createAppRouter(store: AppStore) {
  return createBrowserRouter(appRoutes(store));
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Resolves once the router has loaded the lazy routes of the page it starts on (the signed-in
 * area is its own chunk). Rendering before would replace the prerendered frame with nothing.
 */
export function routerReady(router: Pick<AppRouter, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
