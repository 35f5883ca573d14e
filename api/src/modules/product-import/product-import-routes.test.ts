import { eq, sql } from 'drizzle-orm';
import { products, stockMovements } from '../../db/schema';
import { setUpTestApp } from '../../test/test-app';
import { makeCategory, makeLocation, makeProduct, makeShop } from '../../test/fixtures';
import { describeStaffGuard } from '../../test/staff-guard';

jest.setTimeout(60_000);

const t = setUpTestApp();
let dairy: { id: number };
let bakery: { id: number };
beforeAll(async () => {
  const shop = await makeShop(t.db, await makeLocation(t.db));
  dairy = await makeCategory(t.db, shop.id, { name: 'Dairy', nameAr: 'ألبان' });
  bakery = await makeCategory(t.db, shop.id, { name: 'Bakery', nameAr: 'مخبوزات' });
}, 60_000);

const csv = (body: string | Buffer, url = '/api/products/import/preview', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: body, headers: { ...t.staffAuth, 'content-type': 'text/csv', ...headers } });
const preview = (body: string | Buffer) => csv(body);
const apply = (body: string | Buffer, headers: Record<string, string> = {}) => csv(body, '/api/products/import', headers);
const productCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(products))[0].n;
const movementCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(stockMovements))[0].n;
const HEADER = 'id,name,name_ar,categoryId,price,stock,status';
const TEMPLATE = 'id,name,name_ar,categoryId,category,shop,price,stock,status,unit,weightStep,estimatedWeight,sku,barcode';

describeStaffGuard(() => t, [
  ['GET', '/api/products/import/template'],
  ['POST', '/api/products/import/preview'],
  ['POST', '/api/products/import'],
]);

describe('GET /api/products/import/template', () => {
  it('is a UTF-8 CSV with a BOM holding the header the import reads', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/import/template', headers: t.staffAuth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('products-import-template.csv');
    expect(res.body).toBe(`\uFEFF${TEMPLATE}\r\n`);
  });
});

