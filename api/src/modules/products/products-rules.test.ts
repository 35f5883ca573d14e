import { barcodeError, GROCERY_MESSAGES, gs1CheckDigit, hasGs1CheckDigit, parseKg, parsePrice, parseStock, productFormRules, productStatusRules, settleUnit } from './products-rules';

describe('parsePrice: exact KWD amounts, checked on the text', () => {
  it.each([
    ['0.750', '0.75'],
    ['1', '1'],
    ['007.100', '7.1'],
    ['  2.5 ', '2.5'],
    ['0.001', '0.001'],
    ['999999999.999', '999999999.999'],
  ])('reads %j as %j', (raw, exact) => expect(parsePrice(raw)).toBe(exact));

  it.each(['0', '0.0', '000.000', '-1', '1.2345', '1e3', '0x10', '1,5', '.5', '5.', 'NaN', 'Infinity', '1000000000', ''])(
    'refuses %j',
    (raw) => expect(parsePrice(raw)).toBeNull(),
  );
});

describe('parseStock', () => {
  it.each([
    ['0', 0],
    ['24', 24],
    ['2147483647', 2147483647],
  ])('reads %j as %d', (raw, stock) => expect(parseStock(raw)).toBe(stock));
  it.each(['-1', '1.5', '2147483648', 'ten', '1e2', ''])('refuses %j', (raw) => expect(parseStock(raw)).toBeNull());
});

describe('productFormRules', () => {
  it('gives every spec §5 message for an empty create form', () => {
    expect(productFormRules({}, 'create', { sent: false, existing: false }).errors).toEqual({
      name: 'Product name is required',
      categoryId: 'Category is required',
      price: 'Price is required',
      stock: 'Stock is required',
      image: 'Product image is required',
    });
  });

  it('asks for no image on edit when one exists, and checks only sent fields on patch', () => {
    expect(productFormRules({ name: 'Milk', categoryId: '3', price: '1', stock: '0' }, 'replace', { sent: false, existing: true }).errors).toEqual({});
    expect(productFormRules({ price: '0' }, 'patch', { sent: false, existing: false }).errors).toEqual({ price: 'Enter a valid price' });
  });

  it("says 'Price can have at most 3 decimals' for a price with four, and 'Enter a valid price' for a zero one", () => {
    expect(productFormRules({ price: '1.2345' }, 'patch', { sent: false, existing: false }).errors).toEqual({ price: 'Price can have at most 3 decimals' });
    expect(productFormRules({ price: '0.0000' }, 'patch', { sent: false, existing: false }).errors).toEqual({ price: 'Enter a valid price' });
  });
});

describe('productStatusRules', () => {
  it.each(['active', 'inactive', ' Active '])('accepts %j', (status) => expect(productStatusRules({ status }).errors).toEqual({}));
  it('refuses anything else', () => {
    expect(productStatusRules({}).errors).toEqual({ status: 'Status is required' });
    expect(productStatusRules({ status: 'archived' }).errors).toEqual({ status: 'Status must be active or inactive' });
  });
});

// decisions/grocery-products.md: the unit, its weights, the SKU and the barcode.
describe('parseKg: kg to the gram, checked on the text', () => {
  it.each([
    ['0.250', 10, '0.25'],
    ['0.001', 10, '0.001'],
    ['10', 10, '10'],
    ['10.000', 10, '10'],
    ['50', 50, '50'],
    ['٠.٥', 10, '0.5'],
  ])('reads %j (at most %d) as %j', (raw, max, kg) => expect(parseKg(raw, max)).toBe(kg));

  it.each([
    ['0', 10],
    ['0.000', 10],
    ['0.0001', 10],
    ['10.001', 10],
    ['50.001', 50],
    ['-1', 10],
    ['1e1', 10],
    ['.5', 10],
    ['ten', 10],
    ['', 10],
  ])('refuses %j (at most %d)', (raw, max) => expect(parseKg(raw, max)).toBeNull());
});

