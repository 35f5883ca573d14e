import { readFile } from 'node:fs/promises';
import { found, HOST_URL, screenshot } from '../support/browser';
import { apiCall, prepareCustomer } from '../support/customer';
import { adminSession, signedInPages } from '../support/journey-helpers';
import { apiGet } from '../support/session';

// decisions/reports-and-bulk.md, as staff use it: a filtered list exported and the file read back; products picked and
// deactivated together after one confirmation; NEW orders picked and accepted together. English
// at desktop width, Arabic at phone width (where each card has its own checkbox).

interface ListedOrder {
  id: number;
  paymentMethod: string;
}

const session = adminSession();
const signedInPage = signedInPages(session);

/** Every order of the NEW tab paid by KNET, read through the list's cursor as the panel pages it. */
async function listedKnetOrders(): Promise<number[]> {
  const ids: number[] = [];
  let after: string | null = null;
  do {
    const page: { items: ListedOrder[]; nextCursor: string | null } = await apiGet(`orders?status=NEW&payment=KNET&limit=50${after ? `&after=${after}` : ''}`, session.token);
    ids.push(...page.items.map((order) => order.id));
    after = page.nextCursor;
  } while (after);
  return ids;
}

describe('Export (decisions/reports-and-bulk.md)', () => {
  it('downloads the filtered tab as CSV: a byte order mark, the header, each KNET order of the tab once', async () => {
    const page = await signedInPage('en', 1280);
    await page.goto(`${HOST_URL}/orders?status=NEW&payment=KNET`);
    const main = page.getByRole('main');
    await main.getByRole('table').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...records] = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    expect(header.split(',').slice(0, 3)).toEqual(['Order ID', 'Placed (Kuwait)', 'Status']);
    const ids = records.map((record) => Number(record.split(',')[0]));
    expect(ids).toEqual(await listedKnetOrders());
    expect(records.every((record) => record.includes(',NEW,') && record.includes(',KNET,'))).toBe(true);
    await main.getByText(/^Exported \d+ rows?$/).or(page.getByText(/^Exported \d+ rows?$/)).first().waitFor();
    await screenshot(page, 'bulk-export-orders-exported-en-1280');
  });
});

describe.each([
  ['en', 1280, { deactivate: 'Deactivate', title: 'Deactivate products', done: /^2 done$/, bar: 'Selected products' }],
  ['ar', 390, { deactivate: 'إلغاء التفعيل', title: 'إلغاء تفعيل المنتجات', done: /^تم تغيير صفين$/, bar: 'المنتجات المحددة' }],
] as const)('Bulk products (%s, %i px)', (language, width, texts) => {
  it('deactivates two picked products after one confirmation; the list and the API say so', async () => {
    const products = (await apiGet<{ items: { id: number; name: string; name_ar: string; status: string }[] }>('products?status=active&sort=name&limit=2', session.token, language)).items;
    expect(products).toHaveLength(2);
    const ids = products.map((product) => product.id);
    const page = await signedInPage(language, width);
    try {
      await page.goto(`${HOST_URL}/products?status=active&sort=name`);
      const main = page.getByRole('main');
      for (const product of products) {
        const label = language === 'ar' ? `تحديد ${product.name_ar}` : `Select ${product.name}`;
        await main.getByRole('checkbox', { name: label, exact: true }).check();
      }
      const bar = main.getByRole('toolbar', { name: texts.bar });
      // The bar stays at the foot of the window while the list scrolls under it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 3));
      const box = found(await bar.boundingBox(), 'the bulk bar');
      expect(box.y + box.height).toBeLessThanOrEqual(900 + 1);
      expect(box.y).toBeGreaterThan(0);
      await screenshot(page, `bulk-products-selected-${language}-${width}`, { fullPage: false });
      await bar.getByRole('button', { name: texts.deactivate, exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: texts.title });
      await dialog.waitFor();
      await screenshot(page, `bulk-products-confirm-${language}-${width}`);
      await dialog.getByRole('button', { name: texts.deactivate, exact: true }).click();
      await main.getByText(texts.done).waitFor();
      await expect(page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1)).resolves.toBe(false);
      await screenshot(page, `bulk-products-done-${language}-${width}`);
      for (const id of ids) expect((await apiGet<{ status: string }>(`products/${id}`, session.token)).status).toBe('inactive');
    } finally {
      await apiCall('POST', 'products/bulk', session.token, { action: 'activate', ids });
    }
  });
});

describe('Bulk orders (decisions/reports-and-bulk.md)', () => {
  it('accepts two NEW orders picked from the searched tab together', async () => {
    const customer = await prepareCustomer(session, 'Bulk Accept', '99887711');
    const placed = [await customer.placeOrder(1), await customer.placeOrder(1)];
    const page = await signedInPage('en', 1280);
    await page.goto(`${HOST_URL}/orders?status=NEW&q=99887711`);
    const main = page.getByRole('main');
    for (const order of placed) await main.getByRole('checkbox', { name: `Select order #${order.id}` }).check();
    await main.getByRole('toolbar', { name: 'Selected orders' }).getByRole('button', { name: 'Accept', exact: true }).click();
    await main.getByText(/^2 done$/).waitFor();
    await screenshot(page, 'bulk-orders-accepted-en-1280');
    for (const order of placed) expect((await apiGet<{ status: string }>(`orders/${order.id}`, session.token)).status).toBe('ACCEPTED');
  });
});
