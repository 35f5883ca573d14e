import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { API_URL, HOST_URL, openBrowser, screenshot, type Browser } from '../support/browser';
import { apiGet, apiLogin, startSignedIn, type LoginAnswer } from '../support/session';

// Issue 20, product CSV import: a file with one bad row is previewed (its line and the spec §5
// message), fixed, chosen again and applied; the products list and the API show the change.

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

const HEADER = 'id,name,name_ar,categoryId,price,stock,status';

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
  const rows = (price: string) =>
    [
      HEADER,
      `${target.id},${quoted(target.name)},${quoted(target.name_ar)},${category.id},7.125,${target.stock + 5},inactive`,
      `,${tag} Dates,تمر ${tag},${category.id},١٫٢٥٠,٤٠,`,
      `,${tag} Labneh,لبنة ${tag},${category.id},${price},8,active`,
    ].join('\r\n');
  return { target, bad: Buffer.from(`\uFEFF${rows(badPrice)}\r\n`), fixed: Buffer.from(`\uFEFF${rows('0.900')}\r\n`) };
}

async function productByName(name: string): Promise<ProductAnswer | undefined> {
  const list = await apiGet<{ items: ProductAnswer[] }>(`products/category/${category.id}?page=1&limit=50`, session.token);
  return list.items.find((product) => product.name === name);
}

const choose = (page: Page, label: string, buffer: Buffer) => page.getByLabel(label).setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer });

describe('product CSV import (issue 20)', () => {
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
    expect(readFileSync(await download.path(), 'utf8')).toBe(`\uFEFF${HEADER}\r\n`);
    await screenshot(page, 'product-import-empty-en');

    await choose(page, 'CSV file', file.bad);
    const invalid = page.getByRole('table', { name: 'Invalid rows' });
    const badRow = invalid.getByRole('row').filter({ hasText: 'Line 4' });
    await badRow.getByText('Price: Enter a valid price').waitFor();
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
    await page.getByText('السعر: أدخل سعرًا صالحًا').waitFor();
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
});
