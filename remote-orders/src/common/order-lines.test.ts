import { i18n } from '@dukkan/shared';
import { ORDERS_NS } from '../i18n';
import { makeOrder, makePickedOrder } from '../test-utils/test-orders';
import { orderedAmountIfChanged, orderLines } from './order-lines';
import type { Order, OrderItem } from './order-types';

// decisions/picking.md, "everyone sees the final order": which lines, in which order, and what each says.

const ISOLATES = /[\u2066-\u2069]/g;
const en = i18n.getFixedT('en', ORDERS_NS);
const ar = i18n.getFixedT('ar', ORDERS_NS);
const t = (key: string, options?: Record<string, unknown>) => en(key, { ...options });
const tAr = (key: string, options?: Record<string, unknown>) => ar(key, { ...options });

/** Each line as a reader sees it: its id, struck or not, the note under its name, quantity, unit price and total. */
const read = (order: Order, language: 'en' | 'ar' = 'en') =>
  orderLines(order, language, language === 'en' ? t : tAr).map((line) => ({
    id: line.item.id,
    struck: line.struck,
    note: line.note ? `${line.note.tone}: ${line.note.text.replace(ISOLATES, '')}` : null,
    quantity: line.quantity,
    price: line.perKg ? `${line.unitPrice} / kg` : line.unitPrice,
    total: line.total,
  }));

