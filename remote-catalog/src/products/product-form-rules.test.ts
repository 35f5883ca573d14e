import { hasValidCheckDigit, productFormValues, toProductSave, validateProductForm, type ProductFormValues } from './product-form-rules';
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
  unit: 'piece',
  weightStep: '',
  estimatedWeight: '',
  sku: '',
  barcode: '',
};
const byWeight: Partial<ProductFormValues> = { unit: 'weight', weightStep: '0.250', estimatedWeight: '1.2' };
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

describe('sold by weight, SKU and barcode (decisions/grocery-products.md, as the API checks them)', () => {
  it('accepts a product by weight with a step and an estimated weight', () => {
    expect(messages(byWeight)).toEqual({});
    expect(messages({ ...byWeight, weightStep: '0.001', estimatedWeight: '50' })).toEqual({});
    expect(messages({ ...byWeight, weightStep: '10' })).toEqual({});
  });

  it("says 'Choose piece or weight' for any other unit", () => {
    expect(messages({ unit: 'box' as ProductFormValues['unit'] })).toEqual({ unit: 'Choose piece or weight' });
  });

  it.each(['', '0', '0.000', '0.0005', '10.001', '12', 'abc', '-1', '0,25'])("refuses weight step %p with the API's message", (weightStep) => {
    expect(messages({ ...byWeight, weightStep })).toEqual({ weightStep: 'Enter the weight step in kg (0.001 to 10)' });
  });

  it.each(['', '0', '50.001', '100', '1.2345', 'x'])("refuses estimated weight %p with the API's message", (estimatedWeight) => {
    expect(messages({ ...byWeight, estimatedWeight })).toEqual({ estimatedWeight: 'Enter the estimated weight in kg (0.001 to 50)' });
  });

  it('ignores the weights of a product sold by the piece', () => {
    expect(messages({ weightStep: 'junk', estimatedWeight: '999' })).toEqual({});
  });

  it.each(['AB-12_3.4/5', 'x', 'A'.repeat(64)])('accepts SKU %p', (sku) => {
    expect(messages({ sku })).toEqual({});
  });

  it.each(['A B', 'حليب', 'A'.repeat(65), 'a#1'])("refuses SKU %p with 'SKU: up to 64 letters, digits, - _ . /'", (sku) => {
    expect(messages({ sku })).toEqual({ sku: 'SKU: up to 64 letters, digits, - _ . /' });
  });

  it.each(['96385074', '036000291452', '6291041500213', '10012345678902'])('accepts barcode %p (GTIN-8, -12, -13, -14)', (barcode) => {
    expect(messages({ barcode })).toEqual({});
  });

  it.each(['1234567', '123456789', '12345678901', '629104150021300', '62910415002a3'])("refuses barcode %p with 'The barcode must be 8, 12, 13 or 14 digits'", (barcode) => {
    expect(messages({ barcode })).toEqual({ barcode: 'The barcode must be 8, 12, 13 or 14 digits' });
  });

  it.each(['96385075', '036000291453', '6291041500214', '10012345678901'])("refuses barcode %p with 'The barcode check digit is wrong'", (barcode) => {
    expect(messages({ barcode })).toEqual({ barcode: 'The barcode check digit is wrong' });
  });
});

describe('the GS1 check digit', () => {
  it('weights the digits 3, 1, 3… from the right of the check digit', () => {
    // 4006381333931: 3·3+1·9+3·3+1·3+3·3+1·1+3·8+1·3+3·6+1·0+3·0+1·4 = 89, and 89 + 1 = 90.
    expect(hasValidCheckDigit('4006381333931')).toBe(true);
    expect(hasValidCheckDigit('4006381333932')).toBe(false);
    // Swapping two neighbours is caught too.
    expect(hasValidCheckDigit('4006381339331')).toBe(false);
  });

  it('is false for anything but digits', () => {
    expect(hasValidCheckDigit('')).toBe(false);
    expect(hasValidCheckDigit('40063813339a1')).toBe(false);
  });
});

describe('the product save body (spec §7 multipart)', () => {
  it('sends the fields, trimmed, and the file when one was chosen', () => {
    const body = productBody(toProductSave({ ...valid, name: ' Fresh Milk ', sku: ' MILK-1 ', barcode: '6291041500213' }, photo));
    expect(Object.fromEntries([...body.entries()].filter(([key]) => key !== 'file'))).toEqual({
      name: 'Fresh Milk',
      name_ar: 'حليب',
      categoryId: '3',
      price: '0.750',
      stock: '24',
      unit: 'piece',
      sku: 'MILK-1',
      barcode: '6291041500213',
    });
    expect((body.get('file') as File).name).toBe('milk.png');
  });

  it('leaves the file out when none was chosen (an edit keeps its image)', () => {
    expect(productBody(toProductSave(valid, null)).has('file')).toBe(false);
  });
});

describe('the unit in the save body and the loaded product (decisions/grocery-products.md)', () => {
  it('sends a product by weight with its step and estimated weight, and an empty SKU and barcode (they clear)', () => {
    const body = productBody(toProductSave({ ...valid, ...byWeight, price: '2.500' }, null));
    expect([body.get('unit'), body.get('price'), body.get('weightStep'), body.get('estimatedWeight'), body.get('sku'), body.get('barcode')]).toEqual([
      'weight',
      '2.500',
      '0.250',
      '1.2',
      '',
      '',
    ]);
  });

  it('sends no weights for a product by the piece, whatever the hidden fields hold', () => {
    const body = productBody(toProductSave({ ...valid, weightStep: '0.5', estimatedWeight: '1' }, null));
    expect(body.get('unit')).toBe('piece');
    expect(body.has('weightStep')).toBe(false);
    expect(body.has('estimatedWeight')).toBe(false);
  });

  it('loads a product by weight, and one without a unit as by the piece', () => {
    const loaded = productFormValues({ id: 1, name: 'Tomatoes', price: 0.6, stock: 9, unit: 'weight', weightStep: 0.25, estimatedWeight: 0.15, sku: 'TOM', barcode: null });
    expect([loaded.unit, loaded.weightStep, loaded.estimatedWeight, loaded.sku, loaded.barcode]).toEqual(['weight', '0.25', '0.15', 'TOM', '']);
    expect(productFormValues({ id: 2, name: 'Laban', price: 0.35, stock: 7 }).unit).toBe('piece');
  });
});
