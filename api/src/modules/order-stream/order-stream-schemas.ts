import type { OrderStatus } from '../../db/schema';

/** One step of an order's timeline as the live stream sends it. */
export interface StreamEvent {
  id: number;
  orderId: number;
  from: OrderStatus | null;
  to: OrderStatus;
  /** When the step happened (ISO): for a placement, when the order was placed. */
  at: string;
  /** The order's shop (decisions/roles-and-audit.md: a shop-scoped stream sends its shops' only). */
  shopId?: number | null;
}

/** A NEW order and when it was placed: the desk works out its age and escalates it. */
export interface WaitingOrder {
  id: number;
  at: string;
}

/**
 * What the stream sends: each event's name and its `data` (decisions/contract.md: the panel reads
 * the same type through the contract). `order` is a timeline step; `counts`, `waiting` and `recent`
 * the desk after a burst; `ready` and `reset` carry only their id; `ping` keeps the connection alive.
 */
export interface OrderStreamMessages {
  order: StreamEvent;
  counts: Record<OrderStatus, number>;
  waiting: WaitingOrder[];
  recent: WaitingOrder[];
  ready: Record<string, never>;
  reset: Record<string, never>;
  ping: Record<string, never>;
}

/** The stream's request headers: `Last-Event-ID`, the id of the last `order` event the client has. */
export const streamHeadersSchema = {
  type: 'object',
  properties: {
    'last-event-id': { type: 'string', pattern: '^[0-9]{1,15}$', description: 'Resume after this event id' },
  },
} as const;

/** The answer, for the docs: an event stream that lasts as long as the connection (never JSON). */
export const streamResponseSchema = {
  description: 'Server-Sent Events: `order`, `counts`, `waiting`, `recent`, `ready`, `reset` and a `ping` every LIVE_HEARTBEAT_MS',
  content: { 'text/event-stream': { schema: { type: 'string' } } },
} as const;
