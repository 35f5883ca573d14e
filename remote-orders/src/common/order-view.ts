import { everyMember, type IfUnavailable, localizedName, type Language } from '@dukkan/shared';
import type { Order, OrderItem } from './order-types';

// Pure readings of an order, shared by the table, the detail popup, the print sheet and the
// order page: spec §3 lets a server send several shapes, and every screen must read them alike.

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** spec §2 Print sheet: the address parts, joined in this order when no one-line address is sent. */
export const ADDRESS_PARTS = ['apartment', 'floor', 'building', 'avenue', 'street', 'block', 'area', 'governorate'] as const;

/**
 * The order's address in `language`: the server's labelled line of its Kuwaiti address (issue 34: one formatter,
 * the API's, with the area's Arabic name) when it sent one; else spec §2's rule for servers that do not: its
 * address, else its ordered address, else its parts joined. Null when it has none.
 */
export function orderAddress(order: Order, language: Language): string | null {
  const labelled = order.deliveryAddress?.text;
  // The line in the other language rather than a second, unlabelled reading of the same address.
  const line = text(labelled?.[language]) ?? text(labelled?.en) ?? text(labelled?.ar);
  if (line) return line;
  const oneLine = text(order.address) ?? text(order.orderedAddress);
  if (oneLine) return oneLine;
  const parts = ADDRESS_PARTS.map((part) => text(order[part])).filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(', ') : null;
}

export interface OrderCustomer {
  name: string | null;
  name_ar: string | null;
  phone: string | null;
}

/** spec §3: customer name/name_ar/phone on the order, or a nested user with name and phone. */
export function orderCustomer(order: Order): OrderCustomer {
  return {
    name: text(order.customer?.name) ?? text(order.customerName) ?? text(order.user?.name),
    name_ar: text(order.customer?.name_ar) ?? text(order.user?.name_ar),
    phone: text(order.customer?.phone) ?? text(order.customerPhone) ?? text(order.user?.phone),
  };
}

/** The shop the order was placed with, named in `language`: whom to call about it; null for an order of no shop. */
export function orderShopName(order: Order, language: Language): string | null {
  return order.shop ? localizedName(order.shop, language) || null : null;
}

/** The customer's name in `language`, or null when the order names nobody. */
export function customerName(order: Order, language: Language): string | null {
  const customer = orderCustomer(order);
  return localizedName(customer, language) || null;
}

/** A number sent as a number or a numeric string; null when none. */
export function asNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** spec §3 Order item: quantity defaults to 1. */
export function itemQuantity(item: OrderItem): number {
  const quantity = asNumber(item.quantity);
  return quantity !== null && quantity > 0 ? quantity : 1;
}

/** The unit price in KWD: the item's price, else its product's; null when neither is sent. */
export function itemUnitPrice(item: OrderItem): number | null {
  return asNumber(item.price) ?? asNumber(item.product?.price);
}

// architecture §2: KWD has 1000 fils; sums are made on whole fils, never on floats.
export const toFils = (kwd: number) => Math.round(kwd * 1000);
export const fromFils = (fils: number) => fils / 1000;

/** Unit price × quantity, as the server computed it when it did. */
export function itemLineTotal(item: OrderItem): number | null {
  const sent = asNumber(item.lineTotal);
  if (sent !== null) return sent;
  const price = itemUnitPrice(item);
  return price === null ? null : fromFils(toFils(price) * itemQuantity(item));
}

const itemsOf = (order: Order): OrderItem[] => (Array.isArray(order.items) ? order.items : []);

export function orderTotalQuantity(order: Order): number {
  return asNumber(order.totalQuantity) ?? itemsOf(order).reduce((sum, item) => sum + itemQuantity(item), 0);
}

/** The order's amount in KWD: the server's total, else the sum of its lines; null when unknown. */
export function orderTotalAmount(order: Order): number | null {
  const sent = asNumber(order.totalAmount);
  if (sent !== null) return sent;
  const lines = itemsOf(order).map(itemLineTotal);
  const known = lines.filter((line): line is number => line !== null);
  if (lines.length === 0 || known.length < lines.length) return null;
  return fromFils(known.reduce((sum, line) => sum + toFils(line), 0));
}

/** The item's product name and Arabic name (the snapshot taken when the order was placed). */
export function itemNames(item: OrderItem): { name: string | null; name_ar: string | null } {
  return { name: text(item.product?.name) ?? text(item.productName), name_ar: text(item.product?.name_ar) };
}

export function itemName(item: OrderItem, language: Language): string {
  return localizedName(itemNames(item), language);
}

/**
 * spec §2 print sheet: item names in title case ('FRESH milk' → 'Fresh Milk'), except a unit right
 * after its number, which stays as written ('250 g', never '250 G': grams are not Gauss).
 * Scripts without case (Arabic) are left as they are.
 */
