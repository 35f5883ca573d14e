/**
 * Deploy-time configuration, read at run time so one build serves every environment:
 * the page (or the host's index.html) may set `window.__DUKKAN_CONFIG__` before the app boots.
 */
export interface DukkanRuntimeConfig {
  /** Base of every API call, '/api' included. */
  apiBaseUrl?: string;
  /** Brand named in the welcome toast and on the sign-in screen. */
  brand?: string;
  /**
   * The password the Add User form starts with (spec §2 /users/add). Unset: the form makes a strong
   * random one. Read by the users remote itself, so any host build serves it.
   */
  defaultUserPassword?: string;
}

declare global {
  interface Window {
    __DUKKAN_CONFIG__?: DukkanRuntimeConfig;
  }
}

export const DEFAULT_API_BASE_URL = 'http://localhost:4000/api';
export const DEFAULT_BRAND = 'Dukkan';

function config(): DukkanRuntimeConfig {
  return (typeof window !== 'undefined' && window.__DUKKAN_CONFIG__) || {};
}

/** The API base (no trailing slash): `window.__DUKKAN_CONFIG__.apiBaseUrl`, else the local API. */
export function apiBaseUrl(): string {
  const configured = config().apiBaseUrl?.trim();
  return (configured || DEFAULT_API_BASE_URL).replace(/\/+$/, '');
}

/** The brand shown to staff; spec §8 names it in the welcome toast. */
export function brandName(): string {
  return config().brand?.trim() || DEFAULT_BRAND;
}
