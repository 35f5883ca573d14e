import { i18n, type Language } from '@dukkan/shared';
import { ORDERS_NS } from '../i18n';
import { makeOrder } from '../test-utils/test-orders';
import { orderDeliveryFee, orderDiscount, orderTotalsLines } from './order-totals';

// decisions/promotions.md: the fee and the discount beside an order's amount, as every screen and the print sheet read them.

const ISOLATES = /[\u2066-\u2069]/g;
const EID = { id: 3, name: 'Eid 10', nameAr: 'عيد 10', code: 'EID10', fundedBy: 'platform' as const, discount: 0.178 };

/** The lines as they read in `language`: term and amount. */
function linesOf(order: ReturnType<typeof makeOrder>, language: Language = 'en') {
  const fixed = i18n.getFixedT(language, ORDERS_NS);
  return orderTotalsLines(order, language, (key, options) => fixed(key, { ...options })).map((line) => [line.term.replace(ISOLATES, ''), line.amount]);
}

describe("an order's delivery fee and discount (decisions/promotions.md)", () => {
  it("names the promotion and its code: 'Discount — Eid 10 (EID10)', −KWD 0.178, after the fee", () => {
    const order = makeOrder({ deliveryFee: 0.5, discount: 0.178, promotion: EID });
    expect(linesOf(order)).toEqual([
      ['Delivery fee', 'KWD 0.500'],
      ['Discount — Eid 10 (EID10)', '\u2212KWD 0.178'],
    ]);
    expect(linesOf(order, 'ar')).toEqual([
      ['رسوم التوصيل', 'KWD 0.500'],
      ['خصم — عيد 10 (EID10)', '\u2212KWD 0.178'],
    ]);
    // The name and the code each keep their own direction inside the other language's line.
    expect(orderTotalsLines(order, 'ar', (key, options) => i18n.getFixedT('ar', ORDERS_NS)(key, { ...options }))[1].term).toBe('خصم — \u2068عيد 10\u2069 (\u2068EID10\u2069)');
  });

  it('names an automatic offer without a code, and says only Discount when no promotion is named', () => {
    expect(linesOf(makeOrder({ discount: 1, promotion: { ...EID, code: null, discount: 1 } }))).toEqual([['Discount — Eid 10', '\u2212KWD 1.000']]);
    expect(linesOf(makeOrder({ discount: '0.250', promotion: null }))).toEqual([['Discount', '\u2212KWD 0.250']]);
  });

  it('shows neither for an order without a fee or a discount, or from a server that does not say', () => {
    expect(linesOf(makeOrder({ deliveryFee: 0, discount: 0, promotion: null }))).toEqual([]);
    expect(linesOf(makeOrder())).toEqual([]);
    expect(orderDeliveryFee(makeOrder({ deliveryFee: null }))).toBeNull();
    expect(orderDiscount(makeOrder({ discount: 'none' }), 'en')).toBeNull();
  });
});
