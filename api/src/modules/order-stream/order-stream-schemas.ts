import type { ClaimAction, DeliveryAction, OrderActorKind, OrderStatus } from '../../db/schema';
import type { Input } from '../../http/type-provider';
import type { deskSettingsSchema } from '../desk-settings/desk-settings-schemas';

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
  /**
   * decisions/delivery-slots.md: true on the placement of an order for a slot whose preparation time is still ahead: the
   * desks do not ring for it then, but at its `due` event.
   */
  scheduled?: boolean;
}

/** A person named by a step: a member of staff, a customer or the system (id null once the account is deleted, or for the system). */
export interface StepPerson {
  id: number | null;
  name: string;
}

/**
 * A claim's change (decisions/order-workspace.md), a step of the order's log like a status change: after `claim` and
 * `assign` the order is held by `holder`; after `release` and `expire` it is unclaimed (`holder`: whose claim ended).
 */
export interface ClaimStreamEvent {
  id: number;
  orderId: number;
  action: ClaimAction;
  holder: StepPerson | null;
  by: StepPerson & { kind: OrderActorKind };
  at: string;
  shopId?: number | null;
}

/** An internal note was added (decisions/order-workspace.md): the desk reads it with GET orders/{id}/notes (the text never travels on the stream). */
export interface NoteStreamEvent {
  id: number;
  orderId: number;
  noteId: number | null;
  author: StepPerson;
  at: string;
  shopId?: number | null;
}

/**
 * A NEW order left unanswered past the unanswered rule's minutes was escalated (decisions/order-workspace.md): decided once,
 * by the desk's upkeep, and raised on every desk until the order leaves NEW. `minutes`: how long it had waited then,
 * in whole minutes (at least the rule's).
 */
export interface EscalationStreamEvent {
  id: number;
  orderId: number;
  escalatedAt: string;
  minutes: number;
  shopId?: number | null;
}

/**
 * decisions/picking.md: an order's lines changed (a pick, a substitute, a question answered or timed out…): every open
 * desk and order page reads the order (or its picking) again. `version`: the lines' version the change made.
 */
export interface LinesStreamEvent {
  id: number;
  orderId: number;
  version: number;
  at: string;
  shopId?: number | null;
}

/**
 * decisions/delivery-slots.md: a scheduled order's preparation time came (`prepareAt`): it leaves Scheduled for New, and
 * every desk rings for it as for a new order. Announced once, by the desk's upkeep, across replicas.
 */
export interface DueStreamEvent {
  id: number;
  orderId: number;
  prepareAt: string;
  shopId?: number | null;
}

/**
 * decisions/dispatch.md: an order's delivery changed (`action`), by its driver (`driver`: null for a courier's hand-over):
 * every dispatch board reads its lists again.
 */
export interface DeliveryStreamEvent {
  id: number;
  orderId: number;
  shopId?: number | null;
  deliveryId: number;
  action: DeliveryAction;
  driver: { id: number; name: string } | null;
  at: string;
}

/** A step of the order log as the stream hands it on: its event name and data; `data.id` is the event id. */
export type LoggedEvent =
  | { type: 'order'; data: StreamEvent }
  | { type: 'claim'; data: ClaimStreamEvent }
  | { type: 'note'; data: NoteStreamEvent }
  | { type: 'escalation'; data: EscalationStreamEvent }
  | { type: 'lines'; data: LinesStreamEvent }
  | { type: 'due'; data: DueStreamEvent }
  | { type: 'delivery'; data: DeliveryStreamEvent };

/**
 * A NEW order and when it was placed: the desk works out its age and escalates it. `escalated`: the
 * unanswered rule escalated it (decisions/order-workspace.md), as its `escalation` event said, so a desk that opens later raises it too.
 */
export interface WaitingOrder {
  id: number;
  at: string;
  escalated?: { at: string; minutes: number };
}

/**
 * What the stream sends: each event's name and its `data` (decisions/contract.md: the panel reads
 * the same type through the contract). `order` is a timeline step, `claim`, `note` and `escalation` the steps of
 * decisions/order-workspace.md, `lines` a change of the lines (decisions/picking.md), `due` a scheduled order's preparation time (decisions/delivery-slots.md), `delivery` a change of an order's delivery (decisions/dispatch.md), each with its log id as the event id; `counts`, `waiting` and `recent` the desk after a
 * burst; `settings` the desk's settings (on connecting and after each change); `ready` and `reset`
 * carry only their id; `ping` keeps the connection alive.
 */
export interface OrderStreamMessages {
  order: StreamEvent;
  claim: ClaimStreamEvent;
  note: NoteStreamEvent;
  escalation: EscalationStreamEvent;
  lines: LinesStreamEvent;
  due: DueStreamEvent;
  delivery: DeliveryStreamEvent;
  settings: Input<typeof deskSettingsSchema>;
  /** The tab counts, as orders/stats answers them: NEW without the scheduled orders, and SCHEDULED (decisions/delivery-slots.md). */
  counts: Record<OrderStatus | 'SCHEDULED', number>;
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
  description: 'Server-Sent Events: `order`, `claim`, `note`, `escalation`, `lines`, `due`, `delivery`, `settings`, `counts`, `waiting`, `recent`, `ready`, `reset` and a `ping` every LIVE_HEARTBEAT_MS',
  content: { 'text/event-stream': { schema: { type: 'string' } } },
} as const;