export function titleCase(value: string): string {
  return value.replace(/(^|[\s(\-/])(\d[\d.,]*\s*)?(\p{L}+)/gu, (_, before: string, number: string | undefined, word: string) =>
    number ? before + number + word : before + word.charAt(0).toLocaleUpperCase('en') + word.slice(1).toLocaleLowerCase('en'),
  );
}

/** spec §2 /orders: the product column shows the first item plus '+N' for the others. */
export function productSummary(order: Order, language: Language): { first: string; more: number } {
  const items = itemsOf(order);
  return { first: items.length > 0 ? itemName(items[0], language) : '', more: Math.max(0, items.length - 1) };
}

/** The parts of a labelled address, as a Kuwaiti address reads: block and street first, the area and governorate last. */
export const LABELLED_ADDRESS_PARTS = ['block', 'street', 'avenue', 'building', 'floor', 'apartment', 'area', 'governorate'] as const;
export type AddressPart = (typeof LABELLED_ADDRESS_PARTS)[number];

// The label a part's value may already carry ('Street 10', 'Bldg. 12'): the sheet writes its own, in its language.
const TYPED_LABEL: Partial<Record<AddressPart, RegExp>> = {
  block: /^block\s*[.:#-]?\s*/i,
  street: /^(street|st\.?)\s*[.:#-]?\s*/i,
  avenue: /^(avenue|ave\.?)\s*[.:#-]?\s*/i,
  building: /^(building|bldg\.?|house)\s*[.:#-]?\s*/i,
  floor: /^floor\s*[.:#-]?\s*/i,
  apartment: /^(apartment|apt\.?|flat)\s*[.:#-]?\s*/i,
};

/**
 * The order's address as labelled parts ('Block 1', 'Street 10', … in the reader's language), when
 * it has no one-line address (that one is shown as written). Empty parts are left out.
 */
export function addressParts(order: Order): { part: AddressPart; value: string }[] {
  // The server's labelled line (its one formatter) is shown as it is, like a one-line address.
  if (text(order.deliveryAddress?.text?.en) ?? text(order.deliveryAddress?.text?.ar) ?? text(order.address) ?? text(order.orderedAddress)) return [];
  return LABELLED_ADDRESS_PARTS.flatMap((part) => {
    const value = text(order[part]);
    if (!value) return [];
    const bare = TYPED_LABEL[part] ? value.replace(TYPED_LABEL[part], '').trim() : value;
    return [{ part, value: bare || value }];
  });
}

/** Where on the map: a pin inside the world's bounds, a number sent as a string read as one. */
function pinOf(order: Order): { latitude: number; longitude: number } | null {
  const latitude = asNumber(order.deliveryAddress?.pin?.latitude);
  const longitude = asNumber(order.deliveryAddress?.pin?.longitude);
  if (latitude === null || longitude === null || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** What a driver needs beside the address line (issue 34): the PACI number, the directions note, the map pin's link. */
export interface AddressExtras {
  paci: string | null;
  directions: string | null;
  /** Google Maps at the pin: the link opens the phone's maps app, or the site. */
  mapUrl: string | null;
}

export function addressExtras(order: Order): AddressExtras {
  const address = order.deliveryAddress;
  const pin = pinOf(order);
  return {
    paci: text(address?.paci),
    directions: text(address?.directions),
    mapUrl: pin ? `https://www.google.com/maps?q=${pin.latitude},${pin.longitude}` : null,
  };
}

/**
 * decisions/grocery-products.md: what the customer wants if an item is not there at picking. A value this panel does not
 * know (a newer server) or none (an older one) reads as null: nothing is shown rather than a guess.
 */
const IF_UNAVAILABLE_CHOICES = everyMember<IfUnavailable>()(['similar', 'product', 'remove', 'call']);
const choiceOf = (value: unknown): IfUnavailable | null => ((IF_UNAVAILABLE_CHOICES as readonly unknown[]).includes(value) ? (value as IfUnavailable) : null);

/** Translates a key of the orders catalogue: the panel's `t` or the print sheet's. */
export type OrderTranslate = (key: string, options?: Record<string, unknown>) => string;
// A name keeps its own direction inside a sentence (an English name in the Arabic line): an isolate.
const FSI = '\u2068';
const PDI = '\u2069';
export const isolate = (name: string) => `${FSI}${name}${PDI}`;

/** 'Substitute similar', 'Substitute with Almarai Milk 1 L' (its name in `language`), 'Remove it', 'Call me first'; null: none to say. */
function choiceText(choice: IfUnavailable | null, substitute: { name?: string | null; name_ar?: string | null } | null | undefined, language: Language, t: OrderTranslate): string | null {
  if (choice === null) return null;
  if (choice !== 'product') return t(`ifUnavailable.${choice}`);
  const name = text(localizedName({ name: text(substitute?.name), name_ar: text(substitute?.name_ar) }, language));
  return name ? t('ifUnavailable.product', { name: isolate(name) }) : null;
}

/** The line under an item's name: 'If unavailable: Substitute similar'; null when the server did not say (or named no product). */
export function itemIfUnavailableText(item: OrderItem, language: Language, t: OrderTranslate): string | null {
  const choice = choiceText(choiceOf(item.ifUnavailable), item.substitute, language, t);
  return choice === null ? null : t('ifUnavailable.line', { choice });
}

/** The order's default for the items that make no choice ('Call me first'); null when the server did not say. */
export function orderIfUnavailableText(order: Order, language: Language, t: OrderTranslate): string | null {
  const choice = choiceOf(order.ifUnavailable);
  // 'product' is a line's choice only.
  return choice === 'product' ? null : choiceText(choice, null, language, t);
}

export { itemsOf as orderItems };
