import { useCallback } from 'react';
import { type FailureTexts, failureToastMessage } from '../../api/api-error';
import { useNotify } from './use-notify';

/**
 * Runs a call that changes something (an RTK `.unwrap()`), then its toast: `success`, or the
 * server's message (else `failed`; `errored` when no answer came) — and nothing when the failure
 * ended the session, which says so itself. The one way a button's action reports back.
 */
export function useNotifiedCall() {
  const notify = useNotify();
  return useCallback(
    async (call: () => Promise<unknown>, { success, ...failure }: { success: string } & FailureTexts): Promise<boolean> => {
      try {
        await call();
        notify.success(success);
        return true;
      } catch (error) {
        const message = failureToastMessage(error, failure);
        if (message) notify.error(message);
        return false;
      }
    },
    [notify],
  );
}
