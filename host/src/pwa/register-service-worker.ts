import { assetPrefix } from '../config/runtime-config';
import { whenIdle } from '../common/when-idle';

/** How long after the page's load the worker is registered, at most (sooner when the page is idle). */
const REGISTER_AFTER_LOAD_MS = 5_000;

/**
 * Installs the panel's service worker (service-worker.ts) a few seconds after the page has loaded,
 * when it is idle: its first install downloads and keeps every remote's first files, which would
 * otherwise compete with the first screen and its first clicks (Load More's INP at 4× CPU measured
 * ~170 → ~300 ms with the install running beside it). Production builds only (`rsbuild dev` serves no
 * sw.js). The browser looks for a new sw.js on every load (`updateViaCache: 'none'`), and the new
 * worker takes over at once: a host deployment is picked up by the next load.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(`${assetPrefix()}/sw.js`, { scope: `${assetPrefix()}/`, updateViaCache: 'none' }).catch((error: unknown) => {
      // Without it the panel works as before, only not offline.
      console.warn('[dukkan] the service worker could not be installed.', error);
    });
  };
  const afterLoad = () => setTimeout(() => whenIdle(register, REGISTER_AFTER_LOAD_MS), REGISTER_AFTER_LOAD_MS / 2);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
