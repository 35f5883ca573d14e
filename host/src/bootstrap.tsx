import { brandName, createAppStore } from '@dukkan/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter, routerReady } from './app/create-router';
import './i18n';
import { registerServiceWorker } from './pwa/register-service-worker';
import { prefetchRemoteSections } from './sections/remote-sections';

document.title = `${brandName()} Admin`;

// remotes.json and the remotes' manifests are read while the first screen renders: the navigation
// needs only them (decisions/sections.md), and a remote route never waits for them twice.
void prefetchRemoteSections();

const store = createAppStore();
const router = createAppRouter(store);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The prerendered frame stays on screen until the first page's code is here; then React's first
// render replaces it with the same markup (decisions/phone-speed.md).
void routerReady(router).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  ),
);

// Installable and quick to open again: the service worker keeps the panel's files (decisions/phone-speed.md).
registerServiceWorker();
