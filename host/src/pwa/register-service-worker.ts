import { assetPrefix } from '../config/runtime-config';

/**
 * Installs the panel's service worker (service-worker.ts) once the page has loaded, so it never
 * competes with the first screen; production builds only (`rsbuild dev` serves no sw.js). The
 * browser looks for a new sw.js on every load (`updateViaCache: 'none'`), and the new worker takes
 * over at once: a host deployment is picked up by the next load.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(`${assetPrefix()}/sw.js`, { scope: `${assetPrefix()}/`, updateViaCache: 'none' }).catch((error: unknown) => {
      // Without it the panel works as before, only not offline.
      console.warn('[dukkan] the service worker could not be installed.', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
