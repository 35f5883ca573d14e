import type { BrowserContext, Locator, Page } from 'playwright-core';
import { atWidth, HOST_URL, openBrowser, screenshot, tableOverflow, type Browser, found } from '../support/browser';
import { apiGet, apiLogin, startSignedIn, type LoginAnswer } from '../support/session';

// The orders remote's journeys (spec §2 /orders, Print sheet, /order-items/{id}; §4 Order status),
// against the real API on the demo data (60 orders in every status). The journeys share one
// database and run in order, so each takes its own orders and compares counts with the API.

type Status = 'NEW' | 'ACCEPTED' | 'INTRANSIT' | 'DELIVERED' | 'CANCELLED' | 'REJECTED';
type Stats = Record<Status, number>;
interface ApiOrder {
  id: number;
  status: Status;
  totalAmount: number;
  totalQuantity: number;
  customer: { name: string; phone: string | null };
  items: { productName: string; product: { name: string; name_ar: string | null } }[];
  address: string | null;
  orderedAddress: string | null;
  block: string | null;
  street: string | null;
}

const TAB: Record<Status, string> = {
  NEW: 'New Orders',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
  INTRANSIT: 'In Transit',
  DELIVERED: 'Delivered',
};

let browser: Browser;
let session: LoginAnswer;

/** Starts signed in (the sign-in screen has journeys of its own) and never blocks on print dialogs. */
async function prepare(context: BrowserContext, language: 'en' | 'ar' = 'en') {
  await startSignedIn(context, session, language);
  await context.addInitScript(() => {
    // The print sheet prints automatically: headless Chromium must not wait on a dialog. The
    // sheet's window starts as about:blank, so the opener wraps window.open to reach it too.
    const stub = (win: Window) => {
      (win as unknown as { __printed: number }).__printed = 0;
      win.print = () => {
        (win as unknown as { __printed: number }).__printed += 1;
      };
    };
    stub(window);
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      const opened = open(...args);
      if (opened) stub(opened);
      return opened;
    };
  });
}

const stats = () => apiGet<Stats>('orders/stats', session.token);
const ordersOf = async (status: Status, limit = 10) =>
  (await apiGet<{ items: ApiOrder[] }>(`orders?status=${status}&limit=${limit}`, session.token)).items;
const orderById = (id: number) => apiGet<ApiOrder>(`orders/${id}`, session.token);

async function openOrders(page: Page, status: Status = 'NEW') {
  await page.goto(`${HOST_URL}/orders?status=${status}`);
  await page.getByRole('tab', { name: new RegExp(`^${TAB[status]} \\d+$`) }).waitFor();
}

const tab = (page: Page, status: Status, count: number) => page.getByRole('tab', { name: `${TAB[status]} ${count}`, exact: true });

/** The table row of order `id` on the current tab. */
function rowOf(page: Page, id: number): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: `#${id}`, exact: true }) });
}

async function selectTab(page: Page, status: Status) {
  await page.getByRole('tab', { name: new RegExp(`^${TAB[status]}`) }).click();
  await page.waitForURL(new RegExp(`status=${status}`));
}

/** Confirms the question the reject and cancel buttons ask. */
async function confirm(page: Page, title: string, button: string) {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button, exact: true }).click();
}

/**
 * At the journeys' 1280 px the eleven columns fit beside the navigation: the table does not scroll
 * inside its box, so no row's Accept and Reject sit cut at its edge.
 */
async function expectTableFits(page: Page) {
  expect(await tableOverflow(page.getByRole('table').first())).toBeLessThanOrEqual(1);
}

/**
 * On a 1024 px tablet the eleven columns do not fit beside the navigation: the orders are cards,
 * two side by side, each with its own Accept in view; nothing scrolls sideways. The window is
 * 1280 px again after.
 */
