import { setLanguage } from '@dukkan/shared';
import { fail, ok, renderWithProviders, signedInState, stubFetch } from '@dukkan/shared/test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ImportPlan } from './product-import-api';
import { ProductImportPage } from './ProductImportPage';

const HEADER = 'id,name,name_ar,categoryId,category,shop,price,stock,status';
const categories = ok([{ id: 3, name: 'Dairy', name_ar: 'ألبان' }, { id: 4, name: 'Bakery', name_ar: 'مخبوزات' }]);

const mixedPlan: ImportPlan = {
  rows: 4,
  create: [{ line: 2, name: 'Laban', name_ar: 'لبن', categoryId: 3, price: '0.35', stock: 20, status: 'active' }],
  change: [{ line: 3, id: 7, name: 'Milk', changes: [{ field: 'price', from: '0.75', to: '0.8' }, { field: 'categoryId', from: 3, to: 4 }] }],
  unchanged: 1,
  invalid: [
    { line: 5, errors: { price: 'Enter a valid price', categoryId: 'The selected category does not exist' }, values: { price: '1.2345', categoryId: '999' } },
    { line: 6, errors: { category: 'The shop has no category with this name', name: 'Product name is required' }, values: { category: 'حلويات', name: '' } },
  ],
};

/** The invalid rows table's cells, row by row. */
const problemCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
const validPlan: ImportPlan = { ...mixedPlan, invalid: [] };

/** The import's answer as the API streams it: a line per batch written, then the answer. */
const streamed = (...lines: unknown[]) =>
  new Response(lines.map((line) => `${JSON.stringify(line)}\n`).join(''), { headers: { 'content-type': 'application/x-ndjson; charset=utf-8' } });

const renderPage = () =>
  renderWithProviders(<ProductImportPage />, {
    route: '/products/import',
    path: '/products/import',
    preloadedState: signedInState(),
    otherRoutes: { '/products': <p>Products list</p> },
  });

