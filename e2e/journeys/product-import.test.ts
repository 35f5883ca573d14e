import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { API_URL, found, HOST_URL, openBrowser, screenshot, type Browser } from '../support/browser';
import { apiGet, apiLogin, startSignedIn, type LoginAnswer } from '../support/session';

// decisions/reports-and-bulk.md, product CSV import: a file with bad rows is previewed (each line, column, the value
// given and the spec §5 message), fixed, chosen again and applied; the products list and the API
// show the change. And the products export is a file the import takes back: unchanged it changes
// nothing, one cell edited is exactly that change.

type ProductAnswer = { id: number; name: string; name_ar: string; price: number; stock: number; status: string };

let browser: Browser;
let session: LoginAnswer;
/** The first demo category: its products are changed, and new ones made in it. */
let category: { id: number };

beforeAll(async () => {
  session = await apiLogin();
  [category] = (await apiGet<{ items: { id: number }[] }>('categories?page=1&limit=1', session.token)).items;
  expect(category).toBeDefined();
});

afterEach(async () => {
  await browser?.close();
});

const HEADER = 'id,name,name_ar,categoryId,category,price,stock,status';
/** The template's columns: the products export's. */
const TEMPLATE = 'id,name,name_ar,categoryId,category,shop,price,stock,status,unit,weightStep,estimatedWeight,sku,barcode';

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * A product of the journey's own to change (made through the import API, so the demo data other
 * journeys read stays as it was), and a file creating two products and changing it.
 */
async function importFile(tag: string, badPrice: string) {
  const made = await fetch(`${API_URL}/products/import`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'text/csv' },
    body: `name,name_ar,categoryId,price,stock\n${tag} Tea,شاي ${tag},${category.id},1.300,65\n`,
  });
  expect(made.status).toBe(200);
  const target = await productByName(`${tag} Tea`);
  if (!target) throw new Error('the product to change was not made');
  const rows = (price: string, more: string[] = []) =>
    [
      HEADER,
      `${target.id},${quoted(target.name)},${quoted(target.name_ar)},${category.id},,7.125,${target.stock + 5},inactive`,
      `,${tag} Dates,تمر ${tag},${category.id},,١٫٢٥٠,٤٠,`,
      `,${tag} Labneh,لبنة ${tag},${category.id},,${price},8,active`,
      ...more,
    ].join('\r\n');
  // Line 5 names a category no shop has: refused with the name given.
  const bad = rows(badPrice, [`,${tag} Halwa,حلوى ${tag},,حلويات ${tag.slice(-4)},1.500,3,`]);
  return { target, bad: Buffer.from(`\uFEFF${bad}\r\n`), fixed: Buffer.from(`\uFEFF${rows('0.900')}\r\n`) };
}

async function productByName(name: string): Promise<ProductAnswer | undefined> {
  const list = await apiGet<{ items: ProductAnswer[] }>(`products/category/${category.id}?page=1&limit=50`, session.token);
  return list.items.find((product) => product.name === name);
}

const choose = (page: Page, label: string, buffer: Buffer) => page.getByLabel(label).setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer });

