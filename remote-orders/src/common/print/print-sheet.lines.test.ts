import { i18n, type Language } from '@dukkan/shared';
import { ORDERS_NS } from '../../i18n';
import { makeOrder, makePickedOrder } from '../../test-utils/test-orders';
import type { Order } from '../order-types';
import { buildPrintSheet } from './print-sheet';

// decisions/picking.md on the print sheet: the final order, as on the order page and in the popup.

const ISOLATES = /[\u2066-\u2069]/g;
const plain = (node: Element | null) => (node?.textContent ?? '').replace(ISOLATES, '');

function sheetOf(order: Order, language: Language = 'en') {
  const fixed = i18n.getFixedT(language, ORDERS_NS);
  const doc = document.implementation.createHTMLDocument('');
  buildPrintSheet(doc, order, {
    t: (key, options) => fixed(key, { ...options }),
    language,
    notAvailable: 'N/A',
    unknown: 'Unknown',
    paymentLabel: (method) => method,
  });
  const rows = [...doc.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map(plain));
  const detail = (term: string) => plain([...doc.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling ?? null);
  return { doc, rows, detail, total: plain(doc.querySelector('tfoot td:last-child')) };
}

describe('the print sheet: the final order (decisions/picking.md)', () => {
  it('prints each line as it will be delivered and billed, and the total beside the one ordered', () => {
    const { doc, rows, detail, total } = sheetOf(makePickedOrder());
    expect(rows).toEqual([
      ['1', 'Fresh Milk (1 l)حليب طازج', '1 of 2', 'KWD 0.450', 'KWD 0.450'],
      ['2', 'Labneh (400 g)لبنةRemoved: Out of stock', '1', 'KWD 0.875', 'KWD 0.000'],
      ['3', 'Nido Milk Powder (400 g)حليب نيدو مجففSubstituted', '1', 'KWD 1.550', 'KWD 0.000'],
      ['4', 'Almarai Milk Powder (400 g)حليب المراعي مجففSubstitute for Nido milk powder (400 g)', '1', 'KWD 1.650', 'KWD 1.550'],
      ['5', 'Hamour Fishسمك هامور', '1.130 kg', 'KWD 0.450 / kg', 'KWD 0.509'],
      ['6', 'Khalas Dates (1 kg)تمر خلاصWaiting for the customerIf unavailable: Remove it', '1', 'KWD 0.475', 'KWD 0.475'],
    ]);
    // The removed and the replaced lines: struck through (both names) and greyed.
    const struck = [...doc.querySelectorAll('tbody tr.struck')].map((tr) => [...tr.querySelectorAll('s')].map((s) => s.textContent));
    expect(struck).toEqual([
      ['Labneh (400 g)', 'لبنة'],
      ['Nido Milk Powder (400 g)', 'حليب نيدو مجفف'],
    ]);
    expect(detail('Order Amount')).toBe('KWD 2.984 Ordered: KWD 4.250');
    expect(total).toBe('KWD 2.984 Ordered: KWD 4.250');
    // Amounts read left to right in any sheet.
    expect(doc.querySelector('.ordered bdi')?.getAttribute('dir')).toBe('ltr');
  });

  it('prints the same in Arabic, a short pick read in its words\' direction', () => {
    const { doc, rows, detail } = sheetOf(makePickedOrder(), 'ar');
    expect(rows.map(([, item, quantity, price, total]) => [item, quantity, price, total])).toEqual([
      ['Fresh Milk (1 l)حليب طازج', '1 من 2', 'KWD 0.450', 'KWD 0.450'],
      ['Labneh (400 g)لبنةمحذوف: نفدت الكمية', '1', 'KWD 0.875', 'KWD 0.000'],
      ['Nido Milk Powder (400 g)حليب نيدو مجففمستبدَل', '1', 'KWD 1.550', 'KWD 0.000'],
      ['Almarai Milk Powder (400 g)حليب المراعي مجففبديل عن حليب نيدو مجفف', '1', 'KWD 1.650', 'KWD 1.550'],
      ['Hamour Fishسمك هامور', '1.130 كغ', 'KWD 0.450 / كغ', 'KWD 0.509'],
      ['Khalas Dates (1 kg)تمر خلاصبانتظار رد العميلإن لم يتوفر: إزالته', '1', 'KWD 0.475', 'KWD 0.475'],
    ]);
    // Not forced left to right: '1 من 2' reads from the right (a bdi takes its direction from its words).
    const quantity = doc.querySelector('tbody tr td:nth-child(3) bdi');
    expect(quantity?.textContent).toBe('1 من 2');
    expect(quantity?.hasAttribute('dir')).toBe(false);
    expect(detail('مبلغ الطلب')).toBe('KWD 2.984 المبلغ عند الطلب: KWD 4.250');
  });

  it('prints an order from a server without picking as before: nothing struck, no ordered total', () => {
    const { doc, rows, detail } = sheetOf(makeOrder());
    expect(rows).toEqual([
      ['1', 'Fresh Milk (1 l)حليب طازج', '2', 'KWD 0.450', 'KWD 0.900'],
      ['2', 'Labneh (400 g)لبنة', '1', 'KWD 0.875', 'KWD 0.875'],
    ]);
    expect(doc.querySelector('tbody s, .line-note, .ordered')).toBeNull();
    expect(detail('Order Amount')).toBe('KWD 1.775');
  });
});
