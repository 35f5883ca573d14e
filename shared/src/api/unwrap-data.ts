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

/** A picture as the API answers it: the stored picture, and the WebP copies it makes on upload. */
export interface PictureFields {
  image?: string | null;
  imageThumbnail?: string | null;
  imagePreview?: string | null;
}

/**
 * Where to load a picture at the size a screen shows it: a table's thumbnail (≤ 160 px) or a
 * form's preview (≤ 640 px), so lists never download full-size photos. Falls back to the picture
 * itself for answers without copies.
 */
export function pictureUrl(item: PictureFields | null | undefined, size: 'thumbnail' | 'preview'): string | undefined {
  const copy = size === 'thumbnail' ? item?.imageThumbnail : item?.imagePreview;
  return resolveAssetUrl(copy || item?.image);
}
