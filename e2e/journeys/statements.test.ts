import { readFile } from 'node:fs/promises';
import { escapeRegExp, HOST_URL, screenshot } from '../support/browser';
import { apiCall, type Customer, prepareCustomer } from '../support/customer';
import { adminSession, PHONE, signedInPages } from '../support/journey-helpers';
import { apiGet } from '../support/session';

// decisions/shop-statements.md, decisions/promotions.md: an owner gives a shop a commission from today and makes a
// coupon the shop funds; a customer orders with the coupon through the customers' API and the order is delivered; the
// shop's statement of the week shows it with its discount, its commission and the shop's net payout; the owner
// downloads it as CSV, prints it (A4, the statement alone) and closes the week — then, on a phone in Arabic, the coupon
// shows its use, and the closed week reads the same and prints.

const owner = adminSession();
const signedIn = signedInPages(owner);
let customer: Customer;

beforeAll(async () => {
  customer = await prepareCustomer(owner, `Hessa Al-Ajmi ${Date.now()}`, '96655443');
});

describe('shop statements (decisions/shop-statements.md)', () => {
  it('a commission from today, a coupon, an order with it delivered on the week’s statement, its CSV and print, and the week closed', async () => {
    const page = await signedIn('en');
    await page.goto(`${HOST_URL}/statements?shop=${customer.shopId}`);
    await page.getByRole('heading', { name: 'Statements', level: 1 }).waitFor();

    // 10 % and KWD 0.100 an order, from today (the form's default date).
    const rate = page.getByRole('form', { name: 'Add rate' });
    await rate.getByLabel('Percent', { exact: false }).fill('10');
    await rate.getByLabel('Fee per order (KWD)', { exact: false }).fill('0.100');
    await rate.getByRole('button', { name: 'Save rate' }).click();
    await page.getByText('Rate saved', { exact: true }).waitFor();
    await page.getByRole('table', { name: 'Commission rates' }).getByText('In effect', { exact: true }).waitFor();

    // A coupon the shop funds: KWD 0.500 off, with a budget of KWD 10 (a code, never an automatic offer: other journeys
    // order from the same demo shop).
    const code = `EID${Date.now() % 1_000_000}`;
    const shop = await apiGet<{ name: string }>(`shop/${customer.shopId}`, owner.token);
    await page.goto(`${HOST_URL}/promotions`);
    await page.getByRole('heading', { name: 'Promotions', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New promotion' }).click();
    const form = page.getByRole('dialog', { name: 'New promotion' });
    await form.getByRole('textbox', { name: /^Name \(English\)/ }).fill(`Eid treat ${code}`);
    await form.getByRole('textbox', { name: /^Name \(Arabic\)/ }).fill(`هدية العيد ${code}`);
    await form.getByRole('textbox', { name: /^Code/ }).fill(code.toLowerCase());
    await form.getByRole('combobox', { name: /^Gives/ }).selectOption('fixed');
    await form.getByRole('textbox', { name: /^Amount off \(KWD\)/ }).fill('0.500');
    await form.getByRole('textbox', { name: /^Budget \(KWD\)/ }).fill('10');
    await form.getByRole('combobox', { name: /^Funded by/ }).selectOption('shop');
    await form.getByRole('button', { name: 'Create promotion' }).click();
    // Funded by a shop, it must name one: the API's rule, said under the field.
    await form.getByText('A promotion funded by a shop names that shop').first().waitFor();
    await form.getByRole('combobox', { name: /^Shop/ }).fill(shop.name.slice(0, 8));
    await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(shop.name)}`) }).first().click();
    await form.getByRole('button', { name: 'Create promotion' }).click();
    await page.getByText('Promotion created', { exact: true }).waitFor();
    await page.getByRole('table', { name: 'Promotions' }).getByRole('row').filter({ hasText: code }).getByText('Running', { exact: true }).waitFor();
    await screenshot(page, 'promotions-en-1280');

    const order = await customer.placeOrder(2, {}, { couponCode: code.toLowerCase() });
    expect(order.discount).toBe(0.5);
    expect(order.promotion).toEqual(expect.objectContaining({ code, discount: 0.5 }));
    await page.goto(`${HOST_URL}/statements?shop=${customer.shopId}`);
    for (const status of ['ACCEPTED', 'INTRANSIT', 'DELIVERED']) await apiCall('PATCH', `orders/${order.id}/status`, owner.token, { status });

    await page.reload();
    const statement = page.getByRole('region', { name: /^Statement: / });
    const line = statement.getByRole('row').filter({ has: page.getByRole('link', { name: `Order #${order.id}` }) });
    await line.waitFor();
    // Its commission, written in the order's ledger at delivery (10 % of its items, and the fee), on its line.
    const ledger = await apiGet<{ entries: { kind: string; amount: number }[] }>(`orders/${order.id}/ledger`, owner.token);
    const commission = ledger.entries.find((entry) => entry.kind === 'commission');
    expect(commission?.amount).toBeLessThan(-0.1);
    await line.getByText(`KWD ${Math.abs(commission?.amount ?? 0).toFixed(3)}`).first().waitFor();
    // The coupon's discount, borne by the shop, on its line and in the totals.
    expect(ledger.entries.find((entry) => entry.kind === 'discount')?.amount).toBe(-0.5);
    await line.getByText('KWD 0.500').first().waitFor();
    await statement.getByText('Promotions (shop)').first().waitFor();
    await screenshot(page, 'statement-en-1280');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^statement-${customer.shopId}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const csv = await readFile((await download.path()) as string, 'utf8');
    expect(csv).toContain(String(order.id));

    // The printed page: the statement alone, on A4.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false);
    expect(await statement.isVisible()).toBe(true);
    await screenshot(page, 'statement-print-en');
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('button', { name: 'Close week' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Close week' }).click();
    await page.getByText('Week closed', { exact: true }).waitFor();
    await page.getByRole('group', { name: 'Statement to show' }).getByText('Closed', { exact: true }).waitFor();
    // The confirmation's own "Close week" leaves with the dialog's exit: wait for both buttons to go, then none is left.
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Close week' }).last().waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Close week' }).count()).toBe(0);
    const week = new URL(page.url()).searchParams.get('week');

    // On a phone, in Arabic: the coupon used once, then the closed week, the same order, and its print.
    const phone = await signedIn('ar', PHONE.width);
    await phone.goto(`${HOST_URL}/promotions`);
    await phone.getByRole('heading', { name: 'العروض', level: 1 }).waitFor();
    await phone.getByText(`هدية العيد ${code}`).first().waitFor();
    await phone.getByText('مرات الاستخدام: 1').first().waitFor();
    await screenshot(phone, 'promotions-ar-390');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await phone.goto(`${HOST_URL}/statements?shop=${customer.shopId}${week ? `&week=${week}` : ''}`);
    await phone.getByRole('heading', { name: 'كشوف الحساب', level: 1 }).waitFor();
    await phone.getByRole('link', { name: new RegExp(`${order.id}`) }).first().waitFor();
    await phone.getByText('مغلق', { exact: true }).first().waitFor();
    await phone.getByText('العروض (المتجر)').first().waitFor();
    await screenshot(phone, 'statement-ar-390');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await phone.emulateMedia({ media: 'print' });
    expect(await phone.getByRole('region', { name: /^كشف حساب: / }).isVisible()).toBe(true);
    expect(await phone.getByRole('navigation').first().isVisible()).toBe(false);
    await screenshot(phone, 'statement-print-ar');
  });
});
