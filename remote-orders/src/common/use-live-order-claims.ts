import { orderEscalationHeard, useAppDispatch, type AppDispatch } from '@dukkan/shared';
import { addListener, type UnsubscribeListener } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { type CacheWriter, editCachedOrderLists, listenToOrderClaims, ordersApi } from './orders-api';

/**
 * decisions/order-workspace.md: the unanswered rule escalated order `orderId` at `escalatedAt`: written into every cached
 * list row and the cached order, with no request (an escalation changes no list an order is in).
 */
export function writeOrderEscalation(api: CacheWriter, orderId: number, escalatedAt: string) {
  editCachedOrderLists(api, (_arg, page) => {
    for (const order of page.items) if (order.id === orderId) order.escalatedAt = escalatedAt;
  });
  api.dispatch(
    ordersApi.util.updateQueryData('getOrderById', orderId, (draft) => {
      draft.escalatedAt = escalatedAt;
    }),
  );
}

/** The stream's `escalation` events (shared's orderEscalationHeard), written by `writeOrderEscalation` until the returned function is called. */
export function listenToOrderEscalations(dispatch: AppDispatch): UnsubscribeListener {
  return dispatch(
    addListener({
      actionCreator: orderEscalationHeard,
      effect: ({ payload }, api) => writeOrderEscalation(api as CacheWriter, payload.orderId, payload.escalatedAt),
    }),
  ) as unknown as UnsubscribeListener;
}

/** decisions/order-workspace.md: while a screen of orders is shown, the stream's claims and escalations are written into the cached orders. */
export function useLiveOrderClaims(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const stops = [listenToOrderClaims(dispatch), listenToOrderEscalations(dispatch)];
    return () => {
      for (const stop of stops) stop();
    };
  }, [dispatch]);
}
