import { eq } from 'drizzle-orm';
import { products } from '../../db/schema';
import { setUpTestApp } from '../../test/test-app';
import { makeCategory, makeLocation, makeProduct, makeShop } from '../../test/fixtures';
import { PRODUCT_FILE_COLUMNS } from '../products/products-schemas';
import { CATEGORY_MESSAGES } from './product-import-plan';

// The products export is a file the import takes back: unchanged it changes nothing, and an edited
// cell is exactly the change. A category may be named within its shop instead of its id.
jest.setTimeout(60_000);

const t = setUpTestApp();
let shop: { id: number };
let otherShop: { id: number };
let dairy: { id: number };
let bakery: { id: number };
let otherDairy: { id: number };
beforeAll(async () => {
  const location = await makeLocation(t.db);
  shop = await makeShop(t.db, location, { name: 'Rounds Grocer', nameAr: 'بقالة الدوائر' });
  otherShop = await makeShop(t.db, location, { name: 'Other Rounds', nameAr: 'دوائر أخرى' });
  dairy = await makeCategory(t.db, shop.id, { name: 'Dairy', nameAr: 'ألبان' });
  bakery = await makeCategory(t.db, shop.id, { name: 'Bakery', nameAr: 'مخبوزات' });
  otherDairy = await makeCategory(t.db, otherShop.id, { name: 'Dairy', nameAr: 'ألبان' });
  await makeProduct(t.db, dairy.id, { name: 'Fresh Milk (1 L)', nameAr: 'حليب طازج', price: '0.450', stock: 12 });
  await makeProduct(t.db, dairy.id, { name: '-20% Labneh, "Tub"', nameAr: '=لبنة', price: '1.250', stock: 0, status: 'inactive' });
  await makeProduct(t.db, bakery.id, { name: 'Arabic Bread', nameAr: 'خبز عربي', price: '0.100', stock: 40 });
}, 60_000);

const exportShop = async (shopId = shop.id) => {
  const answer = await t.app.inject({ method: 'GET', url: `/api/products/export?shopId=${shopId}&sort=name`, headers: t.staffAuth });
  expect(answer.statusCode).toBe(200);
  return answer.rawPayload;
};
const send = (body: string | Buffer, url: string) => t.app.inject({ method: 'POST', url, payload: body, headers: { ...t.staffAuth, 'content-type': 'text/csv' } });
const preview = async (body: string | Buffer) => {
  const answer = await send(body, '/api/products/import/preview');
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
};
/** The export's text with one cell of one product's record replaced (records split naively: the edited ones hold no quotes). */
function editCell(bytes: Buffer, productName: string, column: (typeof PRODUCT_FILE_COLUMNS)[number], value: string): string {
  const index = PRODUCT_FILE_COLUMNS.indexOf(column);
  return bytes
    .toString('utf8')
    .split('\r\n')
    .map((record) => {
      const cells = record.split(',');
      if (cells[1] !== productName) return record;
      cells[index] = value;
      return cells.join(',');
    })
    .join('\r\n');
}
const productRow = async (name: string) => (await t.db.select().from(products).where(eq(products.name, name)))[0];

