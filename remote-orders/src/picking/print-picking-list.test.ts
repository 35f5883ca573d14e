import { buildPickingList, openPickingList, type PickingListOptions } from '../common/print/picking-list';
import { ordersAr } from '../i18n/ar';
import { ordersEn } from '../i18n/en';
import { makeOrder } from '../test-utils/test-orders';
import { pickingAr } from './picking.ar';
import { pickingEn } from './picking.en';
import { hammour, labneh, makePickLine, makePicking } from './test-picking';

// The picking list (common/print/picking-list.ts) as this screen prints it: in the orders namespace, with the picking
// texts under `picking.` (picking-i18n.ts).
const translate = (catalogue: object) => (key: string, options: Record<string, unknown> = {}): string => {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
  const text = typeof found === 'string' ? found : String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue));
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
};
const english: PickingListOptions = { t: translate({ ...ordersEn, picking: pickingEn }), language: 'en', notAvailable: 'N/A' };
const arabic: PickingListOptions = { t: translate({ ...ordersAr, picking: pickingAr }), language: 'ar', notAvailable: 'غير متوفر' };

/** Order #42 as the API answers it: its lines' categories (the order's snapshot), its shop and customer. */
const order = makeOrder({
  id: 42,
  status: 'ACCEPTED',
  shop: { id: 7, name: 'Sultan Center', name_ar: 'مركز سلطان', phone: null },
  ifUnavailable: 'call',
  items: [
    { id: 1, quantity: 2, price: 0.45, productName: 'Fresh Milk 1 L', product: { name: 'Fresh Milk 1 L', name_ar: 'حليب طازج 1 لتر', price: 0.45, category: { name: 'Dairy', name_ar: 'ألبان' } } },
    { id: 2, quantity: 1, price: 0.875, productName: 'Labneh 400 g', product: { name: 'Labneh 400 g', name_ar: 'لبنة 400 غ', price: 0.875, category: { name: 'Dairy', name_ar: 'ألبان' } } },
    { id: 3, quantity: 2, price: 4.5, productName: 'Hammour Fish', product: { name: 'Hammour Fish', name_ar: 'سمك هامور', price: 4.5, category: { name: 'Seafood', name_ar: 'مأكولات بحرية' } } },
    { id: 4, quantity: 1, price: 0.25, productName: 'Pita Bread', product: { name: 'Pita Bread', name_ar: 'خبز', price: 0.25, category: { name: 'Bakery', name_ar: 'مخبوزات' } } },
  ],
});

/** Milk picked, Labneh to pick, the fish by weight, the bread removed; a substitute for nothing here. */
const picking = makePicking([
  makePickLine({ state: 'picked', pickedQuantity: 2 }),
  labneh({ ifUnavailable: 'product', substitute: { id: 21, name: 'Almarai Labneh', name_ar: 'لبنة المراعي' } }),
  hammour(),
  makePickLine({ id: 4, productId: 14, name: 'Pita Bread', name_ar: 'خبز', barcode: null, sku: null, quantity: 1, state: 'removed', lineTotal: 0 }),
]);

function listOf(options = english) {
  const doc = document.implementation.createHTMLDocument('');
  buildPickingList(doc, picking, order, options);
  const groups = [...doc.querySelectorAll('h2.category')].map((heading) => ({
    category: heading.textContent,
    rows: [...(heading.nextElementSibling?.querySelectorAll('tbody tr') ?? [])].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
  }));
  const details = Object.fromEntries([...doc.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
  return { doc, groups, details };
}

describe('the picking list (decisions/picking.md)', () => {
  it('lists the lines to bring by category, each with a box (ticked once picked), quantity, estimated weight, SKU and barcode and the customer’s choice', () => {
    const { doc, groups, details } = listOf();
    expect(doc.title).toBe('Picking list #42');
    expect(doc.querySelector('h1')?.textContent).toBe('Picking list · Order #42');
    expect(details).toEqual({
      Shop: 'Sultan Center',
      Customer: 'Abdullah Al-Mutairi',
      'Date & Time': '05 Mar 2025, 2:07 pm',
      Lines: '3',
      'If an item is unavailable': 'Call me first',
    });
    expect(groups).toEqual([
      {
        category: 'Dairy',
        rows: [
          ['✓', '2', 'Fresh Milk 1 Lحليب طازج 1 لترIf unavailable: Substitute similar', '', 'SKU MLK-1LBarcode 6281007020011'],
          ['', '1', 'Labneh 400 gلبنة 400 غIf unavailable: Substitute with \u2068Almarai Labneh\u2069', '', 'SKU LBN-400Barcode 6281007020028'],
        ],
      },
      { category: 'Seafood', rows: [['', '2', 'Hammour Fishسمك هامورIf unavailable: Remove it', '≈ 1.000 kg', 'SKU FSH-HMRBarcode 2000000000039']] },
    ]);
    // The removed bread is not to be brought.
    expect(doc.body.textContent).not.toContain('Pita');
    expect([...doc.querySelectorAll('thead th')].slice(0, 5).map((th) => th.textContent)).toEqual(['Done', 'Qty', 'Item', 'Est. weight', 'SKU / Barcode']);
  });

  it('prints in Arabic on the Arabic sheet: right to left, the categories and labels in Arabic, codes left to right', () => {
    const { doc, groups, details } = listOf(arabic);
    expect(doc.documentElement.getAttribute('dir')).toBe('rtl');
    expect(doc.querySelector('h1')?.textContent).toBe('قائمة التجهيز · الطلب رقم 42');
    expect(groups.map((group) => group.category)).toEqual(['ألبان', 'مأكولات بحرية']);
    expect(details.العميل).toBe('عبدالله المطيري');
    expect(doc.querySelector('td.codes bdi')?.getAttribute('dir')).toBe('ltr');
    expect(doc.querySelector('td.num bdi[dir="ltr"]')?.textContent).toBe('2');
    expect(groups[1].rows[0][3]).toBe('≈ 1.000 كغ');
  });

  it('puts a line whose category is not known under "Other items", and says when nothing is left to pick', () => {
    const doc = document.implementation.createHTMLDocument('');
    buildPickingList(doc, picking, null, english);
    expect([...doc.querySelectorAll('h2.category')].map((heading) => heading.textContent)).toEqual(['Other items']);
    const done = document.implementation.createHTMLDocument('');
    buildPickingList(done, makePicking([makePickLine({ state: 'removed', lineTotal: 0 })]), order, english);
    expect(done.body.textContent).toContain('Nothing left to pick.');
  });

  it('opens in a new window and prints itself; reports a blocked window', () => {
    const win = { document: document.implementation.createHTMLDocument(''), focus: jest.fn(), print: jest.fn(), setTimeout: (run: () => void) => run() };
    const open = jest.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    expect(openPickingList(picking, order, english)).toBe(true);
    expect(win.document.title).toBe('Picking list #42');
    expect(win.print).toHaveBeenCalled();
    open.mockReturnValue(null);
    expect(openPickingList(picking, order, english)).toBe(false);
    open.mockRestore();
  });
});
