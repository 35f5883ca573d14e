import type { OrderStatus } from '../../wire/api-contract';
import type { StatusTone } from './StatusBadge.types';

/** An order's status as a badge's tone wherever another screen names it (a customer's orders, an order's delivery). */
export const ORDER_STATUS_TONES: Record<OrderStatus, StatusTone> = {
  NEW: 'warning',
  ACCEPTED: 'informative',
  INTRANSIT: 'informative',
  DELIVERED: 'success',
  CANCELLED: 'danger',
  REJECTED: 'danger',
};