describe('products export → import', () => {
  it('writes exactly the columns the import and its template read', async () => {
    const header = (await exportShop()).toString('utf8').replace(/^\uFEFF/, '').split('\r\n')[0];
    expect(header).toBe('id,name,name_ar,categoryId,category,shop,price,stock,status,unit,weightStep,estimatedWeight,sku,barcode');
    const template = await t.app.inject({ method: 'GET', url: '/api/products/import/template', headers: t.staffAuth });
    expect(template.body).toBe(`\uFEFF${header}\r\n`);
  });

  it('takes the exported file unchanged: nothing invalid, nothing to create or change', async () => {
    const bytes = await exportShop();
    const plan = await preview(bytes);
    expect(plan).toEqual({ rows: 3, create: [], change: [], unchanged: 3, invalid: [] });
    const applied = await send(bytes, '/api/products/import');
    expect(applied.json().data).toEqual({ created: 0, changed: 0, unchanged: 3 });
    // The formula-looking names come back as they were, without the export's apostrophe.
    expect(await productRow('-20% Labneh, "Tub"')).toMatchObject({ nameAr: '=لبنة', price: '1.250', stock: 0, status: 'inactive' });
  });

  it('changes exactly the edited cell', async () => {
    const milk = await productRow('Fresh Milk (1 L)');
    const edited = editCell(await exportShop(), 'Fresh Milk (1 L)', 'price', '0.475');
    const plan = await preview(edited);
    expect(plan).toMatchObject({ create: [], unchanged: 2, invalid: [] });
    expect(plan.change).toEqual([{ line: expect.any(Number), id: milk.id, name: 'Fresh Milk (1 L)', changes: [{ field: 'price', from: '0.45', to: '0.475' }] }]);
    expect((await send(edited, '/api/products/import')).json().data).toEqual({ created: 0, changed: 1, unchanged: 2 });
    expect(await productRow('Fresh Milk (1 L)')).toMatchObject({ price: '0.475', stock: 12, name: 'Fresh Milk (1 L)', nameAr: 'حليب طازج', categoryId: dairy.id });
  });

  it('reads a blank cell on a product row as unchanged', async () => {
    const bytes = await exportShop();
    let text = editCell(bytes, 'Arabic Bread', 'name_ar', '');
    text = editCell(Buffer.from(text), 'Arabic Bread', 'stock', '');
    text = editCell(Buffer.from(text), 'Arabic Bread', 'status', '');
    // The name last: the record is found by it.
    text = editCell(Buffer.from(text), 'Arabic Bread', 'name', '');
    expect(await preview(text)).toMatchObject({ change: [], unchanged: 3, invalid: [] });
  });

  it('moves a product to the category named in the category cell, in English or Arabic', async () => {
    const bread = await productRow('Arabic Bread');
    for (const name of ['dairy', 'ألبان']) {
      const plan = await preview(editCell(await exportShop(), 'Arabic Bread', 'category', name));
      expect(plan.invalid).toEqual([]);
      expect(plan.change).toEqual([expect.objectContaining({ id: bread.id, changes: [{ field: 'categoryId', from: bakery.id, to: dairy.id }] })]);
    }
    // The shop cell renamed: the category of that name in the other shop.
    const moved = await preview(editCell(await exportShop(), 'Fresh Milk (1 L)', 'shop', 'Other Rounds'));
    expect(moved.change).toEqual([expect.objectContaining({ changes: [{ field: 'categoryId', from: dairy.id, to: otherDairy.id }] })]);
  });

  it('creates a product from a category name within its shop', async () => {
    const plan = await preview('name,category,shop,price,stock\nLaban,Dairy,بقالة الدوائر,0.300,5\nKhubz,مخبوزات,,0.100,5\n');
    expect(plan.invalid).toEqual([]);
    expect(plan.create.map((row: { categoryId: number }) => row.categoryId)).toEqual([dairy.id, bakery.id]);
  });

  it('names an unknown or ambiguous category or shop as a row error with the value given', async () => {
    const other = await makeCategory(t.db, otherShop.id, { name: 'Frozen', nameAr: 'مجمدات' });
    await makeCategory(t.db, otherShop.id, { name: 'frozen ', nameAr: '' });
    const plan = await preview(
      [
        'id,name,categoryId,category,shop,price,stock',
        ',Laban,,Dairy,,0.300,5',
        ',Laban,,Sweets,Rounds Grocer,0.300,5',
        ',Laban,,Sweets,,0.300,5',
        ',Laban,,Dairy,Nowhere,0.300,5',
        ',Ice,,Frozen,Other Rounds,0.300,5',
        `,Laban,${other.id},Dairy,Rounds Grocer,0.300,5`,
        ',Laban,,,,abc,5',
      ].join('\n'),
    );
    expect(plan.invalid).toEqual([
      { line: 2, errors: { category: CATEGORY_MESSAGES.twoShops }, values: { category: 'Dairy' } },
      { line: 3, errors: { category: CATEGORY_MESSAGES.noCategoryInShop }, values: { category: 'Sweets' } },
      { line: 4, errors: { category: CATEGORY_MESSAGES.noCategory }, values: { category: 'Sweets' } },
      { line: 5, errors: { shop: CATEGORY_MESSAGES.noShop }, values: { shop: 'Nowhere' } },
      { line: 6, errors: { category: CATEGORY_MESSAGES.twoInShop }, values: { category: 'Frozen' } },
      { line: 7, errors: { category: CATEGORY_MESSAGES.notTheId }, values: { category: 'Dairy' } },
      { line: 8, errors: { categoryId: 'Category is required', price: 'Enter a valid price' }, values: { categoryId: '', price: 'abc' } },
    ]);
  });

  it("finds only the account's own shops' categories by name", async () => {
    const staff = await t.createUser('shop_staff', { shopIds: [shop.id] });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/products/import/preview',
      payload: 'name,category,price,stock\nLaban,Dairy,0.300,5\nIce,Dairy,0.300,5\n',
      headers: { authorization: staff.authorization, 'content-type': 'text/csv' },
    });
    expect(answer.json().data.create.map((row: { categoryId: number }) => row.categoryId)).toEqual([dairy.id, dairy.id]);
  });
});
