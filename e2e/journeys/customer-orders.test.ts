import type { Locator, Page } from 'playwright-core';
import { HOST_URL, openBrowser, screenshot, type Browser } from '../support/browser';
import { type Customer, prepareCustomer } from '../support/customer';
import { apiGet, apiLogin, startSignedIn, type LoginAnswer } from '../support/session';

// decisions/ordering.md: an order a customer places through the customers' API reaches the desk, and staff
// reject it with a reason that the order's timeline shows — in English and in Arabic, on a
// desktop and on a phone. Real API, real database (the e2e harness's), real browser.

let session: LoginAnswer;
let customer: Customer;
let browser: Browser | null = null;

beforeAll(async () => {
  session = await apiLogin();
  customer = await prepareCustomer(session);
});

const placeOrder = (quantity = 1) => customer.placeOrder(quantity);

afterEach(async () => {
  await browser?.close();
  browser = null;
});

const rowOf = (page: Page, id: number) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: `#${id}`, exact: true }) });
/** On a phone an order is a card (decisions/phone-speed.md), headed by its id. */
const cardOf = (page: Page, id: number) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByText(`#${id}`, { exact: true }) });

async function openNewOrders(language: 'en' | 'ar', viewport?: { width: number; height: number }) {
  browser = await openBrowser(viewport ? { viewport } : {});
  await startSignedIn(browser.context, session, language);
  await browser.page.goto(`${HOST_URL}/orders?status=NEW`);
  return browser.page;
}

/** Finished orders have no actions column: the product cell opens the detail popup (spec §2). */
const openDetail = (page: Page, id: number) => rowOf(page, id).getByRole('cell').nth(2).getByRole('button').click();

const texts = {
  en: { reject: 'Reject', title: 'Reject order', reason: 'Reason (optional)', quick: 'Shop closed', toast: 'Order rejected successfully', rejectedTab: /^Rejected \d+$/, history: (id: number) => `History of order #${id}`, popup: (id: number) => `Order #${id}`, customer: 'Customer' },
  ar: { reject: 'رفض', title: 'رفض الطلب', reason: 'السبب (اختياري)', quick: 'المتجر مغلق', toast: 'تم رفض الطلب بنجاح', rejectedTab: /^المرفوضة \d+$/, history: (id: number) => `سجل الطلب رقم ${id}`, popup: (id: number) => `الطلب رقم ${id}`, customer: 'العميل' },
} as const;

describe.each(['en', 'ar'] as const)('a customer order, rejected with a reason (%s)', (language) => {
  const say = texts[language];
  /** Opens the Reject dialog of an order's row (or, on a phone, its card). */
  const openReject = async (page: Page, row: Locator) => {
    await row.getByRole('button', { name: say.reject, exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: say.title });
    await dialog.waitFor();
    return dialog;
  };

  it('appears in New Orders after a refresh; reject asks why, and the timeline shows who, why and when', async () => {
    const page = await openNewOrders(language);
    await page.getByRole('tab', { selected: true }).waitFor();
    const placed = await placeOrder(2);
    // The desk is not live yet (decisions/live-desk.md): a refresh brings the new order in.
    await page.reload();
    const row = rowOf(page, placed.id);
    await row.waitFor();

    const dialog = await openReject(page, row);
    const reason = dialog.getByRole('textbox', { name: say.reason });
    await dialog.getByRole('button', { name: say.quick, exact: true }).click();
    expect(await reason.inputValue()).toBe(say.quick);
    await reason.fill(`${say.quick} — e2e ${language}`);
    await screenshot(page, `orders-reject-reason-${language}`);
    await dialog.getByRole('button', { name: say.reject, exact: true }).click();
    await page.getByText(say.toast, { exact: true }).first().waitFor();
    await row.waitFor({ state: 'detached' });

    // The API recorded the move with the staff member and the reason.
    const events = await apiGet<{ items: { from: string | null; to: string; reason: string | null; actor: { kind: string; name: string } }[] }>(
      `orders/${placed.id}/events`,
      session.token,
    );
    expect(events.items.map((e) => [e.from, e.to, e.actor.kind, e.reason])).toEqual([
      [null, 'NEW', 'customer', null],
      ['NEW', 'REJECTED', 'staff', `${say.quick} — e2e ${language}`],
    ]);

    // The detail popup, on the Rejected tab, shows the timeline.
    await page.getByRole('tab', { name: say.rejectedTab }).click();
    await openDetail(page, placed.id);
    const popup = page.getByRole('dialog', { name: say.popup(placed.id) });
    await popup.waitFor();
    const timeline = popup.getByRole('list', { name: say.history(placed.id) });
    await timeline.waitFor();
    const steps = timeline.getByRole('listitem');
    expect(await steps.count()).toBe(2);
    expect(await steps.nth(0).innerText()).toContain(say.customer);
    const last = await steps.nth(1).innerText();
    expect(last).toContain(session.user.name);
    expect(last).toContain(`${say.quick} — e2e ${language}`);
    expect(await steps.nth(1).locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    if (language === 'ar') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, `orders-timeline-${language}`);
  });

  it('works the same on a phone (390 px wide)', async () => {
    const page = await openNewOrders(language, { width: 390, height: 844 });
    const placed = await placeOrder();
    await page.reload();
    const row = cardOf(page, placed.id);
    await row.waitFor();
    const dialog = await openReject(page, row);
    await dialog.getByRole('button', { name: say.quick, exact: true }).click();
    await screenshot(page, `orders-reject-reason-${language}-phone`);
    await dialog.getByRole('button', { name: say.reject, exact: true }).click();
    await page.getByText(say.toast, { exact: true }).first().waitFor();
    // A preset reason is kept as its code, so each reader sees it in their own language.
    const events = await apiGet<{ items: { to: string; reasonCode: string | null }[] }>(`orders/${placed.id}/events`, session.token);
    expect(events.items.at(-1)).toMatchObject({ to: 'REJECTED', reasonCode: 'shopClosed' });
    await page.getByRole('tab', { name: say.rejectedTab }).click();
    // The card's product opens the popup (finished orders have no View).
    await cardOf(page, placed.id).getByRole('button').first().click();
    const popup = page.getByRole('dialog', { name: say.popup(placed.id) });
    await popup.getByRole('list', { name: say.history(placed.id) }).waitFor();
    // The items' price and total stay apart ("KWD 1.150KWD 1.15" ran together before); on a phone
    // each item is a card (decisions/phone-speed.md), its price and total values on lines of their own.
    const cells = await popup.getByRole('list').first().getByRole('listitem').first().getByRole('definition').evaluateAll((elements) =>
      elements.map((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const r = range.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      }),
    );
    const [price, total] = cells.slice(-2);
    const apart =
      Math.max(price.left, total.left) >= Math.min(price.right, total.right) - 0.5 ||
      Math.max(price.top, total.top) >= Math.min(price.bottom, total.bottom) - 0.5;
    expect(apart).toBe(true);
    await screenshot(page, `orders-timeline-${language}-phone`);
  });
});
