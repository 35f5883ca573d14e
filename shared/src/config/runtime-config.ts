/**
 * Deploy-time configuration, read at run time so one build serves every environment: config.js,
 * served beside the host (host/public/config.js), sets `window.__DUKKAN_CONFIG__` before the app
 * boots, so a deploy changes it by rewriting that file instead of rebuilding. The one type of it.
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
  /** Where the host reads the remotes' locations. @default '<asset prefix>/remotes.json' */
  remotesUrl?: string;
  /** How long a remote may take to load before its section shows the fallback (ms). @default 10000 */
  remoteTimeoutMs?: number;
  /** A NEW or ACCEPTED order's age turns amber after this many minutes (decisions/live-desk.md). @default 5 */
  orderAgeWarningMinutes?: number;
  /** …and red after this many: a NEW order then raises the escalation alert. @default 15 */
  orderAgeOverdueMinutes?: number;
}

declare global {
  interface Window {
    __DUKKAN_CONFIG__?: DukkanRuntimeConfig;
  }
}

export const DEFAULT_API_BASE_URL = 'http://localhost:4000/api';
export const DEFAULT_BRAND = 'Dukkan';

/** The deployed configuration, or {} when config.js set none. */
export function runtimeConfig(): DukkanRuntimeConfig {
  return (typeof window !== 'undefined' && window.__DUKKAN_CONFIG__) || {};
}

/** The API base (no trailing slash): `window.__DUKKAN_CONFIG__.apiBaseUrl`, else the local API. */
export function apiBaseUrl(): string {
  const configured = runtimeConfig().apiBaseUrl?.trim();
  return (configured || DEFAULT_API_BASE_URL).replace(/\/+$/, '');
}

/** The brand shown to staff; spec §8 names it in the welcome toast. */
export function brandName(): string {
  return runtimeConfig().brand?.trim() || DEFAULT_BRAND;
}
