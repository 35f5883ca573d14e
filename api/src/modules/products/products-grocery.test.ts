import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { products } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { makeCategory, makeLocation, makeProduct, makeShop } from '../../test/fixtures';
import { setUpTestApp } from '../../test/test-app';
import { formRequests, pngFile, set, uploadedFiles, without } from '../../test/upload-forms';
import { gs1CheckDigit } from './products-rules';

// decisions/grocery-products.md: products sold by the piece or by weight (price per kg, a step, an item's
// estimated weight), with a SKU and a barcode each unique within a shop; found by either. On PGlite
// and on PostgreSQL.
jest.setTimeout(60_000);

const t = setUpTestApp();
const { send, get } = formRequests(t);
let shopA: number;
let shopB: number;
let fishA: number;
let fishB: number;
beforeAll(async () => {
  const place = await makeLocation(t.db);
  shopA = (await makeShop(t.db, place)).id;
  shopB = (await makeShop(t.db, place)).id;
  fishA = (await makeCategory(t.db, shopA, { name: 'Fresh Fish' })).id;
  fishB = (await makeCategory(t.db, shopB, { name: 'Fresh Fish' })).id;
}, 60_000);

/** A valid GTIN of `body` (its digits before the check digit): 12 digits make an EAN-13. */
let serial = 0;
const ean13 = () => {
  serial += 1;
  const body = `627${String(process.pid % 1000).padStart(3, '0')}${String(serial).padStart(6, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
};
const hamour = (fields: Record<string, string | number> = {}) => ({
  name: 'Hamour',
  name_ar: 'هامور',
  categoryId: fishA,
  price: '6.750',
  stock: '20',
  unit: 'weight',
  weightStep: '0.500',
  estimatedWeight: '2',
  ...fields,
});
const create = (fields: Record<string, string | number>) => send('POST', '/api/products', fields, pngFile());
const patch = (id: number, fields: Record<string, string | number>) => send('PATCH', `/api/products/${id}`, fields);
const stored = async (id: number) =>
  (await t.db.select({ unit: products.unit, weightStep: products.weightStep, estimatedWeight: products.estimatedWeight, sku: products.sku, barcode: products.barcode, shopId: products.shopId }).from(products).where(eq(products.id, id)))[0];

describe('the unit: by the piece or by weight', () => {
  it('creates a product by the piece, with no weights or codes, when the form says nothing of them', async () => {
    const res = await create({ name: 'Laban', categoryId: fishA, price: '0.400', stock: '5' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ unit: 'piece', weightStep: null, estimatedWeight: null, sku: null, barcode: null, price: 0.4 });
  });

  it('creates a product by weight: the price per kg, the step and an item weight in kg, stored to the gram', async () => {
    const res = await create(hamour());
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ unit: 'weight', price: 6.75, weightStep: 0.5, estimatedWeight: 2 });
    expect(await stored(data.id)).toMatchObject({ unit: 'weight', weightStep: '0.500', estimatedWeight: '2.000', shopId: shopA });
    expect((await get(`/api/products/${data.id}`)).json().data).toMatchObject({ unit: 'weight', weightStep: 0.5, estimatedWeight: 2 });
  });

  it.each([
    ['a unit that is neither', set('unit', 'kg'), 'unit', 'Choose piece or weight'],
    ['by weight without a step', without('weightStep'), 'weightStep', 'Enter the weight step in kg (0.001 to 10)'],
    ['by weight with an empty step', set('weightStep', ''), 'weightStep', 'Enter the weight step in kg (0.001 to 10)'],
    ['a step of 0', set('weightStep', '0'), 'weightStep', 'Enter the weight step in kg (0.001 to 10)'],
    ['a step over 10 kg', set('weightStep', '10.001'), 'weightStep', 'Enter the weight step in kg (0.001 to 10)'],
    ['a step finer than a gram', set('weightStep', '0.0005'), 'weightStep', 'Enter the weight step in kg (0.001 to 10)'],
    ['by weight without an item weight', without('estimatedWeight'), 'estimatedWeight', 'Enter the estimated weight in kg (0.001 to 50)'],
    ['an item weight over 50 kg', set('estimatedWeight', '50.5'), 'estimatedWeight', 'Enter the estimated weight in kg (0.001 to 50)'],
    ['an item weight in words', set('estimatedWeight', 'two'), 'estimatedWeight', 'Enter the estimated weight in kg (0.001 to 50)'],
    ['a SKU with a space', set('sku', 'FISH 01'), 'sku', 'SKU: up to 64 letters, digits, - _ . /'],
    ['a SKU of 65 characters', set('sku', 'S'.repeat(65)), 'sku', 'SKU: up to 64 letters, digits, - _ . /'],
    ['a barcode of 10 digits', set('barcode', '6291041500'), 'barcode', 'The barcode must be 8, 12, 13 or 14 digits'],
    ['a barcode with a letter', set('barcode', '629104150021X'), 'barcode', 'The barcode must be 8, 12, 13 or 14 digits'],
    ['a wrong check digit', set('barcode', '6291041500214'), 'barcode', 'The barcode check digit is wrong'],
  ])('answers 400 and stores no file for %s', async (_label, change, field, message) => {
    const before = uploadedFiles(t.dataDir);
    const res = await create(change(hamour()));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message, errors: { [field]: message } });
    expect(uploadedFiles(t.dataDir)).toEqual(before);
  });

  it('edits one weight alone and keeps the unit; by the piece again, the weights go', async () => {
    const { id } = (await create(hamour())).json().data;
    expect((await patch(id, { weightStep: '0.250' })).json().data).toMatchObject({ unit: 'weight', weightStep: 0.25, estimatedWeight: 2 });
    expect((await patch(id, { unit: 'piece' })).json().data).toMatchObject({ unit: 'piece', weightStep: null, estimatedWeight: null });
    expect(await stored(id)).toMatchObject({ unit: 'piece', weightStep: null, estimatedWeight: null });
  });

  it('refuses to make a piece a product by weight without its weights, naming both', async () => {
    const { id } = (await create(hamour({ unit: 'piece' }))).json().data;
    const res = await patch(id, { unit: 'weight' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ weightStep: 'Enter the weight step in kg (0.001 to 10)', estimatedWeight: 'Enter the estimated weight in kg (0.001 to 50)' });
    expect(await stored(id)).toMatchObject({ unit: 'piece', weightStep: null });
    expect((await patch(id, { unit: 'weight', weightStep: '1', estimatedWeight: '0.8' })).json().data).toMatchObject({ unit: 'weight', weightStep: 1, estimatedWeight: 0.8 });
  });

  it('is held by the database too: weights on a piece, or a weighed product without them, are refused', async () => {
    const product = await makeProduct(t.db, fishA);
    for (const change of [sql`weight_step = 0.5`, sql`unit = 'weight'`, sql`unit = 'weight', weight_step = 0.5`, sql`unit = 'box'`]) {
      await expect(t.db.execute(sql`UPDATE products SET ${change} WHERE id = ${product.id}`)).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23514' }) });
    }
    await t.db.execute(sql`UPDATE products SET unit = 'weight', weight_step = 0.25, estimated_weight = 1 WHERE id = ${product.id}`);
    await expect(t.db.execute(sql`UPDATE products SET weight_step = 10.5 WHERE id = ${product.id}`)).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23514' }) });
    await expect(t.db.execute(sql`UPDATE products SET barcode = '12345' WHERE id = ${product.id}`)).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23514' }) });
  });
});

describe('SKU and barcode: unique within a shop', () => {
  it('refuses a SKU another product of the shop has, in any case (409 under the field); another shop may have it', async () => {
    const sku = `FISH-${ean13()}`;
    expect((await create(hamour({ sku }))).statusCode).toBe(201);
    const taken = await create(hamour({ sku: sku.toLowerCase() }));
    expect(taken.statusCode).toBe(409);
    const message = `Another product of this shop already has SKU ${sku.toLowerCase()}`;
    expect(taken.json()).toEqual({ success: false, code: 'SKU_TAKEN', message, errors: { sku: message } });
    expect((await create(hamour({ sku, categoryId: fishB }))).statusCode).toBe(201);
  });

  it('refuses a barcode another product of the shop has, on create and on edit; its own is no clash', async () => {
    const barcode = ean13();
    const first = (await create(hamour({ barcode }))).json().data;
    const message = `Another product of this shop already has barcode ${barcode}`;
    expect((await create(hamour({ barcode }))).json()).toEqual({ success: false, code: 'BARCODE_TAKEN', message, errors: { barcode: message } });
    const second = (await create(hamour())).json().data;
    const edit = await patch(second.id, { barcode });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().errors).toEqual({ barcode: message });
    expect((await send('PUT', `/api/products/${first.id}`, hamour({ barcode, name: 'Hamour fillet' }))).statusCode).toBe(200);
    expect((await create(hamour({ barcode, categoryId: fishB }))).statusCode).toBe(201);
  });

  it('clears a SKU or barcode with an empty field, freeing it', async () => {
    const [sku, barcode] = [`S-${ean13()}`, ean13()];
    const { id } = (await create(hamour({ sku, barcode }))).json().data;
    expect((await patch(id, { sku: '', barcode: '' })).json().data).toMatchObject({ sku: null, barcode: null });
    expect((await create(hamour({ sku, barcode }))).statusCode).toBe(201);
  });

  it('refuses to move a product into a shop where another product has its codes', async () => {
    const barcode = ean13();
    await create(hamour({ barcode, categoryId: fishB }));
    const { id } = (await create(hamour({ barcode }))).json().data;
    const moved = await patch(id, { categoryId: fishB });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: 'BARCODE_TAKEN', errors: { barcode: `Another product of this shop already has barcode ${barcode}` } });
    expect(await stored(id)).toMatchObject({ shopId: shopA });
  });

  it('lets exactly one of two saves of one barcode at once win; the other is a 409', async () => {
    const barcode = ean13();
    const answers = await Promise.all([create(hamour({ barcode, name: 'Racer 1' })), create(hamour({ barcode, name: 'Racer 2' }))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({ code: 'BARCODE_TAKEN', errors: { barcode: `Another product of this shop already has barcode ${barcode}` } });
    expect(await t.db.$count(products, eq(products.barcode, barcode))).toBe(1);
  });

  it('is held by the database under any writer: unique indexes on (code, shop), SKUs in any case', async () => {
    const sku = `db-${ean13()}`;
    await makeProduct(t.db, fishA, { sku });
    await expect(makeProduct(t.db, fishA, { sku: sku.toUpperCase() })).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505', constraint: 'products_sku_shop_key' }) });
    await expect(makeProduct(t.db, fishB, { sku })).resolves.toMatchObject({ sku });
  });
});

describe("the product's shop, kept by the database", () => {
  it("is always its category's: set on insert whatever a writer says, and on a move to another shop's category", async () => {
    const product = await makeProduct(t.db, fishA, { shopId: shopB });
    expect(product.shopId).toBe(shopA);
    await t.db.execute(sql`UPDATE products SET shop_id = ${shopB} WHERE id = ${product.id}`);
    expect((await stored(product.id)).shopId).toBe(shopA);
    await t.db.execute(sql`UPDATE products SET category_id = ${fishB} WHERE id = ${product.id}`);
    expect((await stored(product.id)).shopId).toBe(shopB);
  });

  it('refuses a product of a category that does not exist as its foreign key would, naming category_id (the API answers 409 under categoryId)', async () => {
    await expect(makeProduct(t.db, 999_999)).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23503', column: 'category_id' }) });
  });

  it("follows its category to another shop, unless one of the category's codes is taken there (409 under shopId)", async () => {
    const place = await makeLocation(t.db);
    const [from, to] = [(await makeShop(t.db, place)).id, (await makeShop(t.db, place)).id];
    const moving = await makeCategory(t.db, from);
    const sku = `MOVE-${ean13()}`;
    const product = await makeProduct(t.db, moving.id, { sku, name: 'Sheri' });
    const holder = await makeProduct(t.db, (await makeCategory(t.db, to)).id, { sku });
    const refused = await send('PATCH', `/api/categories/${moving.id}`, { shopId: to });
    expect(refused.statusCode).toBe(409);
    const message = `That shop already has a product with SKU ${sku}, as this category's Sheri does`;
    expect(refused.json()).toEqual({ success: false, code: 'SKU_TAKEN', message, errors: { shopId: message } });
    expect((await stored(product.id)).shopId).toBe(from);

    await t.db.update(products).set({ sku: null }).where(eq(products.id, holder.id));
    expect((await send('PATCH', `/api/categories/${moving.id}`, { shopId: to })).statusCode).toBe(200);
    expect((await stored(product.id)).shopId).toBe(to);
  });
});

