import type { PictureFields } from '@dukkan/shared';
/** spec §4 Order status: the six statuses an order moves through. */
export const ORDER_STATUSES = ['NEW', 'ACCEPTED', 'INTRANSIT', 'DELIVERED', 'CANCELLED', 'REJECTED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** spec §2 /orders: the tabs, in the order they are shown (New Orders first, the default). */
export const ORDER_TABS: readonly OrderStatus[] = ['NEW', 'ACCEPTED', 'REJECTED', 'CANCELLED', 'INTRANSIT', 'DELIVERED'];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** decisions/ordering.md: the reason a reject or cancel may carry; the API refuses longer ones. */
export const ORDER_REASON_MAX_LENGTH = 500;

/**
 * The one-click reasons of a reject or cancel (catalogue keys under `reasons.`): sent and stored
 * as these codes (the API's `reasonCode`), so each reader sees them in their own language.
 */
export const ORDER_REASON_CODES = ['outOfStock', 'shopClosed', 'customerAsked', 'addressUnreachable'] as const;
export type OrderReasonCode = (typeof ORDER_REASON_CODES)[number];

/** Who made a step of an order's timeline (decisions/ordering.md). */
export type OrderActorKind = 'staff' | 'customer' | 'system';

/** One step of an order's timeline, as GET orders/{id}/events answers it (oldest first). */
export interface OrderEvent {
  id: number;
  /** null for the first step: the customer placing the order. */
  from: OrderStatus | null;
  to: OrderStatus;
  actor: { kind: OrderActorKind; id: number | null; name: string };
  /** As typed; for a preset reason its English text (older API answers: the words only). */
  reason: string | null;
  /** The preset reason, read in the reader's language; null (or absent) for words typed. */
  reasonCode?: string | null;
  /** ISO 8601. */
  at: string;
}

/** Counts per status for the tabs (spec §7 orders/stats). */
export type OrderStats = Record<OrderStatus, number> & {
  /** Under a search: the statuses with more matches than their count (the API counts up to 100). */
  capped?: OrderStatus[];
};

interface Named {
  name?: string | null;
  name_ar?: string | null;
}

/** spec §3 Order item: quantity (default 1), price (or the product's), productName, product. */
export interface OrderItem {
  id?: number;
  quantity?: number | null;
  price?: number | string | null;
  /** Our API computes it in SQL; other servers may leave it out. */
  lineTotal?: number | string | null;
  productName?: string | null;
  product?: (Named &
    PictureFields & {
      price?: number | string | null;
      category?: Named | null;
    }) | null;
}

/** spec §3 Order: every field a server may send; all but id are optional in practice. */
export interface Order {
  id: number;
  status?: string | null;
  createdAt?: string | null;
  items?: OrderItem[] | null;
  totalQuantity?: number | string | null;
  totalAmount?: number | string | null;
  paymentMethod?: string | null;
  customer?: (Named & { phone?: string | null }) | null;
  customerName?: string | null;
  customerPhone?: string | null;
  user?: (Named & { phone?: string | null }) | null;
  address?: string | null;
  orderedAddress?: string | null;
  apartment?: string | null;
  floor?: string | null;
  building?: string | null;
  avenue?: string | null;
  street?: string | null;
  block?: string | null;
  area?: string | null;
  governorate?: string | null;
  /** The shop the order was placed with. */
  shop?: ({ id: number } & Named) | null;
}
