import { useEffect, useRef } from 'react';
import { failureMessage, failureToastMessage, type FailureTexts } from '../../api/api-error';
import { useNotify } from './use-notify';

/**
 * A failed load, told once (spec §7: "a failure shows the error toast"): returns the message to
 * show in the screen (null while there is no failure, or when it ended the session) and toasts it
 * once per failure — a new error object, as a refetch that fails again gives — not on each render.
 */
export function useFailureToast(error: unknown, texts: FailureTexts): string | null {
  const notify = useNotify();
  const message = error ? failureMessage(error, texts) : null;
  const toasted = useRef<unknown>(null);
  // A 403 is toasted once by the permission-denied event; the screen still shows its message.
  const toast = error ? failureToastMessage(error, texts) : null;
  useEffect(() => {
    if (!message || !toast || toasted.current === error) return;
    toasted.current = error;
    notify.error(message);
  }, [error, message, toast, notify]);
  return message;
}
