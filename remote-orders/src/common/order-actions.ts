import type { OrderStatus } from './order-types';

/** A status change a row offers (spec §4 Order status). */
export type OrderAction = 'accept' | 'reject' | 'ship' | 'deliver' | 'cancel';

export interface OrderActionRule {
  /** The status the order moves to. */
  to: OrderStatus;
  /** Asks first: spec §2 "cancel and reject ask for confirmation". */
  confirm: boolean;
  /** Its confirmation asks why, and the answer goes with the move (decisions/ordering.md). */
  askReason: boolean;
  /** Catalogue keys (orders namespace): the success toast, and the failure texts of spec §8. */
  success: string;
  /** When the server answered with a failure and gave no message. */
  failed: string;
  /** When no answer came at all. */
  error: string;
}

export const ORDER_ACTIONS: Readonly<Record<OrderAction, OrderActionRule>> = {
  accept: { to: 'ACCEPTED', confirm: false, askReason: false, success: 'toasts.accepted', failed: 'errors.acceptFailed', error: 'errors.acceptError' },
  reject: { to: 'REJECTED', confirm: true, askReason: true, success: 'toasts.rejected', failed: 'errors.rejectFailed', error: 'errors.rejectError' },
  ship: { to: 'INTRANSIT', confirm: false, askReason: false, success: 'toasts.shipped', failed: 'errors.shipError', error: 'errors.shipError' },
  deliver: { to: 'DELIVERED', confirm: false, askReason: false, success: 'toasts.delivered', failed: 'errors.deliverError', error: 'errors.deliverError' },
  cancel: { to: 'CANCELLED', confirm: true, askReason: true, success: 'toasts.cancelled', failed: 'errors.cancelError', error: 'errors.cancelError' },
};

/** spec §4: the moves each tab offers; the last three tabs are final states and offer none. */
export const TAB_ACTIONS: Readonly<Record<OrderStatus, readonly OrderAction[]>> = {
  NEW: ['accept', 'reject'],
  ACCEPTED: ['ship'],
  INTRANSIT: ['deliver', 'cancel'],
  DELIVERED: [],
  CANCELLED: [],
  REJECTED: [],
};

/** spec §2: the action column is hidden on the DELIVERED, CANCELLED and REJECTED tabs. */
export function hasActionColumn(status: OrderStatus): boolean {
  return TAB_ACTIONS[status].length > 0;
}