async function expectCardsAt1024(page: Page, id: number, accept: string) {
  await atWidth(page, 1024, async () => {
    const cards = page.getByRole('list', { name: /^(New orders|الطلبات بحالة جديد)$/ }).getByRole('listitem');
    const card = cards.filter({ hasText: `#${id}` });
    const button = found(await card.getByRole('button', { name: accept, exact: true }).boundingBox(), 'Accept in the card');
    const [first, second] = [found(await cards.nth(0).boundingBox(), 'the first card'), found(await cards.nth(1).boundingBox(), 'the second card')];
    expect(await page.getByRole('table').count()).toBe(0);
    expect(Math.abs(first.y - second.y)).toBeLessThanOrEqual(1);
    expect(button.x).toBeGreaterThanOrEqual(0);
    expect(button.x + button.width).toBeLessThanOrEqual(1024);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** Waits until `locator` holds the page's focus (it moves once the list has dropped the moved row). */
async function expectFocusOn(locator: Locator, what: string) {
  const end = Date.now() + 5000;
  while (Date.now() < end) {
    if (await locator.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The focus is not on ${what}: it is on ${await locator.page().evaluate(() => document.activeElement?.outerHTML.slice(0, 120))}`);
}

beforeAll(async () => {
  session = await apiLogin();
});

beforeEach(async () => {
  browser = await openBrowser();
  await prepare(browser.context);
});

afterEach(async () => {
  await browser?.close();
});

describe('Order Management (spec §2 /orders, §4 Order status)', () => {
  it('accepts a NEW order, which moves tabs with the counts updated, then ships and delivers it', async () => {
    const { page } = browser;
    const before = await stats();
    const [order, next] = await ordersOf('NEW');

    await openOrders(page);
    await page.getByRole('heading', { name: 'Order Management' }).waitFor();
    for (const status of Object.keys(TAB) as Status[]) await tab(page, status, before[status]).waitFor();
    expect(await tab(page, 'NEW', before.NEW).getAttribute('aria-selected')).toBe('true');
    const row = rowOf(page, order.id);
    await row.waitFor();
    await expectTableFits(page);
    await expectCardsAt1024(page, order.id, 'Accept');
    await screenshot(page, 'orders-new-en');

    // By keyboard: Enter on Accept, and the focus goes on to the next row's Accept (WCAG 2.4.3),
    // not to the top of the page.
    await row.getByRole('button', { name: 'Accept', exact: true }).focus();
    await page.keyboard.press('Enter');
    await toast(page, 'Order accepted successfully');
    await tab(page, 'NEW', before.NEW - 1).waitFor();
    await tab(page, 'ACCEPTED', before.ACCEPTED + 1).waitFor();
    await row.waitFor({ state: 'detached' });
    await expectFocusOn(rowOf(page, next.id).getByRole('button', { name: 'Accept', exact: true }), `the Accept of order #${next.id}`);

    await selectTab(page, 'ACCEPTED');
    await rowOf(page, order.id).getByRole('button', { name: 'Ship Now' }).click();
    await toast(page, 'Order marked as shipped');
    await tab(page, 'ACCEPTED', before.ACCEPTED).waitFor();
    await tab(page, 'INTRANSIT', before.INTRANSIT + 1).waitFor();

    await selectTab(page, 'INTRANSIT');
    await rowOf(page, order.id).getByRole('button', { name: 'Mark Delivered' }).click();
    await toast(page, 'Order marked as delivered');
    await tab(page, 'DELIVERED', before.DELIVERED + 1).waitFor();

    // A delivered order is final: the Delivered tab has no action column.
    await selectTab(page, 'DELIVERED');
    await rowOf(page, order.id).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Actions' }).count()).toBe(0);
    expect(await rowOf(page, order.id).getByRole('button', { name: 'View' }).count()).toBe(0);
    await screenshot(page, 'orders-delivered-en');

    expect((await orderById(order.id)).status).toBe('DELIVERED');
    expect(await stats()).toEqual({ ...before, NEW: before.NEW - 1, DELIVERED: before.DELIVERED + 1 });
  });

  it('rejects a NEW order and cancels one in transit, each after a confirmation', async () => {
    const { page } = browser;
    const [toReject, next] = await ordersOf('NEW');
    const [toCancel] = await ordersOf('INTRANSIT');

    await openOrders(page);
    await rowOf(page, toReject.id).getByRole('button', { name: 'Reject', exact: true }).click();
    const question = page.getByRole('alertdialog', { name: 'Reject order' });
    await question.waitFor();
    await screenshot(page, 'orders-reject-confirm-en');
    // Going back changes nothing.
    await question.getByRole('button', { name: 'Go Back' }).click();
    await question.waitFor({ state: 'detached' });
    expect((await orderById(toReject.id)).status).toBe('NEW');

    await rowOf(page, toReject.id).getByRole('button', { name: 'Reject', exact: true }).click();
    // A one-click reason goes as its code: the timeline reads it in each reader's language.
    await page.getByRole('alertdialog', { name: 'Reject order' }).getByRole('button', { name: 'Out of stock', exact: true }).click();
    await confirm(page, 'Reject order', 'Reject');
    await toast(page, 'Order rejected successfully');
    await rowOf(page, toReject.id).waitFor({ state: 'detached' });
    expect((await orderById(toReject.id)).status).toBe('REJECTED');
    // The focus goes on to the next row's Reject once the dialog and the row are gone.
    await expectFocusOn(rowOf(page, next.id).getByRole('button', { name: 'Reject', exact: true }), `the Reject of order #${next.id}`);
    const steps = await apiGet<{ items: { reason: string | null; reasonCode: string | null }[] }>(`orders/${toReject.id}/events`, session.token);
    expect(steps.items.at(-1)).toMatchObject({ reasonCode: 'outOfStock', reason: 'Out of stock' });

    await selectTab(page, 'INTRANSIT');
    await rowOf(page, toCancel.id).getByRole('button', { name: 'Cancel Order' }).click();
    await confirm(page, 'Cancel order', 'Cancel Order');
    await toast(page, 'Order cancelled successfully');
    await rowOf(page, toCancel.id).waitFor({ state: 'detached' });
    expect((await orderById(toCancel.id)).status).toBe('CANCELLED');

    await selectTab(page, 'CANCELLED');
    await rowOf(page, toCancel.id).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Actions' }).count()).toBe(0);
  });

  it('loads more orders page by page until there are no more', async () => {
    const { page } = browser;
    const { DELIVERED: total } = await stats();
    expect(total).toBeGreaterThan(10);
    await openOrders(page, 'DELIVERED');
    const rows = page.getByRole('table', { name: /orders$/ }).getByRole('row');
    await rowOf(page, (await ordersOf('DELIVERED'))[0].id).waitFor();
    expect(await rows.count()).toBe(11); // header + 10
    const loadMore = page.getByRole('button', { name: 'Load More' });
    const end = page.getByText('No more orders to load');
    // Other journeys' orders move on the live desk meanwhile, and each event redraws the list: go by
    // what the list shows now (Load More or its end), never by what it showed a moment before.
    while (!(await end.isVisible())) {
      await loadMore.or(end).first().waitFor();
      if (await loadMore.isVisible()) await loadMore.click({ timeout: 5_000 }).catch(() => undefined);
      await page.getByRole('button', { name: 'Loading more...' }).waitFor({ state: 'detached' });
    }
    await page.getByText('No more orders to load').waitFor();
    expect(await rows.count()).toBe(total + 1);
  });

  it('opens the detail popup from the product and prints the order in a new window', async () => {
    const { page, context } = browser;
    const [order] = await ordersOf('ACCEPTED');
    await openOrders(page, 'ACCEPTED');

    // The product cell names the first item, '+N' for the others.
    const product = rowOf(page, order.id).getByRole('cell').nth(2).getByRole('button');
    const more = order.items.length > 1 ? ` +${order.items.length - 1}` : '';
    expect(((await product.textContent()) ?? '').replace(/\+/, ' +')).toBe(`${order.items[0].product.name}${more}`);
    await product.click();
    const dialog = page.getByRole('dialog', { name: `Order #${order.id}` });
    await dialog.waitFor();
    const amount = `KWD ${order.totalAmount.toFixed(3)}`;
    for (const text of [`#${order.id}`, order.customer.name, amount]) await dialog.getByText(text, { exact: false }).first().waitFor();
    const itemRows = dialog.getByRole('table', { name: 'Items' }).getByRole('row');
    expect(await itemRows.count()).toBe(order.items.length + 1);
    // The customer's phone dials itself, with WhatsApp beside it.
    const phone = order.customer.phone ?? '';
    const local = phone.replace(/^\+965/, '');
    expect(await dialog.getByRole('link', { name: `Call ${phone}` }).getAttribute('href')).toBe(`tel:+965${local}`);
    expect(await dialog.getByRole('link', { name: `WhatsApp ${phone}` }).getAttribute('href')).toBe(`https://wa.me/965${local}`);
    await screenshot(page, 'orders-detail-popup-en');

    const [sheet] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name: 'Print' }).click()]);
    await sheet.waitForFunction((id) => document.title === `Order #${id}`, order.id);
    await sheet.waitForFunction(() => (window as unknown as { __printed: number }).__printed > 0);
    const text = await sheet.locator('body').innerText();
    expect(text).toContain(`Order #${order.id}`);
    expect(text).toContain(order.customer.name);
    expect(text).toContain(amount);
    expect(text).toContain(String(order.totalQuantity));
    for (const item of order.items) if (item.product.name_ar) expect(text).toContain(item.product.name_ar);
    // Names in title case with each unit as written ('250 g', never '250 G'), the order's status, and a labelled address.
    const printedNames = await sheet.locator('tbody .name-en').allInnerTexts();
    for (const item of order.items) {
      const printed = printedNames.find((name) => name.toLowerCase() === item.product.name.toLowerCase());
      expect(printed).toBeDefined();
      for (const unit of item.product.name.match(/\d[\d.,]*\s*\p{L}+/gu) ?? []) expect(printed).toContain(unit);
    }
    expect(text).toMatch(/Status\s+Accepted/);
    if (order.block) expect(text).toContain(`Block ${order.block.replace(/^Block\s*/i, '')}, Street ${(order.street ?? '').replace(/^Street\s*/i, '')}`);
    else expect(text).toContain(order.address ?? order.orderedAddress ?? '');
    expect(await sheet.locator('.badge').innerText()).toMatch(/^(Cash|KNET|Card)$/i);
    expect(await sheet.locator('tbody tr').count()).toBe(order.items.length);
    expect(await sheet.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await sheet.setViewportSize({ width: 900, height: 1100 });
    await screenshot(sheet, 'orders-print-sheet-en');
    // On paper the sheet's own buttons are gone.
    await sheet.emulateMedia({ media: 'print' });
    expect(await sheet.locator('.toolbar').isVisible()).toBe(false);
    await sheet.emulateMedia({ media: 'screen' });
    // The 80 mm receipt layout: one column of details, no serial numbers; printed again.
    const printed = await sheet.evaluate(() => (window as unknown as { __printed: number }).__printed);
    await sheet.getByRole('button', { name: 'Print (80 mm receipt)' }).click();
    expect(await sheet.evaluate(() => document.documentElement.dataset.paper)).toBe('receipt');
    expect(await sheet.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(printed + 1);
    expect(await sheet.locator('th.serial').isVisible()).toBe(false);
    await sheet.setViewportSize({ width: 420, height: 900 });
    await screenshot(sheet, 'orders-print-receipt-en');
  });

  it('prints names that contain markup as plain text', async () => {
    const { page, context } = browser;
    const [order] = await ordersOf('NEW');
    const evil = '<img src=x onerror="window.__xss=1">Evil <b>Customer</b>';
    // The API never holds such a name in the demo: give the list one on its way to the page.
    await page.route(/\/api\/orders\?/, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      for (const item of body.data.items) if (item.id === order.id) item.customer.name = evil;
      await route.fulfill({ response, json: body });
    });
    await openOrders(page);
    await rowOf(page, order.id).getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog', { name: `Order #${order.id}` });
    await dialog.getByText(evil).waitFor();
    const [sheet] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name: 'Print' }).click()]);
    await sheet.waitForFunction((id) => document.title === `Order #${id}`, order.id);
    expect(await sheet.locator('body').innerText()).toContain(evil);
    expect(await sheet.locator('img, b').count()).toBe(0);
    expect(await sheet.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  it('opens the order page from the popup, keeps it after a reload, and loads it from its address', async () => {
    const { page } = browser;
    const [order] = await ordersOf('INTRANSIT');
    await openOrders(page, 'INTRANSIT');
    await rowOf(page, order.id).getByRole('button', { name: 'View' }).click();
    await page.getByRole('dialog', { name: `Order #${order.id}` }).getByRole('link', { name: 'Open Order Page' }).click();
    await page.waitForURL(`${HOST_URL}/order-items/${order.id}`);

    const check = async (page: Page = browser.page) => {
      await page.getByRole('heading', { name: `Order #${order.id}` }).waitFor();
      // The name shows in the customer's details, and again in the timeline when they placed it through the API.
      await page.getByText(order.customer.name, { exact: true }).first().waitFor();
      await page.getByText('In Transit', { exact: true }).first().waitFor();
      const rows = page.getByRole('table', { name: `Items of order #${order.id}` }).getByRole('row');
      // count() does not wait: let the table render its rows (header + one per item) first.
      await rows.nth(order.items.length).waitFor();
      expect(await rows.count()).toBe(order.items.length + 1);
      expect(await rows.first().innerText()).toMatch(/S No\.\s+Product\s+Category\s+Quantity\s+Price\s+Total/);
    };
    await check();
    await screenshot(page, 'order-items-en');

    // A reload keeps the page.
    await page.reload();
    await check();
    // Opened from its address in a new tab there is no navigation state: it asks the API.
    const fresh = await browser.context.newPage();
    const loaded = fresh.waitForResponse((response) => response.url().endsWith(`/api/orders/${order.id}`));
    await fresh.goto(`${HOST_URL}/order-items/${order.id}`);
    await loaded;
    await check(fresh);

    await page.goto(`${HOST_URL}/order-items/99999999`);
    await page.getByText('No order data found.').waitFor();
    await page.getByRole('link', { name: 'Back to Orders' }).click();
    await page.waitForURL(/\/orders$/);
  });

  it('lets exactly one of two admins accept the same order at once; the other sees the conflict', async () => {
    const other = await openBrowser();
    try {
      await prepare(other.context);
      const [order] = await ordersOf('NEW');
      const pages = [browser.page, other.page];
      await Promise.all(pages.map((page) => openOrders(page)));
      const buttons = pages.map((page) => rowOf(page, order.id).getByRole('button', { name: 'Accept', exact: true }));
      await Promise.all(buttons.map((button) => button.waitFor()));

      await Promise.all(buttons.map((button) => button.click()));
      const outcome = (page: Page) =>
        Promise.race([
          toast(page, 'Order accepted successfully').then(() => 'accepted' as const),
          toast(page, `Order #${order.id} is already ACCEPTED`).then(() => 'conflict' as const),
        ]);
      const outcomes = await Promise.all(pages.map(outcome));
      expect([...outcomes].sort()).toEqual(['accepted', 'conflict']);
      const loser = pages[outcomes.indexOf('conflict')];
      await screenshot(loser, 'orders-conflict-en');
      // The loser's list was refreshed: the order left its New Orders tab.
      await rowOf(loser, order.id).waitFor({ state: 'detached' });
      expect((await orderById(order.id)).status).toBe('ACCEPTED');
    } finally {
      await other.close();
    }
  });
});

