import {
  addressExtras,
  addressParts,
  customerName,
  itemLineTotal,
  itemQuantity,
  itemUnitPrice,
  orderAddress,
  orderCustomer,
  orderTotalAmount,
  orderTotalQuantity,
  productSummary,
  titleCase,
} from './order-view';
import { makeDeliveryAddress, makeOrder } from '../test-utils/test-orders';

describe('orderAddress: spec §2 Print sheet address rule, for a server that sends no address model', () => {
  it('prefers the one-line address', () => {
    expect(orderAddress(makeOrder({ address: 'Salmiya, Block 1, Building 5', orderedAddress: 'other' }), 'en')).toBe('Salmiya, Block 1, Building 5');
  });

  it('falls back to the ordered address', () => {
    expect(orderAddress(makeOrder({ address: '  ', orderedAddress: 'Hawalli, Salmiya, House 7' }), 'en')).toBe('Hawalli, Salmiya, House 7');
  });

  it('else joins apartment, floor, building, avenue, street, block, area, governorate, skipping the empty ones', () => {
    const order = makeOrder({ apartment: '4', floor: '2', building: '12', avenue: 'Avenue 3', street: 'Street 10', block: 'Block 1', area: 'Salmiya', governorate: 'Hawalli' });
    expect(orderAddress(order, 'en')).toBe('4, 2, 12, Avenue 3, Street 10, Block 1, Salmiya, Hawalli');
    expect(orderAddress(makeOrder({ avenue: null, floor: '' }), 'en')).toBe('4, 12, Street 10, Block 1, Salmiya, Hawalli');
  });

  it('is null when the order has no address at all', () => {
    const none = { apartment: null, floor: null, building: null, avenue: null, street: null, block: null, area: null, governorate: null };
    expect(orderAddress(makeOrder(none), 'en')).toBeNull();
  });
});

describe('orderAddress with the Kuwaiti address model (issue 34)', () => {
  const model = makeDeliveryAddress();

  it("reads the server's labelled line in the reader's language, over the one-line address and the parts", () => {
    const order = makeOrder({ deliveryAddress: model, address: 'old one-line address' });
    expect(orderAddress(order, 'en')).toBe('Block 2, Street 5, Building 12, Floor 2, Apt 4, Salmiya, Hawalli');
    expect(orderAddress(order, 'ar')).toBe('قطعة 2، شارع 5، مبنى 12، الدور 2، شقة 4، السالمية، حولي');
  });

  it("takes the other language's line before an unlabelled reading, and spec §2's rule when the model has no line", () => {
    expect(orderAddress(makeOrder({ deliveryAddress: { ...model, text: { en: 'Block 2, Salmiya', ar: ' ' } } }), 'ar')).toBe('Block 2, Salmiya');
    expect(orderAddress(makeOrder({ deliveryAddress: { ...model, text: null } }), 'en')).toBe('4, 2, 12, Street 10, Block 1, Salmiya, Hawalli');
  });

  it('gives no parts to label: the server labelled them', () => {
    expect(addressParts(makeOrder({ deliveryAddress: model }))).toEqual([]);
  });

  it('gives the PACI number, the directions and the pin as a Google Maps link', () => {
    expect(addressExtras(makeOrder({ deliveryAddress: model }))).toEqual({
      paci: '12345678',
      directions: 'Behind the co-op, blue gate',
      mapUrl: 'https://www.google.com/maps?q=29.3375,48.0758',
    });
    // Coordinates sent as strings are read as numbers; a pin off the globe, or none, gives no link.
    expect(addressExtras(makeOrder({ deliveryAddress: { ...model, pin: { latitude: '29.1', longitude: '47.9' } } })).mapUrl).toBe('https://www.google.com/maps?q=29.1,47.9');
    expect(addressExtras(makeOrder({ deliveryAddress: { ...model, pin: { latitude: 129, longitude: 48 } } })).mapUrl).toBeNull();
    expect(addressExtras(makeOrder({ deliveryAddress: { ...model, paci: ' ', directions: null, pin: null } }))).toEqual({ paci: null, directions: null, mapUrl: null });
    expect(addressExtras(makeOrder())).toEqual({ paci: null, directions: null, mapUrl: null });
  });
});

describe('customer', () => {
  it('reads the customer, else the nested user', () => {
    expect(orderCustomer(makeOrder({ customer: null, user: { name: 'Sara', phone: '+96511112222' } }))).toEqual({
      name: 'Sara',
      name_ar: null,
      phone: '+96511112222',
    });
  });

  it('names the customer in Arabic when the order has an Arabic name', () => {
    expect(customerName(makeOrder(), 'ar')).toBe('عبدالله المطيري');
    expect(customerName(makeOrder(), 'en')).toBe('Abdullah Al-Mutairi');
    expect(customerName(makeOrder({ customer: null, user: null }), 'en')).toBeNull();
  });
});

describe('products and amounts', () => {
  it("sums up the product column as the first item plus '+N'", () => {
    expect(productSummary(makeOrder(), 'en')).toEqual({ first: 'fresh milk (1 l)', more: 1 });
    expect(productSummary(makeOrder(), 'ar')).toEqual({ first: 'حليب طازج', more: 1 });
    expect(productSummary(makeOrder({ items: [] }), 'en')).toEqual({ first: '', more: 0 });
  });

  it('defaults quantity to 1 and price to the product price', () => {
    const item = { productName: 'x', product: { price: '0.125' } };
    expect(itemQuantity(item)).toBe(1);
    expect(itemUnitPrice(item)).toBe(0.125);
    expect(itemLineTotal({ ...item, quantity: 3 })).toBe(0.375);
  });

  it('computes missing totals on whole fils, never as a float sum', () => {
    const items = [
      { quantity: 3, price: 0.1 },
      { quantity: 1, price: 0.2 },
    ];
    const order = makeOrder({ totalAmount: null, totalQuantity: null, items });
    expect(orderTotalAmount(order)).toBe(0.5); // 0.1 * 3 + 0.2 is 0.5000000000000001 in floats
    expect(orderTotalQuantity(order)).toBe(4);
    expect(orderTotalAmount(makeOrder({ totalAmount: '12.345' }))).toBe(12.345);
  });
});

describe('addressParts (the print sheet\'s labelled address)', () => {
  it('gives the parts block first, each without the label typed into it, empty ones left out', () => {
    expect(addressParts(makeOrder({ avenue: '  ', street: 'St. 10', building: 'Bldg 12' }))).toEqual([
      { part: 'block', value: '1' },
      { part: 'street', value: '10' },
      { part: 'building', value: '12' },
      { part: 'floor', value: '2' },
      { part: 'apartment', value: '4' },
      { part: 'area', value: 'Salmiya' },
      { part: 'governorate', value: 'Hawalli' },
    ]);
  });

  it('keeps a value that is only a label, and gives none for an order with a one-line address', () => {
    expect(addressParts(makeOrder({ street: 'Street' })).find((p) => p.part === 'street')).toEqual({ part: 'street', value: 'Street' });
    expect(addressParts(makeOrder({ orderedAddress: 'Hawalli, Salmiya, House 7' }))).toEqual([]);
  });
});

describe('titleCase (spec §2 print sheet)', () => {
  it('capitalises each word and keeps a unit after its number as written', () => {
    expect(titleCase('FRESH milk (1 l)')).toBe('Fresh Milk (1 l)');
    expect(titleCase('Labneh (250 g)')).toBe('Labneh (250 g)');
    expect(titleCase('half-fat milk 2.5 KG')).toBe('Half-Fat Milk 2.5 KG');
    expect(titleCase('حليب طازج')).toBe('حليب طازج');
  });
});
