import { everyMember, type Language, localizedName, type PickReason, type PickState } from '@dukkan/shared';
import type { Order, OrderItem } from './order-types';
import {
  asNumber,
  fromFils,
  isolate,
  itemIfUnavailableText,
  itemLineTotal,
  itemName,
  itemQuantity,
  itemUnitPrice,
  orderItems,
  orderTotalAmount,
  toFils,
  type OrderTranslate,
} from './order-view';

// decisions/picking.md, "everyone sees the final order": which lines an order has after picking and what each says,
// read once here for the order page, the popup and the print sheet. An order from a server that sends no picking
// fields reads as it always did: its lines as placed, nothing struck, nothing added.

const PICK_STATES = everyMember<PickState>()(['pending', 'picked', 'short', 'substituted', 'removed', 'asking']);
const PICK_REASONS = everyMember<PickReason>()(['out_of_stock', 'damaged', 'expired', 'customer_request', 'other']);

const stateOf = (item: OrderItem): PickState | null => ((PICK_STATES as readonly unknown[]).includes(item.state) ? (item.state as PickState) : null);

/** Why a line was removed or replaced, when the server says (a code this panel knows; the order answer may leave it out). */
function reasonOf(item: OrderItem): PickReason | null {
  const reason = (item as { reason?: unknown }).reason;
  return (PICK_REASONS as readonly unknown[]).includes(reason) ? (reason as PickReason) : null;
}

/** How the line's note reads: gone (removed or replaced), a substitute, or waiting for the customer. */
export type OrderLineTone = 'danger' | 'informative' | 'warning';

/** One row of an order's items, as every surface shows it. */
export interface OrderLine {
  item: OrderItem;
  /** Where picking left it; null from a server that does not say. */
  state: PickState | null;
  /** No longer billed (removed, or replaced by the substitute under it): shown struck through. */
  struck: boolean;
  /** A substitute line: the line it replaces (shown just above it). */
  replaces: OrderItem | null;
  /** 'Removed: Out of stock', 'Substitute for Labneh', 'Waiting for the customer (offered Almarai Milk)'; null when there is nothing to say. */
  note: { text: string; tone: OrderLineTone } | null;
  /** 'If unavailable: …', while the customer's choice may still be needed (the line not yet worked, or asked about). */
  choice: string | null;
  /** '2', '3 of 4' (picked short), '1.130 kg' (weighed), '2 · about 1.000 kg' (by weight, not yet weighed). */
  quantity: string;
  /** The unit price: per kg for a line sold by weight (`perKg`). */
  unitPrice: number | null;
  perKg: boolean;
  /** What the customer pays for the line now (the server's lineTotal; price × quantity from an older server). */
  total: number | null;
}

// Weights are kg to the gram, as the API sends and bills them.
const kg = (value: number) => value.toFixed(3);

const positive = (value: unknown): number | null => {
  const number = asNumber(value);
  return number !== null && number > 0 ? number : null;
};

function quantityText(item: OrderItem, state: PickState | null, t: OrderTranslate): string {
  const ordered = itemQuantity(item);
  const picked = asNumber(item.pickedQuantity);
  const weight = item.unit === 'weight' ? positive(item.actualWeight) : null;
  const short = state === 'short' && picked !== null ? t('lines.pickedOf', { picked, ordered }) : null;
  const weighed = weight !== null ? t('lines.weight', { weight: kg(weight) }) : null;
  if (short !== null || weighed !== null) return [short, weighed].filter((part) => part !== null).join(' · ');
  const each = item.unit === 'weight' ? positive(item.estimatedWeight) : null;
  return each !== null ? t('lines.aboutWeight', { quantity: ordered, weight: kg(fromFils(toFils(each) * ordered)) }) : String(ordered);
}

function noteOf(item: OrderItem, state: PickState | null, replaces: OrderItem | null, language: Language, t: OrderTranslate): OrderLine['note'] {
  // A struck line says why first (a substitute itself replaced or removed included).
  if (state === 'removed' || state === 'substituted') {
    const reason = reasonOf(item);
    const text = reason ? t(`lines.${state}Because`, { reason: t(`lines.reasons.${reason}`) }) : t(`lines.${state}`);
    return { text, tone: 'danger' };
  }
  if (replaces) {
    const name = itemName(replaces, language);
    return { text: name ? t('lines.substituteFor', { name: isolate(name) }) : t('lines.substitute'), tone: 'informative' };
  }
  if (state === 'asking') {
    // The substitute the picker offered, when one was: the staff on the phone with the customer can name it.
    const offered = localizedName(item.ask, language).trim();
    return { text: offered ? t('lines.askingAbout', { name: isolate(offered) }) : t('lines.asking'), tone: 'warning' };
  }
  return null;
}

/**
 * The order's lines in the order they are read: each as placed, a substitute right under the line it replaces (the
 * API sends them so; a list sorted otherwise is put back), each with what picking did to it.
 */
export function orderLines(order: Order, language: Language, t: OrderTranslate): OrderLine[] {
  const items = orderItems(order);
  const byId = new Map(items.flatMap((item) => (typeof item.id === 'number' ? [[item.id, item] as const] : [])));
  const replacedBy = (item: OrderItem): OrderItem | null => {
    const id = item.replacesItemId;
    return typeof id === 'number' && id !== item.id ? (byId.get(id) ?? null) : null;
  };
  // Depth first from the lines placed: a substitute that was itself replaced keeps its own under it.
  const placed: OrderItem[] = [];
  const seen = new Set<OrderItem>();
  const visit = (item: OrderItem) => {
    if (seen.has(item)) return;
    seen.add(item);
    placed.push(item);
    for (const other of items) if (replacedBy(other) === item) visit(other);
  };
  for (const item of items) if (replacedBy(item) === null) visit(item);
  // A loop of replacements (never sent by our API) still shows every line.
  for (const item of items) visit(item);

  return placed.map((item) => {
    const state = stateOf(item);
    const replaces = replacedBy(item);
    const undecided = state === null || state === 'pending' || state === 'asking';
    return {
      item,
      state,
      struck: state === 'removed' || state === 'substituted',
      replaces,
      note: noteOf(item, state, replaces, language, t),
      choice: undecided && !replaces ? itemIfUnavailableText(item, language, t) : null,
      quantity: quantityText(item, state, t),
      unitPrice: itemUnitPrice(item),
      perKg: item.unit === 'weight',
      total: itemLineTotal(item),
    };
  });
}

/**
 * The order as placed (Σ orderedTotal of the lines placed, not their substitutes, with the order's delivery fee less its
 * discount, as its amount counts them) when picking changed its total, to show beside it; null when it did not, or when
 * a line does not say what it cost as ordered (an older server).
 */
export function orderedAmountIfChanged(order: Order): number | null {
  const items = orderItems(order).filter((item) => item.replacesItemId === null || item.replacesItemId === undefined);
  const ordered = items.map((item) => asNumber(item.orderedTotal));
  const now = orderTotalAmount(order);
  if (items.length === 0 || now === null || ordered.some((total) => total === null)) return null;
  // decisions/delivery-coverage.md, decisions/promotions.md: the amount is the lines, plus the fee, less the discount.
  const beyondLines = toFils(asNumber(order.deliveryFee) ?? 0) - toFils(asNumber(order.discount) ?? 0);
  const fils = ordered.reduce<number>((sum, total) => sum + toFils(total ?? 0), beyondLines);
  return fils === toFils(now) ? null : fromFils(fils);
}
