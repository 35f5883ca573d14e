import { importRowRules, readImportCsv } from './product-import-rules';

const rows = (text: string) => {
  const read = readImportCsv(text);
  if ('file' in read) throw new Error(read.file);
  return read.rows;
};

describe('readImportCsv', () => {
  it('gives each row its line, past blank lines and line breaks inside quotes', () => {
    expect(rows('name,price\r\n"a\r\nb",1\r\n\r\nc,2\r\n')).toEqual([
      { line: 2, cells: { name: 'a\r\nb', price: '1' } },
      { line: 5, cells: { name: 'c', price: '2' } },
    ]);
  });

  it('names the line of a broken quote, counting a line break inside quotes once', () => {
    expect(readImportCsv('name,price\r\n"a\r\nb",1\r\nc "d",2\r\n')).toEqual({ file: expect.stringMatching(/^Line 4 has a broken quote/) });
    expect(readImportCsv('name,price\r\n"a\r\nb",1\r\n"open,2\r\nx,3\r\n')).toEqual({ file: expect.stringMatching(/from line 4 on$/) });
  });

  it("reads a cell the export neutralised as it was: the apostrophe before = + - @ goes, any other stays", () => {
    expect(rows("name\n'-20% off\n'=SUM(A1)\n'plain\n").map((row) => row.cells.name)).toEqual(['-20% off', '=SUM(A1)', "'plain"]);
  });

  it('trims the header and marks a row of the wrong width', () => {
    expect(readImportCsv(' name , price\nx\n')).toEqual({ columnCount: 2, rows: [{ line: 2, cells: { name: 'x', price: '' }, width: 1 }] });
  });
});

describe('importRowRules', () => {
  const rule = (cells: Record<string, string>) => importRowRules({ line: 2, cells }, Object.keys(cells).length);

  it('creates from a row without an id: every required field, spec §5 messages, no image rule, active by default', () => {
    expect(rule({ id: '', name: '', categoryId: '', price: '', stock: '' }).errors).toEqual({
      name: 'Product name is required',
      categoryId: 'Category is required',
      price: 'Price is required',
      stock: 'Stock is required',
    });
    expect(rule({ name: ' Milk ', categoryId: '3', price: '0.750', stock: '0' })).toEqual({
      errors: {},
      values: { id: null, name: 'Milk', price: '0.75', stock: 0, status: 'active', unit: 'piece', weightStep: null, estimatedWeight: null },
      category: { id: 3 },
    });
  });

  it('changes only the columns the file has, reading Arabic-Indic digits and the Arabic decimal point', () => {
    expect(rule({ id: '١٢', price: '١٫٢٥٠' })).toEqual({ errors: {}, values: { id: 12, price: '1.25' }, category: {} });
    // An empty cell on a product's row changes nothing (an exported file with a cell emptied).
    expect(rule({ id: '12', name: '', stock: '', categoryId: '' })).toEqual({ errors: {}, values: { id: 12 }, category: {} });
    expect(rule({ id: '12', status: '' }).values).toEqual({ id: 12 });
  });

  it('reads the grocery columns (decisions/grocery-products.md): weights in Arabic digits, a barcode as the export wrote it for Excel', () => {
    expect(rule({ id: '12', unit: 'weight', weightStep: '٠٫٢٥٠', estimatedWeight: '1.5', sku: 'FISH-01', barcode: '="6291041500213"' }).values).toEqual({
      id: 12,
      unit: 'weight',
      weightStep: '0.25',
      estimatedWeight: '1.5',
      sku: 'FISH-01',
      barcode: '6291041500213',
    });
    expect(rule({ id: '12', barcode: '="6291041500214"' }).errors).toEqual({ barcode: 'The barcode check digit is wrong' });
    // A new product's unit is settled by the form's rule: by weight, both weights.
    expect(rule({ name: 'Hamour', categoryId: '3', price: '6.750', stock: '2', unit: 'weight', weightStep: '0.5', estimatedWeight: '' }).errors).toEqual({
      estimatedWeight: 'Enter the estimated weight in kg (0.001 to 50)',
    });
  });

  it('refuses a bad id, price, stock and status', () => {
    expect(rule({ id: 'x', price: '1.2345', stock: '-1', status: 'on' }).errors).toEqual({
      id: 'Enter a valid product id, or leave it empty for a new product',
      price: 'Price can have at most 3 decimals',
      stock: 'Enter a valid stock quantity',
      status: 'Status must be active or inactive',
    });
  });
});
