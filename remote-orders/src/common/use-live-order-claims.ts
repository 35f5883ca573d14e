import { useAppDispatch } from '@dukkan/shared';
import { useEffect } from 'react';
import { listenToOrderClaims } from './orders-api';

/** decisions/order-workspace.md: while a screen of orders is shown, the stream's claims are written into the cached orders. */
export function useLiveOrderClaims(): void {
  const dispatch = useAppDispatch();
  useEffect(() => listenToOrderClaims(dispatch), [dispatch]);
}
