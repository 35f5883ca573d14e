import { Toaster } from '@fluentui/react-components';
import { APP_TOASTER_ID, TOAST_TIMEOUT_MS, isToasterFocusShortcut } from './toast-timing';

/**
 * The panel's Toaster, rendered once by AppProviders. "bottom-end" is bottom-right in English
 * and mirrors to bottom-left in Arabic.
 */
export function AppToaster() {
  return (
    <Toaster
      toasterId={APP_TOASTER_ID}
      position="bottom-end"
      timeout={TOAST_TIMEOUT_MS.default}
      pauseOnHover
      pauseOnWindowBlur
      shortcuts={{ focus: isToasterFocusShortcut }}
    />
  );
}
