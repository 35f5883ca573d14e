import type { ReasonDraft } from '@dukkan/shared/kit';
import {
  everyMember,
  type CustomerHistory as CustomerHistoryAnswer,
  type Lenient,
  type OrderEvent as OrderEventAnswer,
  type Order as OrderAnswer,
  type OrderReasonCode,
  type OrderStatus,
} from '@dukkan/shared';

// The orders the API answers (its wire types, through @dukkan/shared), as this remote reads them.
export type { OrderActorKind, OrderReasonCode, OrderStats, OrderStatus } from '@dukkan/shared';

/** spec §2 /orders: the status tabs, in the order they are shown (New Orders first, the default); one for each status. */
export const ORDER_STATUS_TABS = everyMember<OrderStatus>()(['NEW', 'ACCEPTED', 'REJECTED', 'CANCELLED', 'INTRANSIT', 'DELIVERED']);

/** decisions/order-workspace.md: every status at once, each row showing its own (a customer calling about "my order" is found whatever its status). */
export const ALL_ORDERS_TAB = 'ALL';

/**
 * decisions/delivery-slots.md: the NEW orders for a delivery slot whose preparation time is still ahead. They do not
 * need the desk yet, so the New tab leaves them out until then (the API's `scheduled=true`, its count SCHEDULED).
 */
export const SCHEDULED_ORDERS_TAB = 'SCHEDULED';
export type OrderTab = OrderStatus | typeof SCHEDULED_ORDERS_TAB | typeof ALL_ORDERS_TAB;

/** The tabs, in the order they are shown: New, Scheduled (where orders wait before they join New), the spec's other five, then All. */
export const ORDER_TABS: readonly OrderTab[] = [ORDER_STATUS_TABS[0], SCHEDULED_ORDERS_TAB, ...ORDER_STATUS_TABS.slice(1), ALL_ORDERS_TAB];

export const isOrderTab = (value: unknown): value is OrderTab => (ORDER_TABS as readonly unknown[]).includes(value);

/** The status a tab's orders all have (Scheduled: NEW), or null for All, whose rows each have their own. */
export const tabStatus = (tab: OrderTab): OrderStatus | null => (tab === ALL_ORDERS_TAB ? null : tab === SCHEDULED_ORDERS_TAB ? 'NEW' : tab);

/** decisions/ordering.md: the reason a reject or cancel may carry; the API refuses longer ones. */
export const ORDER_REASON_MAX_LENGTH = 500;

/**
 * The one-click reasons of a reject or cancel (catalogue keys under `reasons.`), in the order the
 * field offers them: sent and stored as these codes (the API's `reasonCode`), so each reader sees
 * them in their own language.
 */
export const ORDER_REASON_CODES = everyMember<OrderReasonCode>()(['outOfStock', 'shopClosed', 'customerAsked', 'addressUnreachable']);

/** A reject's or cancel's reason as the reason field holds it: one of ORDER_REASON_CODES, or words typed. */
export type OrderReasonDraft = ReasonDraft<OrderReasonCode>;

/**
 * One step of an order's timeline, as GET orders/{id}/events answers it (oldest first). Its
 * `reasonCode` may be one a newer API has and this panel does not know yet (its words are shown
 * then), or left out by an older one.
 */
export type OrderEvent = Omit<OrderEventAnswer, 'reasonCode'> & { reasonCode?: OrderReasonCode | (string & {}) | null };

/**
 * spec §3 Order: our API's order, any field of which another server may leave out or send null
 * (order-view.ts reads each with its fallbacks), with its id; and what spec §3 lets a server send
 * instead of `customer`: the name and phone flat on the order, or a user with an Arabic name.
 */
export type Order = Lenient<OrderAnswer> & {
  id: number;
  customerName?: string | null;
  customerPhone?: string | null;
  user?: { name_ar?: string | null } | null;
};

/** spec §3 Order item: quantity (default 1), price (or the product's), productName, product. */
export type OrderItem = NonNullable<NonNullable<Order['items']>[number]>;

/** issue 34: the order's Kuwaiti address, as the server sent it (null: a one-line address only); order-view.ts reads it. */
export type DeliveryAddress = NonNullable<Order['deliveryAddress']>;

/** issue 34: GET orders/{id}/customer-history, the customer's other orders and how they ended. */
export type CustomerHistory = Lenient<CustomerHistoryAnswer>;