describe('the lines of an order (order-lines.ts)', () => {
  it('reads an order from a server that sends no picking fields as it always did: as placed, nothing struck or added', () => {
    const order = makeOrder({ items: [{ id: 1, quantity: 2, price: 0.45, productName: 'Milk' }, { id: 2, price: 0.875, productName: 'Labneh' }] });
    expect(read(order)).toEqual([
      { id: 1, struck: false, note: null, quantity: '2', price: 0.45, total: 0.9 },
      { id: 2, struck: false, note: null, quantity: '1', price: 0.875, total: 0.875 },
    ]);
    expect(orderedAmountIfChanged(order)).toBeNull();
  });

  it('reads a picked order: short, removed with its reason, substituted with the substitute under it, weighed, waiting', () => {
    expect(read(makePickedOrder())).toEqual([
      { id: 1, struck: false, note: null, quantity: '1 of 2', price: 0.45, total: 0.45 },
      { id: 2, struck: true, note: 'danger: Removed: Out of stock', quantity: '1', price: 0.875, total: 0 },
      { id: 3, struck: true, note: 'danger: Substituted', quantity: '1', price: 1.55, total: 0 },
      { id: 6, struck: false, note: 'informative: Substitute for Nido milk powder (400 g)', quantity: '1', price: 1.65, total: 1.55 },
      { id: 4, struck: false, note: null, quantity: '1.130 kg', price: '0.45 / kg', total: 0.509 },
      { id: 5, struck: false, note: 'warning: Waiting for the customer', quantity: '1', price: 0.475, total: 0.475 },
    ]);
  });

  it('says the same in Arabic, the replaced line named in Arabic', () => {
    expect(read(makePickedOrder(), 'ar').map(({ id, note, quantity }) => ({ id, note, quantity }))).toEqual([
      { id: 1, note: null, quantity: '1 من 2' },
      { id: 2, note: 'danger: محذوف: نفدت الكمية', quantity: '1' },
      { id: 3, note: 'danger: مستبدَل', quantity: '1' },
      { id: 6, note: 'informative: بديل عن حليب نيدو مجفف', quantity: '1' },
      { id: 4, note: null, quantity: '1.130 كغ' },
      { id: 5, note: 'warning: بانتظار رد العميل', quantity: '1' },
    ]);
  });

  it("keeps the customer's choice under a line only while it may still be needed (not yet worked, or asked about)", () => {
    const order = makePickedOrder();
    const items = (order.items ?? []).map((item) => ({ ...item, ifUnavailable: 'remove' as const }));
    const withChoice = orderLines({ ...order, items: [...items, { ...items[0], id: 7, state: 'pending' }] }, 'en', t)
      .filter((line) => line.choice !== null)
      .map((line) => [line.item.id, line.choice]);
    expect(withChoice).toEqual([
      [5, 'If unavailable: Remove it'],
      [7, 'If unavailable: Remove it'],
    ]);
  });

  it('names the substitute offered to the customer while waiting for the answer, in the reader\'s language', () => {
    const ask = { productId: 9, name: 'Almarai Milk 1 L', name_ar: 'حليب المراعي 1 لتر', price: 0.5, deadline: '2025-03-05T11:40:00.000Z' };
    const order = makeOrder({ items: [{ id: 1, price: 0.45, productName: 'Milk', state: 'asking', ask }] });
    expect(read(order)[0].note).toBe('warning: Waiting for the customer (offered Almarai Milk 1 L)');
    expect(read(order, 'ar')[0].note).toBe('warning: بانتظار رد العميل (عُرض عليه حليب المراعي 1 لتر)');
  });

  it('puts a substitute right under the line it replaces, and its own substitute under it, however the list was sorted', () => {
    const item = (id: number, replacesItemId: number | null = null): OrderItem => ({ id, price: 1, productName: `Item ${id}`, replacesItemId });
    const order = makeOrder({ items: [item(1), item(2), item(3), item(4, 1), item(5, 4), item(6, 99)] });
    expect(orderLines(order, 'en', t).map((line) => [line.item.id, line.replaces?.id ?? null])).toEqual([
      [1, null],
      [4, 1],
      [5, 4],
      [2, null],
      [3, null],
      // It names a line that is not there: shown where it stands, as a line of its own.
      [6, null],
    ]);
  });

  it("names a removed line's reason only when it is one the panel knows, and reads an unknown state as none", () => {
    const order = makeOrder({
      items: [
        { id: 1, price: 1, productName: 'A', state: 'removed', lineTotal: 0, reason: 'stolen_by_cat' } as OrderItem,
        { id: 2, price: 1, productName: 'B', state: 'removed', lineTotal: 0, reason: 'damaged' } as OrderItem,
        { id: 3, price: 1, productName: 'C', state: 'lost' as OrderItem['state'] },
        // A substitute removed in turn says why it is struck.
        { id: 4, price: 1, productName: 'D', state: 'removed', lineTotal: 0, replacesItemId: 1 },
      ],
    });
    expect(read(order).map((line) => [line.id, line.struck, line.note])).toEqual([
      [1, true, 'danger: Removed'],
      [4, true, 'danger: Removed'],
      [2, true, 'danger: Removed: Damaged'],
      [3, false, null],
    ]);
  });

  it('says about how much a line sold by weight weighs until it is weighed', () => {
    const fish: OrderItem = { id: 1, quantity: 3, price: 0.45, unit: 'weight', estimatedWeight: 0.35, state: 'pending', productName: 'Fish' };
    const order = makeOrder({ items: [fish] });
    expect(orderLines(order, 'en', t)[0]).toMatchObject({ quantity: '3 · about 1.050 kg', perKg: true });
    expect(orderLines(order, 'ar', tAr)[0].quantity).toBe('3 · نحو 1.050 كغ');
    // Weighed short: how many of how many, and what they weigh.
    expect(orderLines(makeOrder({ items: [{ ...fish, state: 'short', pickedQuantity: 2, actualWeight: 0.7 }] }), 'en', t)[0].quantity).toBe('2 of 3 · 0.700 kg');
  });

  it('gives the order as placed only when picking changed its total, summed in fils from the lines placed (not their substitutes)', () => {
    expect(orderedAmountIfChanged(makePickedOrder())).toBe(4.25);
    // Back to the ordered total: nothing to say.
    expect(orderedAmountIfChanged(makePickedOrder({ totalAmount: 4.25 }))).toBeNull();
    // 0.1 + 0.2 ordered, 0.3 now: the same in fils.
    const tenths = makeOrder({ totalAmount: 0.3, items: [{ id: 1, orderedTotal: 0.1 }, { id: 2, orderedTotal: 0.2 }] });
    expect(orderedAmountIfChanged(tenths)).toBeNull();
    // A line that does not say what it cost as ordered (an older server): nothing to compare.
    expect(orderedAmountIfChanged(makeOrder({ totalAmount: 1, items: [{ id: 1, orderedTotal: 2 }, { id: 2 }] }))).toBeNull();
  });
});

describe('the order as placed beside a fee and a discount (decisions/promotions.md)', () => {
  it('counts the delivery fee and the discount as the amount does: no "Ordered" unless picking changed the lines', () => {
    // Lines of KWD 1.775 as ordered and now, a fee of 0.500, a discount of 0.178: KWD 2.097.
    const order = makeOrder({ totalAmount: 2.097, deliveryFee: 0.5, discount: 0.178, items: [{ id: 1, lineTotal: 0.9, orderedTotal: 0.9 }, { id: 2, lineTotal: 0.875, orderedTotal: 0.875 }] });
    expect(orderedAmountIfChanged(order)).toBeNull();
    // A line removed at picking: KWD 1.222 now, as placed KWD 2.097.
    expect(orderedAmountIfChanged({ ...order, totalAmount: 1.222 })).toBe(2.097);
  });
});