describe('GS1 check digits and barcodes', () => {
  it.each(['4006381333931', '96385074', '036000291452', '10614141000415', '6291041500213'])('accepts the GTIN %s', (code) => {
    expect(hasGs1CheckDigit(code)).toBe(true);
    expect(barcodeError(code)).toBeNull();
  });

  it('computes the check digit of the digits before it', () => {
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(gs1CheckDigit('629104150021')).toBe(3);
    expect(gs1CheckDigit('0')).toBe(0);
  });

  it('refuses a wrong check digit, and any other length or character', () => {
    expect(barcodeError('4006381333932')).toBe(GROCERY_MESSAGES.barcodeCheckDigit);
    // Two digits swapped: the check digit catches it.
    expect(barcodeError('4006381339331')).toBe(GROCERY_MESSAGES.barcodeCheckDigit);
    for (const code of ['1234567', '123456789', '12345678901', '123456789012345', '40063813339a1', '']) {
      expect(barcodeError(code)).toBe(GROCERY_MESSAGES.barcodeLength);
    }
  });
});

describe('settleUnit: the unit and its weights as stored', () => {
  const weighed = { unit: 'weight', weightStep: '0.25', estimatedWeight: '1.5' } as const;

  it('makes a new product a piece by default, and drops weights sent with a piece', () => {
    expect(settleUnit({}, null)).toEqual({ errors: {}, values: { unit: 'piece', weightStep: null, estimatedWeight: null } });
    expect(settleUnit({ unit: 'piece', weightStep: '0.5' }, weighed).values).toEqual({ unit: 'piece', weightStep: null, estimatedWeight: null });
  });

  it('needs both weights by weight, sent or kept from the product', () => {
    expect(settleUnit({ unit: 'weight' }, null).errors).toEqual({ weightStep: GROCERY_MESSAGES.weightStep, estimatedWeight: GROCERY_MESSAGES.estimatedWeight });
    expect(settleUnit({ weightStep: '0.5' }, weighed)).toEqual({ errors: {}, values: { ...weighed, weightStep: '0.5' } });
    expect(settleUnit({ estimatedWeight: null }, weighed).errors).toEqual({ estimatedWeight: GROCERY_MESSAGES.estimatedWeight });
  });
});

describe('productFormRules: the grocery fields', () => {
  const rules = (fields: Record<string, string>, mode: 'create' | 'replace' | 'patch' = 'patch') => productFormRules(fields, mode, { sent: true, existing: true });
  const complete = { name: 'Hamour', categoryId: '3', price: '6.750', stock: '4' };

  it('creates a piece with no codes by default, and a product by weight with both weights', () => {
    expect(rules(complete, 'create')).toEqual({
      errors: {},
      values: { name: 'Hamour', categoryId: 3, price: '6.75', stock: 4, unit: 'piece', weightStep: null, estimatedWeight: null },
    });
    expect(rules({ ...complete, unit: 'weight', weightStep: '0.500', estimatedWeight: '2' }, 'create').values).toMatchObject({ unit: 'weight', weightStep: '0.5', estimatedWeight: '2' });
  });

  it('says each message for a wrong unit, step, item weight, SKU or barcode', () => {
    expect(rules({ unit: 'kg', weightStep: '0', estimatedWeight: '51', sku: 'SKU 1', barcode: '12345' }).errors).toEqual({
      unit: 'Choose piece or weight',
      weightStep: 'Enter the weight step in kg (0.001 to 10)',
      estimatedWeight: 'Enter the estimated weight in kg (0.001 to 50)',
      sku: 'SKU: up to 64 letters, digits, - _ . /',
      barcode: 'The barcode must be 8, 12, 13 or 14 digits',
    });
    expect(rules({ barcode: '6291041500214' }).errors).toEqual({ barcode: 'The barcode check digit is wrong' });
    expect(rules({ sku: 'x'.repeat(65) }).errors).toEqual({ sku: 'SKU: up to 64 letters, digits, - _ . /' });
  });

  it('asks a new product by weight for its weights', () => {
    expect(rules({ ...complete, unit: 'weight' }, 'create').errors).toEqual({
      weightStep: 'Enter the weight step in kg (0.001 to 10)',
      estimatedWeight: 'Enter the estimated weight in kg (0.001 to 50)',
    });
  });

  it('keeps a SKU as typed, reads a barcode as printed or typed in Arabic digits, and clears either when empty', () => {
    expect(rules({ sku: ' Fish-01/b.2_X ', barcode: '6 291041 500213' }).values).toEqual({ sku: 'Fish-01/b.2_X', barcode: '6291041500213' });
    expect(rules({ barcode: '٦٢٩١٠٤١٥٠٠٢١٣' }).values).toEqual({ barcode: '6291041500213' });
    expect(rules({ sku: '', barcode: ' ' }).values).toEqual({ sku: null, barcode: null });
  });
});
