import { failureMessage, readDeskSettings, useNotify } from '@dukkan/shared';
import { ConfirmDialog, NO_REASON, reasonBody } from '@dukkan/shared/kit';
import { useCallback, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../i18n';
import { ORDER_ACTIONS, type OrderAction } from './order-actions';
import { OrderReasonField } from './OrderReasonField';
import { useUpdateOrderStatusMutation } from './orders-api';
import type { OrderReasonDraft } from './order-types';
import type { ClaimHolder } from './order-claim';
import { usePrintOrder } from './print/use-print-order';

export interface OrderStatusChange {
  /**
   * Runs `action` on order `id`, asking first (and asking why) when the action needs it (reject, cancel).
   * decisions/order-workspace.md: an order `holder` holds, who is someone else, asks before anything else.
   */
  request: (id: number, action: OrderAction, holder?: ClaimHolder | null) => void;
  /** Orders whose call is on its way: their buttons are disabled. */
  busyIds: ReadonlySet<number>;
  /** The confirmation dialog: render it once. */
  dialog: ReactElement;
}

/**
 * spec §4 and §8: moves an order, then says so with the spec's toast. The lists and counts are
 * refreshed once: by the live stream's event (architecture §7), or by the mutation when no stream is
 * live, and by the mutation's tags after a 409 (another admin already moved the order), in which
 * case the server's message says what happened. decisions/ordering.md: the confirmation of a reject
 * or a cancel also asks why (optional), and the reason goes with the move. `onLeft` hears of an
 * order that left its tab (moved here, or found moved by someone else).
 */
export function useOrderStatusChange(onLeft?: (id: number, action: OrderAction) => void): OrderStatusChange {
  const { t } = useTranslation(ORDERS_NS);
  const notify = useNotify();
  const [updateStatus] = useUpdateOrderStatusMutation();
  const print = usePrintOrder();
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(() => new Set());
  const [pending, setPending] = useState<{ id: number; action: OrderAction } | null>(null);
  const [reason, setReason] = useState<OrderReasonDraft>(NO_REASON);
  const [overClaim, setOverClaim] = useState<{ id: number; action: OrderAction; holder: string } | null>(null);

  const setBusy = useCallback(
    (id: number, busy: boolean) =>
      setBusyIds((current) => {
        const next = new Set(current);
        if (busy) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );

  const run = useCallback(
    async (id: number, action: OrderAction, why: OrderReasonDraft = NO_REASON) => {
      const rule = ORDER_ACTIONS[action];
      setBusy(id, true);
      try {
        // decisions/ordering.md: a blank reason is no reason (no key); a one-click reason goes as its code.
        const moved = await updateStatus({ id, status: rule.to, ...reasonBody(why) }).unwrap();
        onLeft?.(id, action);
        notify.success(t(rule.success));
        // decisions/live-desk.md: this browser's setting prints the sheet of an order it accepts (still within the
        // click's activation, so the browser lets the print window open).
        if (action === 'accept' && readDeskSettings().autoPrint) print(moved);
      } catch (error) {
        // Moved or removed by someone else first: it leaves this tab all the same.
        const status = (error as { status?: unknown }).status;
        if (status === 409 || status === 404) onLeft?.(id, action);
        const message = failureMessage(error, { failed: t(rule.failed), errored: t(rule.error) });
        if (message) notify.error(message);
      } finally {
        setBusy(id, false);
        setPending((current) => (current?.id === id ? null : current));
      }
    },
    [updateStatus, notify, t, setBusy, print, onLeft],
  );

  const proceed = useCallback(
    (id: number, action: OrderAction) => {
      if (ORDER_ACTIONS[action].confirm) {
        setReason(NO_REASON);
        setPending({ id, action });
      } else void run(id, action);
    },
    [run],
  );

  const request = useCallback(
    (id: number, action: OrderAction, holder?: ClaimHolder | null) => {
      if (holder && !holder.mine) setOverClaim({ id, action, holder: holder.name });
      else proceed(id, action);
    },
    [proceed],
  );

  const busy = pending !== null && busyIds.has(pending.id);
  const asksReason = pending !== null && ORDER_ACTIONS[pending.action].askReason;
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={pending ? t(pending.action === 'reject' ? 'confirm.rejectTitle' : 'confirm.cancelTitle') : ''}
      message={
        pending ? (
          <>
            {t(pending.action === 'reject' ? 'confirm.rejectMessage' : 'confirm.cancelMessage', { id: pending.id })}
            {asksReason ? <OrderReasonField value={reason} onChange={setReason} disabled={busy} /> : null}
          </>
        ) : (
          ''
        )
      }
      confirmLabel={pending ? t(`actions.${pending.action}`) : undefined}
      cancelLabel={t('confirm.back')}
      destructive
      busy={busy}
      onConfirm={() => pending && void run(pending.id, pending.action, asksReason ? reason : NO_REASON)}
      onCancel={() => setPending(null)}
    />
  );

  // decisions/order-workspace.md: acting over a colleague's claim is allowed (and kept on the timeline), after asking.
  const overClaimDialog = (
    <ConfirmDialog
      open={overClaim !== null}
      title={t('claim.overTitle')}
      message={overClaim ? t('claim.overMessage', { id: overClaim.id, name: overClaim.holder }) : ''}
      confirmLabel={t('claim.overConfirm')}
      cancelLabel={t('confirm.back')}
      onConfirm={() => {
        if (!overClaim) return;
        setOverClaim(null);
        proceed(overClaim.id, overClaim.action);
      }}
      onCancel={() => setOverClaim(null)}
    />
  );

  return {
    request,
    busyIds,
    dialog: (
      <>
        {overClaimDialog}
        {dialog}
      </>
    ),
  };
}