describe('GET /api/products/barcode/{code}?shopId= (the picking scan)', () => {
  let barcode: string;
  let id: number;
  beforeAll(async () => {
    barcode = ean13();
    id = (await makeProduct(t.db, fishA, { name: 'Scanned Hamour', barcode })).id;
  });
  const lookup = (code: string, query: string, headers = t.staffAuth) => t.app.inject({ method: 'GET', url: `/api/products/barcode/${encodeURIComponent(code)}?${query}`, headers });

  it("answers the shop's product with that barcode, as printed (spaces) or typed in Arabic-Indic digits", async () => {
    const res = await lookup(barcode, `shopId=${shopA}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, name: 'Scanned Hamour', barcode, unit: 'piece' });
    expect((await lookup(`${barcode[0]} ${barcode.slice(1, 7)} ${barcode.slice(7)}`, `shopId=${shopA}`)).json().data.id).toBe(id);
    const arabic = barcode.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    expect((await lookup(arabic, `shopId=${shopA}`)).json().data.id).toBe(id);
  });

  it("answers 404 in another shop and for a barcode no product has", async () => {
    expect((await lookup(barcode, `shopId=${shopB}`)).json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Product not found' });
    expect((await lookup(ean13(), `shopId=${shopA}`)).statusCode).toBe(404);
  });

  it('answers 400 for what is no barcode, and without a shop', async () => {
    expect((await lookup('12345', `shopId=${shopA}`)).json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { code: 'The barcode must be 8, 12, 13 or 14 digits' } });
    const wrong = `${barcode.slice(0, 12)}${(Number(barcode[12]) + 1) % 10}`;
    expect((await lookup(wrong, `shopId=${shopA}`)).json().errors).toEqual({ code: 'The barcode check digit is wrong' });
    expect((await lookup(barcode, '')).statusCode).toBe(400);
  });

  it("is shop-scoped: another shop's staff are answered 404, the shop's own find it; no token is a 401", async () => {
    const outsider = await t.createUser('shop_staff', { shopIds: [shopB] });
    expect((await lookup(barcode, `shopId=${shopA}`, { authorization: outsider.authorization })).statusCode).toBe(404);
    const own = await t.createUser('shop_staff', { shopIds: [shopA] });
    expect((await lookup(barcode, `shopId=${shopA}`, { authorization: own.authorization })).json().data.id).toBe(id);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/barcode/${barcode}?shopId=${shopA}` })).statusCode).toBe(401);
  });
});

