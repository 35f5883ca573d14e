import { type AddressRow, deliveryAddressOf, withoutTypedLabel } from './delivery-address';

// The one Kuwaiti delivery address: labelled, in the reader's language, read the same way from every order.

const NONE: AddressRow = {
  governorateId: null, areaId: null, blockId: null, governorate: null, area: null, block: null,
  governorateAr: null, areaAr: null, blockAr: null, street: null, avenue: null, building: null,
  floor: null, apartment: null, paci: null, directions: null, latitude: null, longitude: null,
};

/** An order placed through the customers' API: its places checked against the tree, both names kept. */
const placed: AddressRow = {
  ...NONE,
  governorateId: 2, areaId: 14, blockId: 41,
  governorate: 'Hawalli', area: 'Salmiya', block: 'Block 2',
  governorateAr: 'حولي', areaAr: 'السالمية', blockAr: 'قطعة 2',
  street: '5', avenue: '3', building: '12', floor: '2', apartment: '4',
};

describe('deliveryAddressOf', () => {
  it('labels every part, block and street first, the area and governorate last, in English and in Arabic', () => {
    expect(deliveryAddressOf(placed)?.text).toEqual({
      en: 'Block 2, Street 5, Avenue 3, Building 12, Floor 2, Apt 4, Salmiya, Hawalli',
      ar: 'قطعة 2، شارع 5، جادة 3، مبنى 12، الدور 2، شقة 4، السالمية، حولي',
    });
  });

  it('answers the places with their ids and both names, the parts as stored, the PACI number, directions and pin', () => {
    const address = deliveryAddressOf({ ...placed, street: 'Street 5', paci: '12345678', directions: 'Blue gate, second door', latitude: '29.338000', longitude: '48.061000' });
    expect(address).toEqual({
      governorate: { id: 2, name: 'Hawalli', name_ar: 'حولي' },
      area: { id: 14, name: 'Salmiya', name_ar: 'السالمية' },
      block: { id: 41, name: 'Block 2', name_ar: 'قطعة 2' },
      street: 'Street 5',
      avenue: '3',
      building: '12',
      floor: '2',
      apartment: '4',
      paci: '12345678',
      directions: 'Blue gate, second door',
      pin: { latitude: 29.338, longitude: 48.061 },
      text: expect.objectContaining({ en: 'Block 2, Street 5, Avenue 3, Building 12, Floor 2, Apt 4, Salmiya, Hawalli' }),
    });
  });

  it('never labels a value twice: a label typed in either language is taken off first', () => {
    const typed = deliveryAddressOf({
      ...NONE, block: 'Block 3', street: 'Street 10', avenue: 'Ave. 1', building: 'House 7', floor: 'Floor 1', apartment: 'Flat 9',
      area: 'Salmiya', governorate: 'Hawalli',
    });
    expect(typed?.text.en).toBe('Block 3, Street 10, Avenue 1, Building 7, Floor 1, Apt 9, Salmiya, Hawalli');
    expect(typed?.text.ar).toBe('قطعة 3، شارع 10، جادة 1، مبنى 7، الدور 1، شقة 9، Salmiya، Hawalli');
    const arabic = deliveryAddressOf({ ...NONE, street: 'شارع 10', building: 'منزل 7' });
    expect(arabic?.text).toEqual({ en: 'Street 10, Building 7', ar: 'شارع 10، مبنى 7' });
  });

  it('takes off only a whole label word: a street whose name starts with one keeps it', () => {
    expect(withoutTypedLabel('street', 'Stadium Road')).toBe('Stadium Road');
    expect(withoutTypedLabel('street', 'St. 4')).toBe('4');
    expect(withoutTypedLabel('block', 'Block')).toBe('Block');
    expect(deliveryAddressOf({ ...NONE, street: 'Stadium Road' })?.text.en).toBe('Street Stadium Road');
  });

  it('leaves empty and blank parts out', () => {
    const address = deliveryAddressOf({ ...NONE, block: 'Block 1', street: '  ', building: '9', avenue: '', area: 'Jabriya', governorate: null });
    expect(address?.text).toEqual({ en: 'Block 1, Building 9, Jabriya', ar: 'قطعة 1، مبنى 9، Jabriya' });
    expect(address).toMatchObject({ street: null, avenue: null, governorate: { id: null, name: null, name_ar: null }, pin: null, paci: null });
  });

  it('writes the English name in Arabic where the order has no Arabic one', () => {
    const text = deliveryAddressOf({ ...placed, areaAr: null, governorateAr: '', blockAr: null })?.text.ar;
    expect(text).toBe('قطعة 2، شارع 5، جادة 3، مبنى 12، الدور 2، شقة 4، Salmiya، Hawalli');
  });

  it('is null for an order that has only a one-line address, or none: that line is shown as written', () => {
    expect(deliveryAddressOf(NONE)).toBeNull();
    expect(deliveryAddressOf({ ...NONE, street: ' ' })).toBeNull();
  });

  it('is there for an order that has only a place or a pin', () => {
    expect(deliveryAddressOf({ ...NONE, areaId: 3 })?.text).toEqual({ en: '', ar: '' });
    expect(deliveryAddressOf({ ...NONE, latitude: '29.3', longitude: '48' })?.pin).toEqual({ latitude: 29.3, longitude: 48 });
  });
});
