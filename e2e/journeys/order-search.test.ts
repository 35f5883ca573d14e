import type { Page } from 'playwright-core';
import { HOST_URL, screenshot } from '../support/browser';
import { apiCall, prepareCustomer } from '../support/customer';
import { adminSession, signedInPages } from '../support/journey-helpers';

// decisions/search.md: staff find an order the way a customer on the phone describes it: by a fragment of
// their phone number, typed in Arabic-Indic digits in the Arabic UI, and open it. The search and
// filters live in the address: a reload keeps them, and back undoes the last filter. English and
// Arabic, desktop and phone width.

const session = adminSession();
const signedInPage = signedInPages(session);
/** A phone no other journey uses, and the order its customer placed. */
const phone = `6${String(Date.now()).slice(-7)}`;
let orderId: number;

beforeAll(async () => {
  const customer = await prepareCustomer(session, 'Search Journey Customer', phone);
  orderId = (await customer.placeOrder()).id;
});

const TEXT = {
  en: { view: 'View', payment: 'Payment Mode', filters: 'Filters', filtersSet: 'Filters (1)', title: (id: number) => `Order #${id}`, clear: 'Clear filters', palette: 'Go to', orderHeading: (id: number) => `Order #${id}`, all: 'All orders', accepted: 'Accepted' },
  ar: { view: 'عرض', payment: 'طريقة الدفع', filters: 'عوامل التصفية', filtersSet: 'عوامل التصفية (1)', title: (id: number) => `الطلب رقم ${id}`, clear: 'مسح التصفية', palette: 'انتقال إلى', orderHeading: (id: number) => `الطلب رقم ${id}`, all: 'كل الطلبات', accepted: 'مقبول' },
} as const;

const arabicDigits = (digits: string) => digits.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
const rowOf = (page: Page, id: number) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: new RegExp(`^#${id}`) }) });

async function openOrders(language: 'en' | 'ar', width = 1280): Promise<Page> {
  const page = await signedInPage(language, width);
  await page.goto(`${HOST_URL}/orders?status=NEW`);
  return page;
}

describe.each(['en', 'ar'] as const)('finding an order (%s)', (language) => {
  const say = TEXT[language];
  // The Arabic UI is typed in Arabic-Indic digits, as ar-KW keyboards and formatting give them.
  const fragment = phone.slice(-6);
  const typed = language === 'ar' ? arabicDigits(fragment) : fragment;

  it('finds the order by 6 digits of the phone, opens it, and keeps the search over a reload and back', async () => {
    const page = await openOrders(language);
    await page.getByRole('searchbox').fill(typed);
    await page.waitForURL((url) => url.searchParams.get('q') === typed);
    // The search's own answer, not the tab's list it replaces: one row.
    await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 1);
    await rowOf(page, orderId).waitFor();
    await screenshot(page, `order-search-${language}`);

    await rowOf(page, orderId).getByRole('button', { name: say.view }).click();
    await page.getByRole('dialog').getByText(say.title(orderId)).waitFor();
    await page.keyboard.press('Escape');

    await page.reload();
    await rowOf(page, orderId).waitFor();
    await expect(page.getByRole('searchbox').inputValue()).resolves.toBe(typed);

    // A filter that excludes it, then back: the filter goes, the search stays.
    await page.getByRole('combobox', { name: say.payment }).selectOption('CASH');
    await page.waitForURL((url) => url.searchParams.get('payment') === 'CASH');
    await rowOf(page, orderId).waitFor({ state: 'detached' });
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('payment') === null && url.searchParams.get('q') === typed);
    await rowOf(page, orderId).waitFor();

    await page.getByRole('button', { name: say.clear }).first().click();
    await page.waitForURL((url) => url.searchParams.get('q') === null);
  });

  it('opens the order from the command palette by its id, from the keyboard alone', async () => {
    const page = await openOrders(language);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: say.palette });
    await box.waitFor();
    await box.fill(`#${orderId}`);
    await page.getByRole('option', { name: new RegExp(`${orderId}`) }).waitFor();
    await screenshot(page, `command-palette-${language}`);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/order-items/${orderId}`);
    await page.getByRole('heading', { name: say.orderHeading(orderId) }).waitFor();
  });

  it('finds the order from the dashboard by phone digits in the command palette, whatever its status, and opens its page', async () => {
    const page = await signedInPage(language);
    await page.goto(`${HOST_URL}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: say.palette });
    await box.waitFor();
    await box.fill(typed);
    // Named by the order's number and its customer, the phone beside it.
    const found = page.getByRole('option', { name: new RegExp(`${orderId}.*Search Journey Customer`) });
    await found.waitFor();
    await found.click();
    await page.waitForURL(`**/order-items/${orderId}`);
    await page.getByRole('heading', { name: say.orderHeading(orderId) }).waitFor();
  });

  it('finds it on All orders once it has moved on from New, showing its status', async () => {
    // A customer calls about an order that is no longer New: its tab is not the one open.
    const otherPhone = `7${String(Date.now()).slice(-7)}`;
    const customer = await prepareCustomer(session, 'All Tab Customer', otherPhone);
    const accepted = (await customer.placeOrder()).id;
    await apiCall('PATCH', `orders/${accepted}/status`, session.token, { status: 'ACCEPTED' });
    const page = await openOrders(language);
    await page.getByRole('tab', { name: new RegExp(`^${say.all}`) }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'ALL');
    const digits = otherPhone.slice(-6);
    await page.getByRole('searchbox').fill(language === 'ar' ? arabicDigits(digits) : digits);
    await rowOf(page, accepted).getByText(say.accepted, { exact: true }).waitFor();
  });

  it('fits a phone: the search and filters above the cards', async () => {
    const page = await openOrders(language, 390);
    // The filters fold under one button below the search (decisions/phone-speed.md): the first order's card is
    // on the first screen, not below ten fields.
    const firstCard = page.getByRole('main').getByRole('listitem').filter({ hasText: /#\d+/ }).first();
    await firstCard.waitFor();
    expect((await firstCard.boundingBox())?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(900);
    const payment = page.getByRole('combobox', { name: say.payment });
    expect(await payment.isVisible()).toBe(false);
    await page.getByRole('button', { name: say.filters, exact: true }).click();
    await payment.selectOption('KNET');
    await page.waitForURL((url) => url.searchParams.get('payment') === 'KNET');
    await page.getByRole('button', { name: say.filtersSet, exact: true }).click();
    expect(await payment.isVisible()).toBe(false);
    await page.getByRole('button', { name: say.clear }).click();
    await page.waitForURL((url) => !url.searchParams.has('payment'));
    await page.getByRole('searchbox').fill(typed);
    await page.getByText(`#${orderId}`).first().waitFor();
    await screenshot(page, `order-search-phone-${language}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
