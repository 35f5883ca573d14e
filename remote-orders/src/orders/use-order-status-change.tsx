import { getErrorMessage, isApiError, isSessionEndedError, useNotify } from '@dukkan/shared';
import { ConfirmDialog } from '@dukkan/shared/kit';
import { useCallback, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../i18n';
import { ORDER_ACTIONS, type OrderAction } from './order-actions';
import { useUpdateOrderStatusMutation } from './orders-api';

export interface OrderStatusChange {
  /** Runs `action` on order `id`, asking first when the action needs it (reject, cancel). */
  request: (id: number, action: OrderAction) => void;
  /** Orders whose call is on its way: their buttons are disabled. */
  busyIds: ReadonlySet<number>;
  /** The confirmation dialog: render it once. */
  dialog: ReactElement;
}

/**
 * spec §4 and §8: moves an order, then says so with the spec's toast. The lists and counts are
 * refreshed by the mutation's tags, also after a 409 (another admin already moved the order),
 * in which case the server's message says what happened.
 */
export function useOrderStatusChange(): OrderStatusChange {
  const { t } = useTranslation(ORDERS_NS);
  const notify = useNotify();
  const [updateStatus] = useUpdateOrderStatusMutation();
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(() => new Set());
  const [pending, setPending] = useState<{ id: number; action: OrderAction } | null>(null);

  const setBusy = (id: number, busy: boolean) =>
    setBusyIds((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const run = useCallback(
    async (id: number, action: OrderAction) => {
      const rule = ORDER_ACTIONS[action];
      setBusy(id, true);
      try {
        await updateStatus({ id, status: rule.to }).unwrap();
        notify.success(t(rule.success));
      } catch (error) {
        if (isSessionEndedError(error)) return;
        // An answer without a message and no answer at all read differently (spec §8).
        const answered = isApiError(error) && typeof error.status === 'number';
        notify.error(answered ? getErrorMessage(error, t(rule.failed)) : t(rule.error));
      } finally {
        setBusy(id, false);
        setPending((current) => (current?.id === id ? null : current));
      }
    },
    [updateStatus, notify, t],
  );

  const request = useCallback(
    (id: number, action: OrderAction) => {
      if (ORDER_ACTIONS[action].confirm) setPending({ id, action });
      else void run(id, action);
    },
    [run],
  );

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={pending ? t(pending.action === 'reject' ? 'confirm.rejectTitle' : 'confirm.cancelTitle') : ''}
      message={
        pending ? t(pending.action === 'reject' ? 'confirm.rejectMessage' : 'confirm.cancelMessage', { id: pending.id }) : ''
      }
      confirmLabel={pending ? t(`actions.${pending.action}`) : undefined}
      cancelLabel={t('confirm.back')}
      destructive
      busy={pending !== null && busyIds.has(pending.id)}
      onConfirm={() => pending && void run(pending.id, pending.action)}
      onCancel={() => setPending(null)}
    />
  );

  return { request, busyIds, dialog };
}