describe('POST /api/products/import/preview', () => {
  it('lists the rows to create and the changes (old → new) and writes nothing', async () => {
    const milk = await makeProduct(t.db, dairy.id, { name: 'Milk', nameAr: 'حليب', price: '0.750', stock: 10 });
    const before = await productCount();
    const res = await preview(`${HEADER}\n,Laban,لبن,${dairy.id},0.350,20,\n${milk.id},Milk,حليب,${bakery.id},0.800,10,inactive\n`);
    expect(res.statusCode).toBe(200);
    const plan = res.json().data;
    expect(plan).toMatchObject({ rows: 2, unchanged: 0, invalid: [] });
    expect(plan.create).toEqual([
      { line: 2, name: 'Laban', name_ar: 'لبن', categoryId: dairy.id, price: '0.35', stock: 20, status: 'active', unit: 'piece', weightStep: null, estimatedWeight: null, sku: null, barcode: null },
    ]);
    expect(plan.change).toEqual([
      {
        line: 3,
        id: milk.id,
        name: 'Milk',
        changes: [
          { field: 'categoryId', from: dairy.id, to: bakery.id },
          { field: 'price', from: '0.75', to: '0.8' },
          { field: 'status', from: 'active', to: 'inactive' },
        ],
      },
    ]);
    expect(await productCount()).toBe(before);
  });

  it('names every invalid row with its line, the spec §5 message for the field and the value given', async () => {
    const res = await preview(
      [
        HEADER,
        `,,,${dairy.id},1,1,`,
        `,Bread,,,1,1,`,
        `,Bread,,${dairy.id},,1,`,
        `,Bread,,${dairy.id},0,1,`,
        `,Bread,,${dairy.id},1.2345,1,`,
        `,Bread,,${dairy.id},1,,`,
        `,Bread,,${dairy.id},1,-1,`,
        `,Bread,,${dairy.id},1,1,sold`,
        `,Bread,,999999,1,1,`,
        `999999,Bread,,${dairy.id},1,1,`,
        `,Bread,,${dairy.id},1,1`,
      ].join('\n'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.invalid).toEqual([
      { line: 2, errors: { name: 'Product name is required' }, values: { name: '' } },
      { line: 3, errors: { categoryId: 'Category is required' }, values: { categoryId: '' } },
      { line: 4, errors: { price: 'Price is required' }, values: { price: '' } },
      { line: 5, errors: { price: 'Enter a valid price' }, values: { price: '0' } },
      { line: 6, errors: { price: 'Price can have at most 3 decimals' }, values: { price: '1.2345' } },
      { line: 7, errors: { stock: 'Stock is required' }, values: { stock: '' } },
      { line: 8, errors: { stock: 'Enter a valid stock quantity' }, values: { stock: '-1' } },
      { line: 9, errors: { status: 'Status must be active or inactive' }, values: { status: 'sold' } },
      { line: 10, errors: { categoryId: 'The selected category does not exist' }, values: { categoryId: '999999' } },
      { line: 11, errors: { id: 'Product not found' }, values: { id: '999999' } },
      { line: 12, errors: { row: 'This line has 6 values; the header has 7 columns' }, values: {} },
    ]);
  });

  it('mixes valid and invalid rows, reads Arabic-Indic digits, and counts rows already as in the file', async () => {
    const eggs = await makeProduct(t.db, dairy.id, { name: 'Eggs', price: '1.500', stock: 30 });
    const res = await preview(`id,price,stock\n${eggs.id},١٫٥٠٠,٣٠\n${eggs.id},2,30\n,1,1\n`);
    const plan = res.json().data;
    expect(plan.unchanged).toBe(1);
    expect(plan.invalid).toEqual([
      { line: 3, errors: { id: `Product ${eggs.id} is already changed on line 2` }, values: { id: String(eggs.id) } },
      { line: 4, errors: { name: 'Product name is required', categoryId: 'Category is required' }, values: {} },
    ]);
  });

  it('keeps the line of a row after a value with a line break inside quotes', async () => {
    const res = await preview(`${HEADER}\n,"Two\nlines",,${dairy.id},1,1,\n,Bad,,${dairy.id},x,1,\n`);
    expect(res.json().data.invalid).toEqual([{ line: 4, errors: { price: 'Enter a valid price' }, values: { price: 'x' } }]);
    expect(res.json().data.create[0]).toMatchObject({ line: 2, name: 'Two\nlines' });
  });

  it.each([
    ['UTF-16 with a BOM', Buffer.from(`\uFEFF${HEADER}\n,حليب,,1,1,1,\n`, 'utf16le'), 'The file is saved as UTF-16 (Unicode) text. Save it as "CSV UTF-8 (comma delimited)" and import it again.'],
    ['UTF-16 without a BOM', Buffer.from(`${HEADER}\n`, 'utf16le'), 'The file is saved as UTF-16 (Unicode) text. Save it as "CSV UTF-8 (comma delimited)" and import it again.'],
    // "حليب" in Windows-1256: 0xCD 0xE1 0xED 0xC8 is not UTF-8.
    ['Windows-1256 Arabic', Buffer.concat([Buffer.from(`${HEADER}\n,Milk,`), Buffer.from([0xcd, 0xe1, 0xed, 0xc8]), Buffer.from(',1,1,1,\n')]), 'The file is not UTF-8 text (Arabic saved as Windows-1256, say). Save it as "CSV UTF-8 (comma delimited)" and import it again.'],
    ['an unknown column', `${HEADER},colour\n,Milk,,1,1,1,,red\n`, 'Unknown column "colour": the columns are id, name, name_ar, categoryId, category, shop, price, stock, status, unit, weightStep, estimatedWeight, sku, barcode (download the template)'],
    ['a column twice', 'name,name\nMilk,Milk\n', 'The column "name" appears twice'],
    ['an unclosed quote', `${HEADER}\n,Milk,,1,1,1,\n,"Bread,,1,1,1,\n`, 'A quoted value opened after line 2 is never closed: check the quotes (") from line 3 on'],
    ['a stray quote', `${HEADER}\n,Milk,,1,1,1,\n,Bread "big",,1,1,1,\n`, 'Line 3 has a broken quote: a value with a quote (") must be quoted whole, its quotes doubled ("")'],
    ['only a header', `${HEADER}\n`, 'The file has no rows to import: add one product per line under the header'],
    ['nothing', '', 'The file is empty'],
    ['too many rows', `name\n${'x\n'.repeat(10_001)}`, 'The file has 10,001 rows: import at most 10,000 at a time'],
  ])('refuses %s with a 400 saying what to do', async (_name, body, message) => {
    const res = await preview(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { file: message } });
  });

  it('refuses a file over 10 MB with 413, and a body that is not text/csv with 415', async () => {
    const big = `${HEADER}\n${`,${'x'.repeat(100)},,1,1,1,\n`.repeat(110_000)}`;
    const res = await preview(big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is larger than 10 MB: split it into smaller files');
    const huge = await preview(Buffer.alloc(21 * 1024 * 1024, 'a'));
    expect(huge.statusCode).toBe(413);
    const json = await t.app.inject({ method: 'POST', url: '/api/products/import/preview', payload: { name: 'x' }, headers: t.staffAuth });
    expect(json.statusCode).toBe(415);
  });
});

describe('POST /api/products/import', () => {
  it('creates and changes products in one go, stock changes in the ledger as the import', async () => {
    const juice = await makeProduct(t.db, dairy.id, { name: 'Juice', price: '0.500', stock: 5 });
    const res = await apply(`${HEADER}\n,Cheese,جبن,${dairy.id},2.125,7,inactive\n${juice.id},Orange juice,,${dairy.id},0.550,9,\n`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ created: 1, changed: 1, unchanged: 0 });
    const [cheese] = await t.db.select().from(products).where(eq(products.name, 'Cheese'));
    expect(cheese).toMatchObject({ nameAr: 'جبن', price: '2.125', stock: 7, status: 'inactive', image: null, categoryId: dairy.id });
    const [after] = await t.db.select().from(products).where(eq(products.id, juice.id));
    // An empty cell on a product's row changes nothing: the Arabic name stays.
    expect(after).toMatchObject({ name: 'Orange juice', nameAr: juice.nameAr, price: '0.550', stock: 9 });
    const moves = await t.db.select().from(stockMovements).where(eq(stockMovements.productId, juice.id));
    expect(moves.at(-1)).toMatchObject({ change: 4, stockAfter: 9, reason: 'import', actorId: t.staffId });
    const created = await t.db.select().from(stockMovements).where(eq(stockMovements.productId, cheese.id));
    expect(created).toEqual([expect.objectContaining({ change: 7, reason: 'import', actorId: t.staffId })]);
  });

  it('stores formula-looking text as text', async () => {
    const res = await apply(`name,name_ar,categoryId,price,stock\n"=HYPERLINK(""http://x"")",+SUM(A1),${dairy.id},1,1\n@cmd,-2+3,${dairy.id},1,1\n`);
    expect(res.statusCode).toBe(200);
    const names = await t.db.select({ name: products.name, nameAr: products.nameAr }).from(products).where(sql`${products.name} in ('=HYPERLINK("http://x")', '@cmd')`);
    expect(names).toEqual(expect.arrayContaining([{ name: '=HYPERLINK("http://x")', nameAr: '+SUM(A1)' }, { name: '@cmd', nameAr: '-2+3' }]));
  });

  it('refuses a file with an invalid row whole (409) and writes nothing', async () => {
    const before = [await productCount(), await movementCount()];
    const res = await apply(`${HEADER}\n,Good,,${dairy.id},1,1,\n,Bad,,${dairy.id},abc,1,\n`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The file has 1 invalid row (line 3: Enter a valid price): preview it again and fix them. Nothing was imported');
    expect([await productCount(), await movementCount()]).toEqual(before);
  });

  it('writes nothing when the database fails mid-apply', async () => {
    const kept = await makeProduct(t.db, dairy.id, { name: 'Kept', stock: 3 });
    // The 7,000th new row fails in the database, after 6,999 inserts and the change were written.
    await t.db.execute(sql.raw(`CREATE FUNCTION fail_import() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.name = 'Row 7000' THEN RAISE EXCEPTION 'disk full'; END IF; RETURN NEW; END $$`));
    await t.db.execute(sql.raw('CREATE TRIGGER fail_import BEFORE INSERT ON products FOR EACH ROW EXECUTE FUNCTION fail_import()'));
    try {
      const before = [await productCount(), await movementCount()];
      const rows = Array.from({ length: 7_500 }, (_, i) => `,Row ${i + 1},,${dairy.id},1,1,`);
      const res = await apply(`${HEADER}\n${kept.id},Kept,,${dairy.id},1.250,99,\n${rows.join('\n')}\n`, { accept: 'application/x-ndjson' });
      expect(res.statusCode).toBe(200);
      const lines = res.body.trim().split('\n').map((line) => JSON.parse(line));
      expect(lines.at(-1)).toEqual({ success: false, message: 'The import failed: nothing was imported', code: 'IMPORT_FAILED' });
      expect(lines.filter((line) => line.progress).map((line) => line.progress.done)).toEqual([0, 500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500, 5000, 5500, 6000, 6500]);
      expect([await productCount(), await movementCount()]).toEqual(before);
      expect((await t.db.select().from(products).where(eq(products.id, kept.id)))[0].stock).toBe(3);
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER fail_import ON products'));
      await t.db.execute(sql.raw('DROP FUNCTION fail_import()'));
    }
  });

  it('imports 10,000 rows, reporting progress as it writes', async () => {
    const before = await productCount();
    const rows = Array.from({ length: 10_000 }, (_, i) => `,Bulk ${i + 1},منتج ${i + 1},${i % 2 ? dairy.id : bakery.id},${(i % 900) + 1}.${String(i % 1000).padStart(3, '0')},${i % 50},`);
    const body = `\uFEFF${HEADER}\r\n${rows.join('\r\n')}\r\n`;
    const plan = (await preview(body)).json().data;
    expect([plan.rows, plan.create.length, plan.invalid.length]).toEqual([10_000, 10_000, 0]);
    const res = await apply(body, { accept: 'application/x-ndjson' });
    expect(res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    const lines = res.body.trim().split('\n').map((line) => JSON.parse(line));
    expect(lines.at(-1)).toEqual({ success: true, data: { created: 10_000, changed: 0, unchanged: 0 } });
    expect(lines.filter((line) => line.progress)).toHaveLength(21);
    expect(lines.at(-2)).toEqual({ progress: { done: 10_000, total: 10_000 } });
    expect(await productCount()).toBe(before + 10_000);
    const [last] = await t.db.select().from(products).where(eq(products.name, 'Bulk 10000'));
    expect(last).toMatchObject({ nameAr: 'منتج 10000', price: '100.999', stock: 49, categoryId: dairy.id });

    // And the same 10,000 again by id: a new price for each, the stock of every tenth.
    const ids = await t.db.select({ id: products.id, stock: products.stock }).from(products).where(sql`${products.name} like 'Bulk %'`);
    const again = ids.map(({ id, stock }, i) => `${id},${i + 1}.5,${i % 10 ? stock : stock + 1}`);
    const movesBefore = await movementCount();
    const changed = await apply(`id,price,stock\n${again.join('\n')}\n`);
    expect(changed.json().data).toEqual({ created: 0, changed: 10_000, unchanged: 0 });
    expect(await movementCount()).toBe(movesBefore + 1_000);
    const [first] = await t.db.select().from(products).where(eq(products.id, ids[0].id));
    expect(first).toMatchObject({ price: '1.500', stock: ids[0].stock + 1, name: expect.stringMatching(/^Bulk /) });
  });
});

describe('OpenAPI', () => {
  it('documents the three routes, the CSV body and its limits', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const post = docs.paths['/api/products/import'].post;
    expect(Object.keys(post.requestBody?.content ?? {})).toEqual(['text/csv']);
    expect(post.description).toContain('10,000 rows');
    expect(post.responses['200'].description).toContain('application/x-ndjson');
    expect(docs.paths['/api/products/import/preview'].post.responses['200'].content['application/json'].schema.properties.data.required).toEqual(['rows', 'create', 'change', 'unchanged', 'invalid']);
    expect(docs.paths['/api/products/import/template'].get.responses['200'].content).toHaveProperty(['text/csv']);
  });
});
