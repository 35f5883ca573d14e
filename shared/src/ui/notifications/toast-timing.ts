/** spec §9: success toasts last 3 s, error toasts 4 s, the rest 5 s; toasts sit bottom-right. */
export const TOAST_TIMEOUT_MS = {
  success: 3000,
  error: 4000,
  default: 5000,
} as const;

/** The app's one Toaster; remotes reach it by this id through `useNotify`. */
export const APP_TOASTER_ID = 'dukkan-toaster';

/** spec §9: Alt+T moves focus to the notifications. `code` keeps it working on any layout. */
export function isToasterFocusShortcut(event: KeyboardEvent): boolean {
  return event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyT';
}
