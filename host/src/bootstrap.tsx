import { brandName, createAppStore } from '@dukkan/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/create-router';
import './i18n';
import { prefetchRemotesManifest } from './remotes/federation-loader';

document.title = `${brandName()} Admin`;

// remotes.json is read while the first screen renders, so a remote route never waits for it twice.
void prefetchRemotesManifest();

const store = createAppStore();
const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App store={store} router={router} />
  </StrictMode>,
);
