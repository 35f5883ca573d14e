/** spec §6: a 403 raises a global permission-denied event carrying status, data and message. */
export const PERMISSION_DENIED_EVENT = 'permission-denied';

export interface PermissionDeniedDetail {
  status: number;
  data: unknown;
  message: string;
}

export function announcePermissionDenied(detail: PermissionDeniedDetail): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<PermissionDeniedDetail>(PERMISSION_DENIED_EVENT, { detail }));
}