describe('the products search finds a whole SKU or barcode', () => {
  it('finds by exact barcode and by SKU in any case, beside name matches; a part of a code finds nothing', async () => {
    const [barcode, sku] = [ean13(), `Qz-${ean13()}`];
    const product = await makeProduct(t.db, fishB, { name: 'Sobaity', barcode, sku });
    const found = async (q: string) => ((await get(`/api/products?q=${encodeURIComponent(q)}`)).json().data.items as { id: number }[]).map((row) => row.id);
    expect(await found(barcode)).toEqual([product.id]);
    expect(await found(sku.toUpperCase())).toEqual([product.id]);
    expect(await found(barcode.slice(0, 8))).toEqual([]);
    expect((await get(`/api/products?q=${barcode}&shopId=${shopA}`)).json().data.items).toEqual([]);
  });

  it('finds it through the unique indexes, not by reading every product', async () => {
    // A plan on a handful of rows may read the table anyway; enough rows make the indexes the plan's choice.
    await inTransaction(t.db, (tx) => tx.execute(sql`INSERT INTO products (name, price, stock, category_id, barcode)
      SELECT 'Filler ' || g, 1, 1, ${fishA}, NULL FROM generate_series(1, 3000) AS g`));
    await t.db.execute(sql`ANALYZE products`);
    const plan = await queryRows<Record<string, string>>(
      t.db,
      sql`EXPLAIN SELECT id FROM products p WHERE lower(p.sku) = 'x-1' OR p.barcode = '6291041500213'`,
    );
    const text = plan.map((row) => Object.values(row)[0]).join('\n');
    expect(text).toContain('products_sku_shop_key');
    expect(text).toContain('products_barcode_shop_key');
  });
});

describe('GET /api/products/export: the new columns', () => {
  it('writes unit, weights in kg as stored, SKU and the barcode as text for Excel', async () => {
    const barcode = ean13();
    const sku = `EXP-${ean13()}`;
    await create(hamour({ name: 'Exported Hamour', sku, barcode: '', categoryId: fishB }));
    await makeProduct(t.db, fishB, { name: 'Exported Labneh', barcode, sku: null });
    const csv = (await get(`/api/products/export?shopId=${shopB}&q=Exported&sort=name`)).body.replace(/^\uFEFF/, '').split('\r\n');
    expect(csv[0]).toBe('id,name,name_ar,categoryId,category,shop,price,stock,status,unit,weightStep,estimatedWeight,sku,barcode');
    expect(csv[1]).toMatch(new RegExp(`^\\d+,Exported Hamour,.*,6\\.750,20,active,weight,0\\.500,2\\.000,${sku},$`));
    expect(csv[2]).toMatch(new RegExp(`^\\d+,Exported Labneh,.*,active,piece,,,,"=""${barcode}"""$`));
  });
});