describe('product CSV import (decisions/reports-and-bulk.md)', () => {
  it('previews a file with a bad row, takes the fixed file and imports it', async () => {
    browser = await openBrowser();
    const { page } = browser;
    const tag = `E2E Import ${Date.now()}`;
    const file = await importFile(tag, 'abc');
    // Playwright turns file-chooser interception on when the first listener is added, a round trip
    // later: listen from the start, so the chooser opened by keyboard below is always caught.
    page.on('filechooser', () => {});
    await startSignedIn(browser.context, session, 'en');
    await page.goto(`${HOST_URL}/products`);
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Import products' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/products/import');

    // The template is the header row, in UTF-8 with a BOM.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download template' }).click()]);
    expect(download.suggestedFilename()).toBe('products-import-template.csv');
    expect(readFileSync(await download.path(), 'utf8')).toBe(`\uFEFF${TEMPLATE}\r\n`);
    await screenshot(page, 'product-import-empty-en');

    await choose(page, 'CSV file', file.bad);
    const invalid = page.getByRole('table', { name: 'Invalid rows' });
    const badRow = invalid.getByRole('row').filter({ hasText: 'Line 4' });
    await badRow.getByRole('cell', { name: 'abc', exact: true }).waitFor();
    await badRow.getByRole('cell', { name: 'Enter a valid price' }).waitFor();
    const unknown = invalid.getByRole('row').filter({ hasText: 'Line 5' });
    await unknown.getByRole('cell', { name: `حلويات ${tag.slice(-4)}` }).waitFor();
    await unknown.getByRole('cell', { name: 'No category has this name' }).waitFor();
    await page.getByRole('table', { name: 'Products to change' }).getByText('KWD 7.125').waitFor();
    await page.getByRole('table', { name: 'Products to change' }).getByText('KWD 1.300').waitFor();
    await page.getByRole('table', { name: 'Products to create' }).getByText(`${tag} Dates`).waitFor();
    expect(await page.getByRole('button', { name: 'Apply import' }).count()).toBe(0);
    await screenshot(page, 'product-import-preview-invalid-en');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'product-import-preview-invalid-en-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    // By keyboard: the button in the page's language opens the browser's file chooser.
    const chooseButton = page.getByRole('button', { name: 'Choose a CSV file' });
    await chooseButton.focus();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
    // The same file, saved again after the fix.
    await chooser.setFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: file.fixed });
    await invalid.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Products to create' }).getByText(`${tag} Labneh`).waitFor();
    await screenshot(page, 'product-import-preview-en');
    await page.getByRole('button', { name: 'Apply import' }).click();
    await page.getByRole('status').getByText('Import complete: 2 created, 1 changed, 0 unchanged.').waitFor();
    await screenshot(page, 'product-import-done-en');

    await page.getByRole('button', { name: 'See products' }).click();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await page.getByRole('row').filter({ hasText: `${tag} Labneh` }).getByText('KWD 0.900').waitFor();
    expect(await productByName(`${tag} Dates`)).toMatchObject({ name_ar: `تمر ${tag}`, price: 1.25, stock: 40, status: 'active' });
    const changed = await apiGet<ProductAnswer>(`products/${file.target.id}`, session.token);
    expect(changed).toMatchObject({ price: 7.125, stock: file.target.stock + 5, status: 'inactive' });
    const ledger = await apiGet<{ items: { change: number; reason: string }[] }>(`products/${file.target.id}/stock`, session.token);
    expect(ledger.items[0]).toMatchObject({ change: 5, reason: 'import' });
    expect(browser.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });

  it('imports in Arabic on a phone, right to left', async () => {
    browser = await openBrowser({ viewport: { width: 390, height: 844 } });
    const { page } = browser;
    const tag = `E2E Import AR ${Date.now()}`;
    const file = await importFile(tag, '٠');
    await startSignedIn(browser.context, session, 'ar');
    await page.goto(`${HOST_URL}/products/import`);
    await page.getByRole('heading', { level: 1, name: 'استيراد المنتجات' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await screenshot(page, 'product-import-empty-ar-390');

    await choose(page, 'ملف CSV', file.bad);
    await page.getByText('أدخل سعرًا صالحًا').waitFor();
    await page.getByText('لا توجد فئة بهذا الاسم').waitFor();
    await page.getByText('السطر 4').waitFor();
    await screenshot(page, 'product-import-preview-invalid-ar-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'product-import-preview-invalid-ar');
    await page.setViewportSize({ width: 390, height: 844 });

    await choose(page, 'ملف CSV', file.fixed);
    await page.getByRole('button', { name: 'تطبيق الاستيراد' }).click();
    await page.getByRole('status').getByText('اكتمل الاستيراد: أُنشئ 2، وعُدّل 1، وبقي 0 بلا تغيير.').waitFor();
    await screenshot(page, 'product-import-done-ar-390');
    expect(await productByName(`${tag} Labneh`)).toMatchObject({ name_ar: `لبنة ${tag}`, price: 0.9, stock: 8 });
    expect(browser.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });

  it('takes the products export back unchanged, then exactly the one cell edited in it', async () => {
    browser = await openBrowser();
    const { page } = browser;
    const tag = `E2E Round ${Date.now()}`;
    const made = await fetch(`${API_URL}/products/import`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'text/csv' },
      body: `name,name_ar,categoryId,price,stock\n${tag} Tea,شاي ${tag},${category.id},1.300,65\n${tag} Cardamom,هيل ${tag},${category.id},2.750,12\n`,
    });
    expect(made.status).toBe(200);
    const tea = found(await productByName(`${tag} Tea`), 'the Tea product');
    await startSignedIn(browser.context, session, 'en');
    await page.goto(`${HOST_URL}/products?q=${encodeURIComponent(tag)}`);
    await page.getByRole('main').getByRole('row').filter({ hasText: `${tag} Cardamom` }).first().waitFor();
    const [exported] = await Promise.all([page.waitForEvent('download'), page.getByRole('main').getByRole('button', { name: 'Export' }).click()]);
    expect(exported.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await exported.path();
    const bytes = readFileSync(path);
    expect(bytes.toString('utf8').split('\r\n')[0]).toBe(`\uFEFF${TEMPLATE}`);

    // The file as downloaded: nothing to create, change or refuse.
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Import products' }).waitFor();
    await page.getByLabel('CSV file').setInputFiles(path);
    await page.getByText('Every row already matches the products: there is nothing to import.').waitFor();
    expect(await page.getByRole('table', { name: 'Invalid rows' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Apply import' }).isDisabled()).toBe(true);

    // One price edited, as a spreadsheet would save it: exactly that change.
    const edited = editCsvCell(bytes.toString('utf8'), `${tag} Tea`, 'price', '1.450');
    await page.getByLabel('CSV file').setInputFiles({ name: 'products-edited.csv', mimeType: 'text/csv', buffer: Buffer.from(edited) });
    const changes = page.getByRole('table', { name: 'Products to change' });
    await changes.getByText('KWD 1.450').waitFor();
    expect(await changes.getByRole('row').count()).toBe(2);
    await page.getByRole('button', { name: 'Apply import' }).click();
    await page.getByRole('status').getByText('Import complete: 0 created, 1 changed, 1 unchanged.').waitFor();
    expect(await apiGet<ProductAnswer>(`products/${tea.id}`, session.token)).toMatchObject({ name: `${tag} Tea`, name_ar: `شاي ${tag}`, price: 1.45, stock: 65, status: 'active' });
    expect(await productByName(`${tag} Cardamom`)).toMatchObject({ price: 2.75, stock: 12 });
    expect(browser.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});

/** A CSV's text with one cell of the record whose name is `name` replaced (RFC 4180 quoting kept). */
function editCsvCell(text: string, name: string, column: string, value: string): string {
  const split = (record: string) => [...record.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((match) => match[1]);
  const records = text.split('\r\n');
  const index = split(records[0].replace(/^\uFEFF/, '')).indexOf(column);
  return records
    .map((record) => {
      const cells = split(record);
      if (cells[1] !== name && cells[1] !== quoted(name)) return record;
      cells[index] = value;
      return cells.join(',');
    })
    .join('\r\n');
}
