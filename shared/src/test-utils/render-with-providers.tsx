import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../providers/AppProviders';
import { createAppStore, type AppStore, type RootState } from '../store/create-app-store';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The URL the router starts at. @default '/' */
  route?: string;
  /** Mount `ui` as the element of this route pattern (e.g. '/shops/edit/:id'). */
  path?: string;
  /** Other screens to navigate to, e.g. `{ '/products': <p>Products list</p> }`. */
  otherRoutes?: Record<string, ReactElement>;
  /** State for a new store (ignored when `store` is given). */
  preloadedState?: Partial<RootState>;
  /** An existing store, e.g. to dispatch before rendering. */
  store?: AppStore;
}

/**
 * Renders like the app does: a real store, the app's providers (i18n, Fluent, Toaster) and a data
 * router in memory (as the host's, so `useBlocker` works). Returns the store, the router (its
 * `state.location` tells where a screen navigated) and a userEvent session beside Testing
 * Library's result.
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { route = '/', path, otherRoutes = {}, preloadedState, store: given, ...renderOptions } = options;
  const store = given ?? createAppStore({ preloadedState });
  const user = userEvent.setup();
  const routes: RouteObject[] = [
    ...Object.entries(otherRoutes).map(([otherPath, element]) => ({ path: otherPath, element })),
    { path: path ?? '*', element: ui },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
    renderOptions,
  );
  return { store, user, router, ...result };
}
