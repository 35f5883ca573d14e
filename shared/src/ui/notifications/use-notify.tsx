import {
  Link,
  Toast,
  ToastTitle,
  ToastTrigger,
  useToastController,
  type ToastIntent,
} from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_TOASTER_ID, TOAST_TIMEOUT_MS } from './toast-timing';

export interface Notify {
  /** A success toast, 3 s. */
  success: (message: string) => void;
  /** An error toast, 4 s. */
  error: (message: string) => void;
  /** An informational toast, 5 s. */
  info: (message: string) => void;
}

/**
 * Fluent numbers toasts from a counter of its own module, and a remote that bundles that module has a second counter:
 * a toast from one copy then took the id of another's still on screen and was dropped as an update of it (a customer
 * blocked right after a note was added showed no toast). Ids unique to this copy of this module and to each toast.
 */
const TOAST_ID_PREFIX = `notify-${Math.random().toString(36).slice(2)}-`;
let toastCount = 0;

/** Shows toasts in the app's Toaster, from the host or any remote. */
export function useNotify(): Notify {
  const { dispatchToast } = useToastController(APP_TOASTER_ID);
  const { t } = useTranslation();
  const dismissLabel = t('actions.dismiss');

  return useMemo(() => {
    const show = (intent: ToastIntent, timeout: number) => (message: string) =>
      dispatchToast(
        <Toast>
          <ToastTitle
            action={
              <ToastTrigger>
                <Link>{dismissLabel}</Link>
              </ToastTrigger>
            }
          >
            {message}
          </ToastTitle>
        </Toast>,
        { intent, timeout, toastId: `${TOAST_ID_PREFIX}${toastCount++}` },
      );
    return {
      success: show('success', TOAST_TIMEOUT_MS.success),
      error: show('error', TOAST_TIMEOUT_MS.error),
      info: show('info', TOAST_TIMEOUT_MS.default),
    };
  }, [dispatchToast, dismissLabel]);
}
