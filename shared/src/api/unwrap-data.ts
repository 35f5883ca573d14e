import { apiBaseUrl } from '../config/runtime-config';

/**
 * The payload of a single-entity answer: `data` of `{ success, data }`, else the body itself.
 * Lists go through normalizePage / normalizeList instead.
 */
export function unwrapData<T>(body: unknown): T {
  if (body && typeof body === 'object' && 'data' in body) {
    return (body as { data: T }).data;
  }
  return body as T;
}

/**
 * Where an image the API names can be loaded from: absolute URLs as they are, paths such as
 * '/uploads/x.png' on the API's origin (the panel and the API live on different ports).
 */
export function resolveAssetUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  const origin = new URL(apiBaseUrl()).origin;
  return `${origin}/${path.replace(/^\/+/, '')}`;
}
