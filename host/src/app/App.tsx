import { AppProviders, type AppStore } from '@dukkan/shared';
import { RouterProvider } from 'react-router-dom';
import type { AppRouter } from './create-router';

export interface AppProps {
  store: AppStore;
  router: AppRouter;
}

/** The host's tree: shared providers (store, i18n, Fluent with dir, toasts) around the router. */
export function App({ store, router }: AppProps) {
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
