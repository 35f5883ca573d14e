import { i18n, type Language } from '@dukkan/shared';
import { ORDERS_NS } from '../../i18n';
import { makeOrder } from '../../test-utils/test-orders';
import type { Order } from '../order-types';
import { buildPrintSheet, setPaper } from './print-sheet';

// decisions/promotions.md on the print sheet (A4 and the 80 mm receipt): the delivery fee and the promotion's discount
// above the total.

const ISOLATES = /[\u2066-\u2069]/g;
const plain = (node: Element | null) => (node?.textContent ?? '').replace(ISOLATES, '');

function sheetOf(order: Order, language: Language = 'en') {
  const fixed = i18n.getFixedT(language, ORDERS_NS);
  const doc = document.implementation.createHTMLDocument('');
  buildPrintSheet(doc, order, { t: (key, options) => fixed(key, { ...options }), language, notAvailable: 'N/A', unknown: 'Unknown', paymentLabel: (method) => method });
  const footer = [...doc.querySelectorAll('tfoot tr')].map((tr) => [...tr.querySelectorAll('td')].map(plain));
  return { doc, footer };
}

const DISCOUNTED = makeOrder({
  totalAmount: 2.097,
  deliveryFee: 0.5,
  discount: 0.178,
  promotion: { id: 3, name: 'Eid 10', nameAr: 'عيد 10', code: 'EID10', fundedBy: 'platform', discount: 0.178 },
});

describe('the print sheet: a promotion’s discount (decisions/promotions.md)', () => {
  it('prints the delivery fee and "Discount — Eid 10 (EID10)" as −KWD 0.178 above the total', () => {
    const { doc, footer } = sheetOf(DISCOUNTED);
    expect(footer).toEqual([
      ['', 'Delivery fee', '', '', 'KWD 0.500'],
      ['', 'Discount — Eid 10 (EID10)', '', '', '\u2212KWD 0.178'],
      ['', 'Total', '3', '', 'KWD 2.097'],
    ]);
    expect(doc.querySelectorAll('tfoot tr.totals-line')).toHaveLength(2);
    expect(doc.querySelector('tfoot tr.totals-line + tr.totals-line bdi')?.getAttribute('dir')).toBe('ltr');
    // The receipt roll prints the same rows (only the serial column is left out).
    setPaper(doc, 'receipt');
    expect(doc.documentElement.getAttribute('data-paper')).toBe('receipt');
    expect(doc.querySelectorAll('tfoot tr')).toHaveLength(3);
  });

  it('prints them in Arabic, the promotion by its Arabic name', () => {
    const { footer } = sheetOf(DISCOUNTED, 'ar');
    expect(footer.slice(0, 2).map(([, term, , , amount]) => [term, amount])).toEqual([
      ['رسوم التوصيل', 'KWD 0.500'],
      ['خصم — عيد 10 (EID10)', '\u2212KWD 0.178'],
    ]);
  });

  it('prints the total alone for an order without a fee or a discount', () => {
    expect(sheetOf(makeOrder({ deliveryFee: 0, discount: 0, promotion: null })).footer).toEqual([['', 'Total', '3', '', 'KWD 1.775']]);
  });
});