describe('Order Management in Arabic (right-to-left)', () => {
  beforeEach(async () => {
    await browser.close();
    browser = await openBrowser();
    await prepare(browser.context, 'ar');
  });

  it('shows the tabs, the table, the popup, the print sheet and the order page in Arabic', async () => {
    const { page, context } = browser;
    const [order] = await ordersOf('NEW');
    await page.goto(`${HOST_URL}/orders`);
    await page.getByRole('heading', { name: 'إدارة الطلبات' }).waitFor();
    await page.getByRole('tab', { name: /^الطلبات الجديدة \d+$/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const row = rowOf(page, order.id);
    await row.getByRole('button', { name: 'قبول' }).waitFor();
    // The first column (serial number) sits at the right edge in right-to-left.
    const [first, last] = [await row.getByRole('cell').first().boundingBox(), await row.getByRole('cell').nth(3).boundingBox()];
    expect(found(first, 'the first cell').x).toBeGreaterThan(found(last, 'the last cell').x);
    await expectTableFits(page);
    await expectCardsAt1024(page, order.id, 'قبول');
    await screenshot(page, 'orders-new-ar');

    await row.getByRole('button', { name: 'عرض' }).click();
    const dialog = page.getByRole('dialog', { name: `الطلب رقم ${order.id}` });
    await dialog.waitFor();
    await screenshot(page, 'orders-detail-popup-ar');

    const [sheet] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name: 'طباعة' }).click()]);
    await sheet.waitForFunction((id) => document.title === `الطلب رقم ${id}`, order.id);
    expect(await sheet.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['rtl', 'ar']);
    expect(await sheet.locator('body').innerText()).toContain(`KWD ${order.totalAmount.toFixed(3)}`);
    await sheet.setViewportSize({ width: 900, height: 1100 });
    await screenshot(sheet, 'orders-print-sheet-ar');
    await sheet.close();

    await dialog.getByRole('link', { name: 'فتح صفحة الطلب' }).click();
    await page.getByRole('heading', { name: `الطلب رقم ${order.id}` }).waitFor();
    await page.getByRole('table', { name: `منتجات الطلب رقم ${order.id}` }).waitFor();
    await screenshot(page, 'order-items-ar');

    await page.goto(`${HOST_URL}/orders?status=INTRANSIT`);
    await page.getByRole('tab', { name: /^قيد التوصيل \d+$/ }).waitFor();
    await page.getByRole('button', { name: 'إلغاء الطلب' }).first().click();
    await page.getByRole('alertdialog', { name: 'إلغاء الطلب' }).waitFor();
    await screenshot(page, 'orders-cancel-confirm-ar');
    await page.getByRole('alertdialog').getByRole('button', { name: 'رجوع' }).click();
    expect(browser.errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  });
});
