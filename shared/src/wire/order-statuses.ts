import type { OrderStatus } from './api-contract';
import { everyMember } from './every-member';

/** spec §4 Order status: the six statuses an order moves through, in the API's order. */
export const ORDER_STATUSES = everyMember<OrderStatus>()(['NEW', 'ACCEPTED', 'INTRANSIT', 'DELIVERED', 'CANCELLED', 'REJECTED']);

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}
