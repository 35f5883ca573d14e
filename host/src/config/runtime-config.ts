import { runtimeConfig } from '@dukkan/shared';

// The host's settings of the deployed configuration (window.__DUKKAN_CONFIG__, typed once in
// @dukkan/shared as DukkanRuntimeConfig): where remotes.json is and how long a remote may take.

export const DEFAULT_REMOTE_TIMEOUT_MS = 10_000;

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
