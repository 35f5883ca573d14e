import { createAppStore, type RootState } from '@dukkan/shared';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../app/App';
import { routerReady } from '../app/create-router';
import { appRoutes } from '../app/routes';
import '../i18n';
import type { RemoteRoutesLoader } from '../remotes/federation-loader';
import { RemoteLoaderProvider } from '../remotes/RemoteLoaderProvider';
import type { RemoteSectionInfo } from '../sections/remote-sections';
import { type RemoteSectionsLoader, SectionsProvider } from '../sections/SectionsProvider';
import { SPEC_SECTIONS } from './remote-sections';

export interface RenderAppOptions {
  /** The URL the app starts at. @default '/' */
  route?: string;
  preloadedState?: Partial<RootState>;
  /** How remotes load in this test. @default a loader that fails (no remote is deployed) */
  loadRemote?: RemoteRoutesLoader;
  /** How remotes' dashboard panels load in this test (decisions/reports-and-bulk.md). @default a loader that fails */
  loadDashboard?: RemoteRoutesLoader;
  remoteTimeoutMs?: number;
  /** The deployed remotes (their manifests). @default the four of spec §1, from their manifest.json */
  sections?: readonly RemoteSectionInfo[];
  /** How the deployed remotes are read, instead of `sections` (a promise that never settles: remotes.json not read yet). */
  loadSections?: RemoteSectionsLoader;
}

const noRemotes: RemoteRoutesLoader = (remote) => Promise.reject(new Error(`no remote "${remote}" in this test`));

/**
 * The whole host as bootstrap.tsx builds it (real store, providers, route table), in memory;
 * answers once the first page's lazy routes have loaded, as bootstrap renders only then.
 */
export async function renderApp({ route = '/', preloadedState, loadRemote = noRemotes, loadDashboard = noRemotes, remoteTimeoutMs, sections = SPEC_SECTIONS, loadSections = async () => sections }: RenderAppOptions = {}) {
  const store = createAppStore({ preloadedState });
  const router = createMemoryRouter(appRoutes(store), { initialEntries: [route] });
  await act(() => routerReady(router));
  const user = userEvent.setup();
  const result = render(
    <SectionsProvider load={loadSections}>
      <RemoteLoaderProvider load={loadRemote} loadDashboard={loadDashboard} timeoutMs={remoteTimeoutMs}>
        <App store={store} router={router} />
      </RemoteLoaderProvider>
    </SectionsProvider>,
  );
  // The deployed sections settle a moment after the first render: inside act, as the app's own updates.
  await act(() => Promise.resolve());
  return { store, router, user, ...result };
}
