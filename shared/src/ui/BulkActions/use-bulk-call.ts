import { useCallback, useState } from 'react';
import { failureMessage } from '../../api/api-error';
import { useNotify } from '../notifications/use-notify';
import type { BulkOutcome } from './BulkActions.types';

/**
 * Runs a bulk action and keeps what it answered for the BulkOutcomeBar; a refusal of the whole
 * request (not of a row) is a toast with the server's message, else `failed` (decisions/reports-and-bulk.md).
 */
export function useBulkCall() {
  const notify = useNotify();
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const run = useCallback(
    async (call: () => Promise<BulkOutcome>, failed: string): Promise<boolean> => {
      try {
        setOutcome(await call());
        return true;
      } catch (error) {
        const message = failureMessage(error, { failed });
        if (message) notify.error(message);
        return false;
      }
    },
    [notify],
  );
  const dismiss = useCallback(() => setOutcome(null), []);
  return { outcome, dismiss, run };
}
