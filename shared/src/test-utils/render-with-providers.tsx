import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '../providers/AppProviders';
import { createAppStore, type AppStore, type RootState } from '../store/create-app-store';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The URL the router starts at. @default '/' */
  route?: string;
  /** Mount `ui` as the element of this route pattern (e.g. '/shops/edit/:id'). */
  path?: string;
  /** State for a new store (ignored when `store` is given). */
  preloadedState?: Partial<RootState>;
  /** An existing store, e.g. to dispatch before rendering. */
  store?: AppStore;
}

/**
 * Renders like the app does: a real store, the app's providers (i18n, Fluent, Toaster) and a
 * MemoryRouter. Returns the store and a userEvent session beside Testing Library's result.
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { route = '/', path, preloadedState, store: given, ...renderOptions } = options;
  const store = given ?? createAppStore({ preloadedState });
  const user = userEvent.setup();
  const content = path ? (
    <Routes>
      <Route path={path} element={ui} />
    </Routes>
  ) : (
    ui
  );
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>{content}</MemoryRouter>
    </AppProviders>,
    renderOptions,
  );
  return { store, user, ...result };
}
