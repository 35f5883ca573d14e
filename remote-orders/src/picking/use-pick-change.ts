import { isNetworkError, type Picking, type PickChangeBody } from '@dukkan/shared';
import { useCallback, useRef, useState } from 'react';
import { useChangePickLineMutation, type PickLineRequest } from './picking-api';

/** A change as a screen means it: the body without the version (the lines on screen say which one it saw). */
export type PickLineChange = Omit<PickChangeBody, 'version'>;

/** What a change meant is known by: its line and body, whatever the order of the body's keys. */
const fingerprintOf = (itemId: number, change: PickLineChange) =>
  JSON.stringify([itemId, Object.fromEntries(Object.entries(change).sort(([a], [b]) => a.localeCompare(b)))]);

export interface PickChangeSender {
  /**
   * Sends one change of one line; its answer is the picking now. A change meant again after no answer came (a dropped
   * connection) is sent again exactly as it was, with its key, so the API answers the first answer instead of making it
   * twice; any other change gets a new key and the version on screen. Resolves null, sending nothing, while another
   * change is on its way (a double click). Rejects with the call's failure.
   */
  send: (itemId: number, change: PickLineChange) => Promise<Picking | null>;
  /** The line whose change is on its way; null when none is. */
  busyItemId: number | null;
}

/** decisions/picking.md: every change versioned and idempotent, one at a time. */
export function usePickChange(orderId: number, version: number | undefined): PickChangeSender {
  const [changePickLine] = useChangePickLineMutation();
  const unanswered = useRef<{ fingerprint: string; request: PickLineRequest } | null>(null);
  const sending = useRef(false);
  const [busyItemId, setBusyItemId] = useState<number | null>(null);
  const seen = useRef(version);
  seen.current = version;

  const send = useCallback(
    async (itemId: number, change: PickLineChange) => {
      // A ref, not state: a second press in the same tick must already see the first on its way.
      if (sending.current || seen.current === undefined) return null;
      const fingerprint = fingerprintOf(itemId, change);
      const request =
        unanswered.current?.fingerprint === fingerprint
          ? unanswered.current.request
          : { orderId, itemId, idempotencyKey: crypto.randomUUID(), body: { version: seen.current, ...change } };
      unanswered.current = { fingerprint, request };
      sending.current = true;
      setBusyItemId(itemId);
      try {
        const picking = await changePickLine(request).unwrap();
        unanswered.current = null;
        return picking;
      } catch (error) {
        // Answered (refused): that change is over, a new attempt is a new change. Unanswered: it may have been made.
        if (!isNetworkError(error)) unanswered.current = null;
        throw error;
      } finally {
        sending.current = false;
        setBusyItemId(null);
      }
    },
    [changePickLine, orderId],
  );
  return { send, busyItemId };
}
