import { makeDeliveryAddress, makeOrder } from '../../test-utils/test-orders';
import { buildPrintSheet, openPrintSheet, type PrintSheetOptions } from './print-sheet';
import { ordersAr } from '../../i18n/ar';
import { ordersEn } from '../../i18n/en';

// A tiny `t` over a catalogue (English unless told), so the test reads the sheet as a person would.
const translate = (catalogue: object) => (key: string, options: Record<string, unknown> = {}): string => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
  return String(text).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
};
const t = translate(ordersEn);

const options: PrintSheetOptions = {
  t,
  language: 'en',
  notAvailable: 'N/A',
  unknown: 'Unknown',
  paymentLabel: (method) => ({ CASH: 'Cash', KNET: 'KNET', CARD: 'Card' })[method] ?? method,
};

function sheetOf(order = makeOrder(), opts = options) {
  const doc = document.implementation.createHTMLDocument('');
  buildPrintSheet(doc, order, opts);
  const details = Object.fromEntries(
    [...doc.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );
  const rows = [...doc.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
  return { doc, details, rows };
}

describe('the print sheet (spec §2 Print sheet)', () => {
  it('shows the order id, status, customer, labelled address, date, quantity, amount in KWD and the payment badge', () => {
    const { doc, details } = sheetOf(makeOrder({ id: 4711, createdAt: '2025-03-05T11:07:00.000Z' /* 2:07 pm in Kuwait, 3:07 am where the suite runs */ }));
    expect(doc.title).toBe('Order #4711');
    expect(doc.querySelector('h1')?.textContent).toBe('Order #4711');
    expect(details).toEqual({
      Customer: 'Abdullah Al-Mutairi',
      Phone: '+96599887766',
      Address: 'Block 1, Street 10, Building 12, Floor 2, Apartment 4, Salmiya, Hawalli',
      Status: 'New',
      'Date & Time': '05 Mar 2025, 2:07 pm',
      'Total Quantity': '3',
      'Order Amount': 'KWD 1.775',
      'Payment Mode': 'KNET',
    });
    expect(doc.querySelector('.badge')?.textContent).toBe('KNET');
  });

  it('lists the items with English and Arabic names in title case, units as written ("400 g", never "400 G"), unit price and line total', () => {
    const { rows, doc } = sheetOf();
    expect(rows).toEqual([
      ['1', 'Fresh Milk (1 l)حليب طازج', '2', 'KWD 0.450', 'KWD 0.900'],
      ['2', 'Labneh (400 g)لبنة', '1', 'KWD 0.875', 'KWD 0.875'],
    ]);
    expect(doc.querySelector('tbody .name-ar bdi')?.getAttribute('dir')).toBe('rtl');
    expect(doc.querySelector('tfoot')?.textContent).toContain('KWD 1.775');
  });

  it("falls back to 'Unknown', 'N/A', the ordered address and an 'N/A' date", () => {
    const { details } = sheetOf(
      makeOrder({ customer: null, user: null, orderedAddress: 'Hawalli, Salmiya, House 7', createdAt: 'not a date', paymentMethod: null }),
    );
    expect(details).toMatchObject({
      Customer: 'Unknown',
      Phone: 'N/A',
      Address: 'Hawalli, Salmiya, House 7',
      'Date & Time': 'N/A',
      'Payment Mode': 'N/A',
    });
    expect(sheetOf(makeOrder({ createdAt: null })).details['Date & Time']).toBe('N/A');
  });

  it('prints names containing markup as text, never as markup', () => {
    const attack = '<img src=x onerror="window.hacked=1"><script>window.hacked=2</script>';
    const order = makeOrder({
      customer: { name: attack, phone: '<b>1</b>' },
      address: '<iframe src="https://evil.example"></iframe>',
      items: [{ quantity: 1, price: 1, productName: attack, product: { name: attack, name_ar: '<svg onload=alert(1)>' } }],
    });
    const { doc, details } = sheetOf(order);
    expect(doc.querySelectorAll('img, script:not([src]), iframe, svg, b').length).toBe(0);
    expect(details.Customer).toBe(attack);
    expect(details.Address).toBe('<iframe src="https://evil.example"></iframe>');
    expect(doc.querySelector('tbody')?.textContent).toMatch(/<img src=x onerror="window.hacked=1"><script>/i);
    expect(doc.body.innerHTML).toContain('&lt;img src=x onerror="window.hacked=1"&gt;');
  });

  it('is A4 by default and switches to the 80 mm receipt with its button', () => {
    const doc = document.implementation.createHTMLDocument('');
    const print = jest.fn();
    buildPrintSheet(doc, makeOrder(), options, print);
    expect(doc.documentElement.getAttribute('data-paper')).toBe('a4');
    expect(doc.getElementById('page-rule')?.textContent).toContain('size: A4');
    const receipt = [...doc.querySelectorAll('button')].find((b) => b.textContent === 'Print (80 mm receipt)');
    if (!receipt) throw new Error('no receipt button');
    receipt.click();
    expect(doc.documentElement.getAttribute('data-paper')).toBe('receipt');
    expect(doc.getElementById('page-rule')?.textContent).toContain('size: 80mm');
    expect(print).toHaveBeenCalledTimes(1);
    // The style sheet has the 80 mm rules for printers whose page is that narrow.
    expect(doc.querySelector('style')?.textContent).toMatch(/@media print and \(max-width: 90mm\)/);
  });

  it('prints the delivery slot in Kuwait time after the date, or "As soon as possible" (decisions/delivery-slots.md)', () => {
    const slot = { startsAt: '2026-11-27T15:00:00.000Z', endsAt: '2026-11-27T16:00:00.000Z' };
    const { doc, details } = sheetOf(makeOrder({ slot, prepareAt: '2026-11-27T14:00:00.000Z' }));
    expect(details['Delivery slot']).toBe('Fri 27 Nov, 18:00–19:00');
    expect([...doc.querySelectorAll('dt')].map((dt) => dt.textContent).slice(4, 6)).toEqual(['Date & Time', 'Delivery slot']);
    expect(sheetOf(makeOrder({ slot }), { ...options, language: 'ar', t: translate(ordersAr) }).details['موعد التوصيل']).toBe('الجمعة \u206727 نوفمبر\u2069، 18:00–19:00');
    expect(sheetOf(makeOrder({ slot: null })).details['Delivery slot']).toBe('As soon as possible');
    // A server from before slots says nothing of them: neither does the sheet.
    expect(sheetOf(makeOrder()).details).not.toHaveProperty(['Delivery slot']);
  });

  it('is right-to-left in Arabic', () => {
    const { doc, details } = sheetOf(makeOrder(), { ...options, language: 'ar', t: (key, o) => `ar:${t(key, o)}` });
    expect(doc.documentElement.getAttribute('dir')).toBe('rtl');
    // The customer's Arabic name; each part of an English address isolated in its own direction.
    expect(details['ar:Customer']).toBe('عبدالله المطيري');
    expect([...doc.querySelectorAll('dd.wide bdi')].map((bdi) => bdi.textContent)).toEqual(['1', '10', '12', '2', '4', 'Salmiya', 'Hawalli']);
    expect(doc.documentElement.getAttribute('lang')).toBe('ar');
    // Amounts stay left-to-right inside the Arabic sheet.
    expect(doc.querySelector('tbody td:last-child bdi')?.getAttribute('dir')).toBe('ltr');
  });
});

describe('the print sheet in Arabic', () => {
  it("labels the status and the address's parts in Arabic", () => {
    const { details } = sheetOf(makeOrder({ status: 'ACCEPTED' }), { ...options, language: 'ar', t: translate(ordersAr) });
    expect(details.الحالة).toBe('مقبول');
    expect(details.العنوان).toBe('قطعة 1، شارع 10، مبنى 12، الدور 2، شقة 4، Salmiya، Hawalli');
  });

  it('names the shop the order was placed with, in the reader\'s language', () => {
    const shop = { id: 7, name: 'Jahra Dates House', name_ar: 'بيت تمور الجهراء' };
    expect(sheetOf(makeOrder({ shop })).details.Shop).toBe('Jahra Dates House');
    expect(sheetOf(makeOrder({ shop }), { ...options, language: 'ar', t: translate(ordersAr) }).details.المتجر).toBe('بيت تمور الجهراء');
    expect(sheetOf(makeOrder({ shop: null })).details.Shop).toBeUndefined();
  });

  it('prints a one-line address as written', () => {
    const { details } = sheetOf(makeOrder({ address: 'Salmiya, Block 1, Street 10, Building 5' }), { ...options, language: 'ar', t: translate(ordersAr) });
    expect(details.العنوان).toBe('Salmiya, Block 1, Street 10, Building 5');
  });
});

describe("the print sheet's Kuwaiti address (issue 34)", () => {
  const order = () => makeOrder({ deliveryAddress: makeDeliveryAddress() });
  const arabic = { ...options, language: 'ar' as const, t: translate(ordersAr) };

  it("prints the server's labelled line with the PACI number, the directions and the map pin, in English", () => {
    const { doc, details } = sheetOf(order());
    expect(details.Address).toBe(
      'Block 2, Street 5, Building 12, Floor 2, Apt 4, Salmiya, Hawalli' +
        'PACI number: 12345678' +
        'Directions: Behind the co-op, blue gate' +
        'Open in Maps',
    );
    // The server's one formatter: the sheet labels nothing itself.
    expect(doc.querySelectorAll('.address-part')).toHaveLength(0);
    expect(doc.querySelector('dd.wide .ltr')?.textContent).toBe('12345678');
    expect(doc.querySelector('dd.wide [dir="auto"]')?.textContent).toBe('Behind the co-op, blue gate');
    const map = doc.querySelector('a.map');
    expect(map?.getAttribute('href')).toBe('https://www.google.com/maps?q=29.3375,48.0758');
    expect(map?.getAttribute('target')).toBe('_blank');
    expect(map?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("prints the Arabic line (the area's Arabic name) and Arabic labels on the Arabic sheet", () => {
    const { details } = sheetOf(order(), arabic);
    expect(details.العنوان).toBe(
      'قطعة 2، شارع 5، مبنى 12، الدور 2، شقة 4، السالمية، حولي' + 'الرقم الآلي للعنوان: 12345678' + 'إرشادات الوصول: Behind the co-op, blue gate' + 'فتح في الخرائط',
    );
  });

  it('prints only the line when the model has no PACI number, directions or pin', () => {
    const { doc, details } = sheetOf(makeOrder({ deliveryAddress: makeDeliveryAddress({ paci: null, directions: null, pin: null }) }), arabic);
    expect(details.العنوان).toBe('قطعة 2، شارع 5، مبنى 12، الدور 2، شقة 4، السالمية، حولي');
    expect(doc.querySelector('a.map')).toBeNull();
  });
});

// decisions/grocery-products.md: picking starts from the sheet, so each line says what the customer wants if it is not there.
describe("the sheet's choices if an item is unavailable", () => {
  const arabic = { ...options, language: 'ar' as const, t: translate(ordersAr) };
  const plain = (node: Element | null) => (node?.textContent ?? '').replace(/[\u2066-\u2069]/g, '');
  const withChoices = () => {
    const order = makeOrder();
    const [milk, labneh] = order.items ?? [];
    return makeOrder({
      ifUnavailable: 'call',
      items: [
        { ...milk, ifUnavailable: 'product', substitute: { id: 9, name: 'Almarai Milk 1 L', name_ar: 'حليب المراعي 1 لتر' } },
        { ...labneh, ifUnavailable: 'similar', substitute: null },
      ],
    });
  };
  const choices = (doc: Document) => [...doc.querySelectorAll('tbody tr')].map((tr) => plain(tr.querySelector('.if-unavailable')));

  it("prints each line's choice under its names, and the order's default among the details", () => {
    const { doc, details } = sheetOf(withChoices());
    expect(choices(doc)).toEqual(['If unavailable: Substitute with Almarai Milk 1 L', 'If unavailable: Substitute similar']);
    expect(details['If an item is unavailable']).toBe('Call me first');
  });

  it('prints them in Arabic on the Arabic sheet, the substitute by its Arabic name', () => {
    const { doc, details } = sheetOf(withChoices(), arabic);
    expect(choices(doc)).toEqual(['إن لم يتوفر: استبداله بـ حليب المراعي 1 لتر', 'إن لم يتوفر: استبداله بمنتج مشابه']);
    expect(details['إن لم يتوفر أحد المنتجات']).toBe('الاتصال بي أولاً');
  });

  it('prints nothing of it for an order from a server that does not send it', () => {
    const { doc, details, rows } = sheetOf(makeOrder());
    expect(doc.querySelector('.if-unavailable')).toBeNull();
    expect(details).not.toHaveProperty('If an item is unavailable');
    expect(rows[0][1]).toBe('Fresh Milk (1 l)حليب طازج');
  });
});

describe('openPrintSheet', () => {
  it('opens a new window, writes the sheet into it and prints it automatically', () => {
    const popup = {
      document: document.implementation.createHTMLDocument(''),
      focus: jest.fn(),
      print: jest.fn(),
      setTimeout: (callback: () => void) => callback(),
    };
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    expect(openPrintSheet(makeOrder({ id: 77 }), options)).toBe(true);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(popup.document.title).toBe('Order #77');
    expect(popup.print).toHaveBeenCalledTimes(1);
  });

  it('reports a blocked window', () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    expect(openPrintSheet(makeOrder(), options)).toBe(false);
  });
});
