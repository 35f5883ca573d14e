import { toProductSave, validateProductForm, type ProductFormValues } from './product-form-rules';
import { productBody } from './products-api';
import { productsEn } from './products.en';

const valid: ProductFormValues = {
  name: 'Fresh Milk',
  name_ar: 'حليب',
  categoryId: '3',
  price: '0.750',
  stock: '24',
  stockMode: 'total',
  stockAdjustment: '',
  stockReason: '',
  stockNote: '',
};
const photo = new File(['png'], 'milk.png', { type: 'image/png' });

/** The English text of each rule's catalogue key ('products.rules.x'). */
function messages(values: Partial<ProductFormValues> & { file?: File | null }, existing = false) {
  const { file = photo, ...rest } = values;
  const errors = validateProductForm({ ...valid, ...rest }, { chosen: file !== null, existing });
  return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, key && productsEn.rules[key]]));
}

describe('product form rules (spec §5 Product form)', () => {
  it('accepts a complete product', () => {
    expect(messages({})).toEqual({});
  });

  it('says every required field is missing, with the spec messages', () => {
    expect(messages({ name: '  ', categoryId: '', price: '', stock: '', file: null })).toEqual({
      name: 'Product name is required',
      categoryId: 'Category is required',
      price: 'Price is required',
      stock: 'Stock is required',
      image: 'Product image is required',
    });
  });

  it('does not enforce the Arabic name', () => {
    expect(messages({ name_ar: '' })).toEqual({});
  });

  it.each(['0', '0.000', '-1', 'abc', '1e3', '1,5', '0.0000'])("refuses price %p with 'Enter a valid price'", (price) => {
    expect(messages({ price })).toEqual({ price: 'Enter a valid price' });
  });

  it.each(['1.2345', '0.0001', '12.50000'])("says 'Price can have at most 3 decimals' for price %p, as the API does", (price) => {
    expect(messages({ price })).toEqual({ price: 'Price can have at most 3 decimals' });
  });

  it.each(['0.001', '12', '7.5', '999999999.999'])('accepts price %p', (price) => {
    expect(messages({ price })).toEqual({});
  });

  it.each(['-1', '1.5', 'ten', '2147483648'])("refuses stock %p with 'Enter a valid stock quantity'", (stock) => {
    expect(messages({ stock })).toEqual({ stock: 'Enter a valid stock quantity' });
  });

  it('accepts a stock of 0 (at least 0)', () => {
    expect(messages({ stock: '0' })).toEqual({});
  });

  it('needs an image on create, but an edit may keep the existing one', () => {
    expect(messages({ file: null })).toEqual({ image: 'Product image is required' });
    expect(messages({ file: null }, true)).toEqual({});
  });
});

describe('the product save body (spec §7 multipart)', () => {
  it('sends the fields, trimmed, and the file when one was chosen', () => {
    const body = productBody(toProductSave({ ...valid, name: ' Fresh Milk ' }, photo));
    expect(Object.fromEntries([...body.entries()].filter(([key]) => key !== 'file'))).toEqual({
      name: 'Fresh Milk',
      name_ar: 'حليب',
      categoryId: '3',
      price: '0.750',
      stock: '24',
    });
    expect((body.get('file') as File).name).toBe('milk.png');
  });

  it('leaves the file out when none was chosen (an edit keeps its image)', () => {
    expect(productBody(toProductSave(valid, null)).has('file')).toBe(false);
  });
});
