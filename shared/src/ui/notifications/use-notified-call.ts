import { useCallback } from 'react';
import { failureToastMessage } from '../../api/api-error';
import { useNotify } from './use-notify';

/**
 * Runs a call that changes something (an RTK `.unwrap()`), then its toast: `success`, or the
 * server's message (else `failed`) — and nothing when the failure ended the session, which says
 * so itself. The one way a button's action reports back.
 */
export function useNotifiedCall() {
  const notify = useNotify();
  return useCallback(
    async (call: () => Promise<unknown>, texts: { success: string; failed: string }): Promise<boolean> => {
      try {
        await call();
        notify.success(texts.success);
        return true;
      } catch (error) {
        const message = failureToastMessage(error, { failed: texts.failed });
        if (message) notify.error(message);
        return false;
      }
    },
    [notify],
  );
}