const choose = (text: string, name = 'products.csv') => {
  const file = new File([text], name, { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
  return file;
};

afterEach(() => setLanguage('en'));

/** The element whose whole text is `text`, however its parts are split (numbers are kept left-to-right apart). */
const whole = (text: string) => (_: string, node: Element | null) =>
  node?.textContent === text && ![...node.children].some((child) => child.textContent === text);

describe('product import (decisions/reports-and-bulk.md, /products/import)', () => {
  it('downloads the template the API gives', async () => {
    const api = stubFetch({ 'GET categories': categories, 'GET products/import/template': () => new Response(`\uFEFF${HEADER}\r\n`, { headers: { 'content-type': 'text/csv' } }) });
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:template';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Import products' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.callsTo('GET products/import/template')).toHaveLength(1);
    // Blob.text() drops a BOM: read the bytes.
    expect(new Uint8Array(await created[0].arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(await created[0].text()).toBe(`${HEADER}\r\n`);
    click.mockRestore();
  });

  it('previews a file before writing: rows to create, changes old → new, each problem with its line, column, the value given and the message; no Apply while a row is invalid', async () => {
    const api = stubFetch({ 'GET categories': categories, 'POST products/import/preview': ok(mixedPlan) });
    renderPage();
    choose(`${HEADER}\n,Laban,لبن,3,,,0.350,20,\n`);
    const invalid = await screen.findByRole('table', { name: 'Invalid rows' });
    expect(within(invalid).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Line', 'Column', 'Value given', 'Problem']);
    expect(problemCells(invalid)).toEqual([
      ['Line 5', 'Price price', '1.2345', 'Enter a valid price'],
      ['Line 5', 'Category categoryId', '999', 'The selected category does not exist'],
      ['Line 6', 'Category name category', 'حلويات', 'The shop has no category with this name'],
      ['Line 6', 'Name name', '(empty)', 'Product name is required'],
    ]);
    const changes = within(screen.getByRole('table', { name: 'Products to change' }));
    expect(changes.getByText('Milk', { exact: false })).toBeInTheDocument();
    expect(changes.getByText('KWD 0.750')).toBeInTheDocument();
    expect(changes.getByText('KWD 0.800')).toBeInTheDocument();
    expect(await changes.findByText(whole('Category: Dairy #3 → Bakery #4'))).toBeInTheDocument();
    const created = within(screen.getByRole('table', { name: 'Products to create' }));
    expect(created.getByText('Laban')).toBeInTheDocument();
    expect(created.getByText('KWD 0.350')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply import' })).not.toBeInTheDocument();
    const [sent] = api.callsTo('POST products/import/preview');
    expect(sent.headers.get('content-type')).toBe('text/csv');
    expect(sent.body).toContain(',Laban,لبن,3,,,0.350,20,');
    expect(api.callsTo('POST products/import')).toHaveLength(0);
  });

  it('applies a valid file with a progress bar and says what it did', async () => {
    let finish!: () => void;
    const api = stubFetch({
      'GET categories': categories,
      'POST products/import/preview': ok(validPlan),
      'POST products/import': async () => {
        await new Promise<void>((resolve) => (finish = resolve));
        return streamed({ progress: { done: 0, total: 2 } }, { progress: { done: 2, total: 2 } }, { success: true, data: { created: 1, changed: 1, unchanged: 1 } });
      },
    });
    const { user, router } = renderPage();
    choose(`${HEADER}\n,Laban,لبن,3,,,0.350,20,\n`);
    await user.click(await screen.findByRole('button', { name: 'Apply import' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    finish();
    expect(await screen.findByText('Import complete: 1 created, 1 changed, 1 unchanged.', { selector: '[role=status] *' })).toBeInTheDocument();
    const [sent] = api.callsTo('POST products/import');
    expect(sent.headers.get('accept')).toBe('application/x-ndjson');
    expect(sent.body).toContain('Laban');
    expect(screen.queryByRole('table', { name: 'Products to create' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See products' }));
    expect(router.state.location.pathname).toBe('/products');
  });

  it('takes the same file chosen again after it was fixed, and applies the bytes that were previewed', async () => {
    const api = stubFetch({
      'GET categories': categories,
      'POST products/import/preview': (request) => ok(String(request.body).includes('abc') ? mixedPlan : validPlan),
      'POST products/import': () => streamed({ success: true, data: { created: 1, changed: 1, unchanged: 1 } }),
    });
    const { user } = renderPage();
    choose(`${HEADER}\n,Labneh,,3,,,abc,1,\n`);
    await screen.findByRole('table', { name: 'Invalid rows' });
    choose(`${HEADER}\n,Labneh,,3,,,0.900,1,\n`);
    await user.click(await screen.findByRole('button', { name: 'Apply import' }));
    await screen.findByRole('status');
    expect(api.callsTo('POST products/import/preview')).toHaveLength(2);
    expect(api.callsTo('POST products/import')[0].body).toBe(`${HEADER}\n,Labneh,,3,,,0.900,1,\n`);
  });

  it('moves the progress bar as the API reports rows written', async () => {
    const encoder = new TextEncoder();
    let stream!: ReadableStreamDefaultController<Uint8Array>;
    const send = (line: unknown) => stream.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        stream = controller;
      },
    });
    stubFetch({
      'GET categories': categories,
      'POST products/import/preview': ok({ ...validPlan, create: Array.from({ length: 10_000 }, (_, i) => ({ ...validPlan.create[0], line: i + 2 })), change: [] }),
      'POST products/import': () => new Response(body, { headers: { 'content-type': 'application/x-ndjson' } }),
    });
    const { user } = renderPage();
    choose(`${HEADER}\n`);
    expect(await screen.findByText('The first 100 of 10,000 rows')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply import' }));
    send({ progress: { done: 5000, total: 10000 } });
    expect(await screen.findByText(whole('Importing: 5,000 / 10,000 rows'))).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0.5');
    send({ success: true, data: { created: 10000, changed: 0, unchanged: 0 } });
    stream.close();
    expect(await screen.findByText('Import complete: 10,000 created, 0 changed, 0 unchanged.', { selector: '[role=status] *' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the failure when the import is refused whole, and writes nothing', async () => {
    stubFetch({
      'GET categories': categories,
      'POST products/import/preview': ok(validPlan),
      'POST products/import': () => streamed({ progress: { done: 0, total: 2 } }, { success: false, message: 'The import failed: nothing was imported', code: 'IMPORT_FAILED' }),
    });
    const { user } = renderPage();
    choose(`${HEADER}\n`);
    await user.click(await screen.findByRole('button', { name: 'Apply import' }));
    expect(await screen.findAllByText('The import failed: nothing was imported')).not.toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says why a file cannot be imported (a wrong encoding, a broken quote)', async () => {
    const message = 'The file is not UTF-8 text (Arabic saved as Windows-1256, say). Save it as "CSV UTF-8 (comma delimited)" and import it again.';
    stubFetch({ 'GET categories': categories, 'POST products/import/preview': fail(400, message, { code: 'VALIDATION_FAILED', errors: { file: message } }) });
    renderPage();
    choose('name\n\u00cd\u00e1');
    expect(await screen.findByText('This file cannot be imported')).toBeInTheDocument();
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Apply import' })).not.toBeInTheDocument();
  });

  it('reads in Arabic: the spec messages in Arabic, right to left', async () => {
    await setLanguage('ar');
    stubFetch({ 'GET categories': categories, 'POST products/import/preview': ok(mixedPlan) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'استيراد المنتجات' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('ملف CSV'), { target: { files: [new File(['x'], 'a.csv')] } });
    const invalid = await screen.findByRole('table', { name: 'صفوف غير صالحة' });
    expect(problemCells(invalid)).toEqual([
      ['السطر 5', 'السعر price', '1.2345', 'أدخل سعرًا صالحًا'],
      ['السطر 5', 'الفئة categoryId', '999', 'الفئة المختارة غير موجودة'],
      ['السطر 6', 'اسم الفئة category', 'حلويات', 'لا توجد في المتجر فئة بهذا الاسم'],
      ['السطر 6', 'الاسم name', '(فارغ)', 'اسم المنتج مطلوب'],
    ]);
  });
});


describe('sold by weight, SKU and barcode in the import (decisions/grocery-products.md)', () => {
  const groceryPlan: ImportPlan = {
    rows: 4,
    create: [
      { line: 2, name: 'Tomatoes', name_ar: 'طماطم', categoryId: 3, price: '2.5', stock: 40, status: 'active', unit: 'weight', weightStep: '0.25', estimatedWeight: '0.15', sku: 'VEG-TOM', barcode: '6291041500213' },
      { line: 3, name: 'Laban', name_ar: 'لبن', categoryId: 3, price: '0.35', stock: 20, status: 'active', unit: 'piece', weightStep: null, estimatedWeight: null, sku: null, barcode: null },
    ],
    change: [{ line: 4, id: 7, name: 'Milk', changes: [{ field: 'unit', from: 'piece', to: 'weight' }, { field: 'barcode', from: '', to: '96385074' }] }],
    unchanged: 0,
    invalid: [
      {
        line: 5,
        errors: { weightStep: 'Enter the weight step in kg (0.001 to 10)', barcode: 'The barcode check digit is wrong', sku: 'Another product of this shop already has SKU VEG-TOM' },
        values: { weightStep: '20', barcode: '6291041500214', sku: 'VEG-TOM' },
      },
      { line: 6, errors: { barcode: 'Line 2 already gives a product of this shop barcode 6291041500213' }, values: { barcode: '6291041500213' } },
    ],
  };

  it('lists the new columns, prices a product by weight per kg with its weights and codes, and names the problems', async () => {
    stubFetch({ 'GET categories': categories, 'POST products/import/preview': ok(groceryPlan) });
    renderPage();
    for (const column of ['unit', 'weightStep', 'estimatedWeight', 'sku', 'barcode']) expect(screen.getByText(column)).toBeInTheDocument();
    choose(`${HEADER},unit,weightStep,estimatedWeight,sku,barcode\n`);
    const created = within(await screen.findByRole('table', { name: 'Products to create' }));
    const [tomatoes, laban] = created.getAllByRole('row').slice(1);
    expect(within(tomatoes).getByText('KWD 2.500').parentElement).toHaveTextContent(/^KWD 2\.500 \/ kg$/);
    expect(tomatoes).toHaveTextContent('By weightWeight step (kg): 0.25, Estimated weight (kg): 0.15');
    expect(within(tomatoes).getByText('VEG-TOM')).toHaveAttribute('dir', 'ltr');
    expect(within(tomatoes).getByText('6291041500213')).toHaveAttribute('dir', 'ltr');
    expect(within(laban).getByText('KWD 0.350').parentElement).not.toHaveTextContent('/ kg');
    expect(within(laban).getByText('By piece')).toBeInTheDocument();
    const changes = within(screen.getByRole('table', { name: 'Products to change' }));
    expect(changes.getByText(whole('Unit: By piece → By weight'))).toBeInTheDocument();
    expect(changes.getByText(whole('Barcode: (empty) → 96385074'))).toBeInTheDocument();
    expect(problemCells(screen.getByRole('table', { name: 'Invalid rows' }))).toEqual([
      ['Line 5', 'Weight step (kg) weightStep', '20', 'Enter the weight step in kg (0.001 to 10)'],
      ['Line 5', 'Barcode barcode', '6291041500214', 'The barcode check digit is wrong'],
      // The codes kept left to right, as in Arabic.
      ['Line 5', 'SKU sku', 'VEG-TOM', 'Another product of this shop already has SKU \u2066VEG-TOM\u2069'],
      ['Line 6', 'Barcode barcode', '6291041500213', 'Line 2 already gives a product of this shop barcode \u20666291041500213\u2069'],
    ]);
  });

  it('reads in Arabic: per kg, the unit and the problems', async () => {
    await setLanguage('ar');
    stubFetch({ 'GET categories': categories, 'POST products/import/preview': ok(groceryPlan) });
    renderPage();
    fireEvent.change(screen.getByLabelText('ملف CSV'), { target: { files: [new File(['x'], 'a.csv')] } });
    const created = within(await screen.findByRole('table', { name: 'منتجات ستُنشأ' }));
    expect(created.getByText('KWD 2.500').parentElement).toHaveTextContent(/^KWD 2\.500 \/ كغ$/);
    expect(created.getByText('بالوزن')).toBeInTheDocument();
    expect(problemCells(screen.getByRole('table', { name: 'صفوف غير صالحة' }))).toEqual([
      ['السطر 5', 'خطوة الوزن (كغ) weightStep', '20', 'أدخل خطوة الوزن بالكيلوغرام (من 0.001 إلى 10)'],
      ['السطر 5', 'الباركود barcode', '6291041500214', 'رقم التحقق في الباركود غير صحيح'],
      ['السطر 5', 'رمز المنتج (SKU) sku', 'VEG-TOM', 'يوجد منتج آخر في هذا المتجر برمز SKU \u2066VEG-TOM\u2069'],
      ['السطر 6', 'الباركود barcode', '6291041500213', 'أعطى السطر 2 منتجًا آخر في هذا المتجر الباركود \u20666291041500213\u2069'],
    ]);
  });
});
