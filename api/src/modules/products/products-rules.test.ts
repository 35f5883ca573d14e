import { parsePrice, parseStock, productFormRules, productStatusRules } from './products-rules';

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
