/**
 * Run-time configuration: `window.__DUKKAN_CONFIG__`, set by config.js served beside the host
 * (public/config.js), so a deploy changes it by rewriting that file instead of rebuilding.
 * `apiBaseUrl` and `brand` are read by @dukkan/shared (apiBaseUrl(), brandName()); the host reads
 * the remotes' settings here.
 */
export interface HostRuntimeConfig {
  /** Base URL of the API including /api. @default 'http://localhost:4000/api' (in shared) */
  apiBaseUrl?: string;
  /** Product name shown in the welcome toast and the document title. @default 'Dukkan' */
  brand?: string;
  /** Where to read the remotes' locations. @default '<asset prefix>/remotes.json' */
  remotesUrl?: string;
  /** How long a remote may take to load before its section shows the fallback. @default 10000 */
  remoteTimeoutMs?: number;
}

export const DEFAULT_REMOTE_TIMEOUT_MS = 10_000;

export function runtimeConfig(): HostRuntimeConfig {
  if (typeof window === 'undefined') return {};
  return (window as unknown as { __DUKKAN_CONFIG__?: HostRuntimeConfig }).__DUKKAN_CONFIG__ ?? {};
}

export function remoteTimeoutMs(): number {
  const value = runtimeConfig().remoteTimeoutMs;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : DEFAULT_REMOTE_TIMEOUT_MS;
}

/** The folder the host is served from ('' at the site root), so files beside it are found from any route. */
export function assetPrefix(): string {
  return (process.env.ASSET_PREFIX ?? '').replace(/\/$/, '');
}

export function remotesManifestUrl(): string {
  return runtimeConfig().remotesUrl ?? `${assetPrefix()}/remotes.json`;
}
