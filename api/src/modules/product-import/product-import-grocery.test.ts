import { eq } from 'drizzle-orm';
import { products } from '../../db/schema';
import { makeCategory, makeLocation, makeProduct, makeShop } from '../../test/fixtures';
import { setUpTestApp } from '../../test/test-app';
import { PRODUCT_FILE_COLUMNS } from '../products/products-schemas';
import { gs1CheckDigit } from '../products/products-rules';

// decisions/grocery-products.md: the unit, weights, SKU and barcode go out in the products export and come back
// through the import exactly; the import judges them by the product form's rules and refuses a
// code another product of the shop has, or an earlier line of the file gives in the same shop.
jest.setTimeout(60_000);

const t = setUpTestApp();
let shop: { id: number };
let fish: { id: number };
let otherFish: { id: number };
const ean = (body: string) => `${body}${gs1CheckDigit(body)}`;
const HAMOUR_BARCODE = ean('627100001010');
const LABAN_BARCODE = ean('627100001020');
beforeAll(async () => {
  const place = await makeLocation(t.db);
  shop = await makeShop(t.db, place, { name: 'Weighing Grocer' });
  const otherShop = await makeShop(t.db, place, { name: 'Other Grocer' });
  fish = await makeCategory(t.db, shop.id, { name: 'Fish', nameAr: 'سمك' });
  otherFish = await makeCategory(t.db, otherShop.id, { name: 'Fish', nameAr: 'سمك' });
  await makeProduct(t.db, fish.id, { name: 'Hamour', price: '6.750', stock: 20, unit: 'weight', weightStep: '0.500', estimatedWeight: '2.000', sku: 'FISH-01', barcode: HAMOUR_BARCODE });
  await makeProduct(t.db, fish.id, { name: 'Laban', price: '0.400', stock: 5, sku: 'DAIRY-01', barcode: LABAN_BARCODE });
  await makeProduct(t.db, fish.id, { name: 'Sobaity', price: '5.250', stock: 8, unit: 'weight', weightStep: '0.250', estimatedWeight: '1.000' });
  await makeProduct(t.db, otherFish.id, { name: 'Zubaidi', price: '8.500', stock: 3, sku: 'FISH-99' });
}, 60_000);

const send = (body: string | Buffer, url: string) => t.app.inject({ method: 'POST', url, payload: body, headers: { ...t.staffAuth, 'content-type': 'text/csv' } });
const preview = async (body: string | Buffer) => {
  const answer = await send(body, '/api/products/import/preview');
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
};
const exportShop = async () => (await t.app.inject({ method: 'GET', url: `/api/products/export?shopId=${shop.id}&sort=name`, headers: t.staffAuth })).rawPayload;
/** The export's text with cells of one product's record replaced (the records edited hold no commas). */
function editCells(bytes: Buffer, productName: string, cells: Partial<Record<(typeof PRODUCT_FILE_COLUMNS)[number], string>>): string {
  return bytes
    .toString('utf8')
    .split('\r\n')
    .map((record) => {
      const values = record.split(',');
      if (values[1] !== productName) return record;
      for (const [column, value] of Object.entries(cells)) values[PRODUCT_FILE_COLUMNS.indexOf(column as never)] = value;
      return values.join(',');
    })
    .join('\r\n');
}
const row = async (name: string) => (await t.db.select().from(products).where(eq(products.name, name)))[0];

describe('the grocery columns through export → import', () => {
  it('takes the exported file back unchanged: weights to the gram, SKUs, barcodes as the export wrote them for Excel', async () => {
    const bytes = await exportShop();
    expect(bytes.toString('utf8')).toContain(`weight,0.500,2.000,FISH-01,"=""${HAMOUR_BARCODE}"""`);
    expect(await preview(bytes)).toEqual({ rows: 3, create: [], change: [], unchanged: 3, invalid: [] });
    expect((await send(bytes, '/api/products/import')).json().data).toEqual({ created: 0, changed: 0, unchanged: 3 });
    expect(await row('Hamour')).toMatchObject({ unit: 'weight', weightStep: '0.500', estimatedWeight: '2.000', sku: 'FISH-01', barcode: HAMOUR_BARCODE });
  });

  it('changes exactly the edited cells: a weighed product sold by the piece loses its weights; a piece weighed gains them', async () => {
    const [hamour, laban] = [await row('Hamour'), await row('Laban')];
    let text = editCells(await exportShop(), 'Hamour', { unit: 'piece' });
    text = editCells(Buffer.from(text), 'Laban', { unit: 'weight', weightStep: '0.250', estimatedWeight: '1', sku: 'DAIRY-02', barcode: '' });
    const plan = await preview(text);
    expect(plan).toMatchObject({ create: [], unchanged: 1, invalid: [] });
    expect(plan.change).toEqual([
      expect.objectContaining({ id: hamour.id, changes: [{ field: 'unit', from: 'weight', to: 'piece' }, { field: 'weightStep', from: '0.5', to: '' }, { field: 'estimatedWeight', from: '2', to: '' }] }),
      expect.objectContaining({ id: laban.id, changes: [{ field: 'unit', from: 'piece', to: 'weight' }, { field: 'weightStep', from: '', to: '0.25' }, { field: 'estimatedWeight', from: '', to: '1' }, { field: 'sku', from: 'DAIRY-01', to: 'DAIRY-02' }] }),
    ]);
    expect((await send(text, '/api/products/import')).json().data).toEqual({ created: 0, changed: 2, unchanged: 1 });
    expect(await row('Hamour')).toMatchObject({ unit: 'piece', weightStep: null, estimatedWeight: null, sku: 'FISH-01', barcode: HAMOUR_BARCODE, price: '6.750' });
    // An emptied barcode cell changes nothing, as every empty cell of a product's row.
    expect(await row('Laban')).toMatchObject({ unit: 'weight', weightStep: '0.250', estimatedWeight: '1.000', sku: 'DAIRY-02', barcode: LABAN_BARCODE });
  });

  it('creates products by weight and with codes, a plain barcode or one Excel kept as text', async () => {
    const barcode = ean('627100001030');
    const plan = await preview(
      [
        'name,categoryId,price,stock,unit,weightStep,estimatedWeight,sku,barcode',
        `Nuwaiby,${fish.id},3.500,4,weight,0.5,1.5,FISH-03,${barcode}`,
        `Tomatoes,${fish.id},0.390,50,,,,,"=""${ean('627100001040')}"""`,
      ].join('\n'),
    );
    expect(plan.invalid).toEqual([]);
    expect(plan.create).toEqual([
      { line: 2, name: 'Nuwaiby', name_ar: '', categoryId: fish.id, price: '3.5', stock: 4, status: 'active', unit: 'weight', weightStep: '0.5', estimatedWeight: '1.5', sku: 'FISH-03', barcode },
      { line: 3, name: 'Tomatoes', name_ar: '', categoryId: fish.id, price: '0.39', stock: 50, status: 'active', unit: 'piece', weightStep: null, estimatedWeight: null, sku: null, barcode: ean('627100001040') },
    ]);
  });

  it("refuses a row's codes held by another product of the shop or given on an earlier line for it, and the form's wrong values", async () => {
    const plan = await preview(
      [
        'id,name,categoryId,price,stock,unit,weightStep,estimatedWeight,sku,barcode',
        `,Copy of Hamour,${fish.id},1,1,,,,fish-01,`,
        `,Copy of Laban,${fish.id},1,1,,,,,${LABAN_BARCODE}`,
        `,First,${fish.id},1,1,,,,NEW-1,`,
        `,Second,${fish.id},1,1,,,,new-1,`,
        `,Elsewhere,${otherFish.id},1,1,,,,NEW-1,`,
        `,Zubaidi again,${fish.id},1,1,,,,FISH-99,`,
        `,Weighed,${fish.id},1,1,weight,,,,`,
        `,Boxed,${fish.id},1,1,box,0,60,a b,${LABAN_BARCODE.slice(0, 12)}0`,
      ].join('\n'),
    );
    expect(plan.create.map((created: { name: string }) => created.name)).toEqual(['First', 'Elsewhere', 'Zubaidi again']);
    expect(plan.invalid).toEqual([
      { line: 2, errors: { sku: 'Another product of this shop already has SKU fish-01' }, values: { sku: 'fish-01' } },
      { line: 3, errors: { barcode: `Another product of this shop already has barcode ${LABAN_BARCODE}` }, values: { barcode: LABAN_BARCODE } },
      { line: 5, errors: { sku: 'Line 4 already gives a product of this shop SKU new-1' }, values: { sku: 'new-1' } },
      {
        line: 8,
        errors: { weightStep: 'Enter the weight step in kg (0.001 to 10)', estimatedWeight: 'Enter the estimated weight in kg (0.001 to 50)' },
        values: { weightStep: '', estimatedWeight: '' },
      },
      {
        line: 9,
        errors: {
          unit: 'Choose piece or weight',
          weightStep: 'Enter the weight step in kg (0.001 to 10)',
          estimatedWeight: 'Enter the estimated weight in kg (0.001 to 50)',
          sku: 'SKU: up to 64 letters, digits, - _ . /',
          barcode: 'The barcode check digit is wrong',
        },
        values: { unit: 'box', weightStep: '0', estimatedWeight: '60', sku: 'a b', barcode: `${LABAN_BARCODE.slice(0, 12)}0` },
      },
    ]);
    const applied = await send(`id,name,categoryId,price,stock,sku\n,Copy of Hamour,${fish.id},1,1,FISH-01\n`, '/api/products/import');
    expect(applied.statusCode).toBe(409);
    expect(applied.json()).toMatchObject({ code: 'IMPORT_INVALID', message: expect.stringContaining('Another product of this shop already has SKU FISH-01') });
    expect(await row('Copy of Hamour')).toBeUndefined();
  });

  it("refuses moving a product to a shop where its own code is taken", async () => {
    const hamour = await row('Hamour');
    await makeProduct(t.db, otherFish.id, { name: 'Other Hamour', sku: 'fish-01' });
    const plan = await preview(`id,categoryId\n${hamour.id},${otherFish.id}\n`);
    expect(plan.invalid).toEqual([{ line: 2, errors: { sku: 'Another product of this shop already has SKU FISH-01' }, values: {} }]);
  });
});
