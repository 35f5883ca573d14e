import type { Locator, Page } from 'playwright-core';
import { HOST_URL, openBrowser, overflowingCells, screenshot, type Browser } from '../support/browser';
import { adminSession, PHONE } from '../support/journey-helpers';
import { apiGet, startSignedIn } from '../support/session';

// decisions/phone-speed.md: the panel on a phone (390 × 844), in English and in Arabic. Every list reads as cards
// (the kit's ResponsiveTable): nothing scrolls sideways, no two fields of a card's first rows
// overlap, every action is a 44 × 44 px touch target, and staff accept an order and switch a
// product off and on from a card. After a dialog closes, the focus is back on what opened it.
// On a touch tablet (1024 × 768) the orders are cards too and every action is as large.

const session = adminSession();
let browser: Browser | null = null;

afterEach(async () => {
  await browser?.close();
  browser = null;
});

/** A phone signed in, in `language`; at `path` when one is given. */
async function phone(language: 'en' | 'ar', path?: string): Promise<Page> {
  browser = await openBrowser({ viewport: PHONE });
  await startSignedIn(browser.context, session, language);
  if (path) await browser.page.goto(`${HOST_URL}${path}`);
  return browser.page;
}

/** The page is no wider than the screen (decisions/phone-speed.md: nothing scrolls sideways). */
const expectNoSidewaysScroll = async (page: Page, where: string) =>
  expect([
    where,
    await page.evaluate(() => {
      const root = document.scrollingElement as HTMLElement;
      return root.scrollWidth <= root.clientWidth;
    }),
  ]).toEqual([where, true]);

/** The cards of the page's list (the first list inside <main>: the navigation is outside it). */
const cardsOf = (page: Page) => page.getByRole('main').getByRole('list').first().getByRole('listitem');

/** The card whose head names the order, '#12'. */
const orderCard = (page: Page, id: number) => cardsOf(page).filter({ has: page.getByText(`#${id}`, { exact: true }) });

interface Box {
  what: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * The painted boxes of a card's parts: the text of each title part, label and value (a Range, so
 * text spilling out of its element counts), and each action button, with the card's own box.
 */
function partsOf(card: Locator): Promise<{ card: Box; parts: Box[] }> {
  return card.evaluate((element) => {
    const box = (what: string, r: DOMRect) => ({ what, left: r.left, right: r.right, top: r.top, bottom: r.bottom });
    const textBox = (node: Element) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return range.getBoundingClientRect();
    };
    // A card: an optional head <div> (the title columns), the <dl> of fields, an optional foot <div> (the actions).
    const first = element.firstElementChild;
    const last = element.lastElementChild;
    const titles = first?.tagName === 'DIV' ? Array.from(first.children) : [];
    const texts = [...titles, ...Array.from(element.querySelectorAll('dt, dd'))];
    const buttons = last?.tagName === 'DIV' && last !== first ? Array.from(last.querySelectorAll('button, a')) : [];
    return {
      card: box('card', element.getBoundingClientRect()),
      parts: [
        ...texts.map((node) => box(`${node.tagName.toLowerCase()} "${node.textContent?.trim()}"`, textBox(node))),
        ...buttons.map((node) => box(`button "${node.getAttribute('aria-label') ?? node.textContent?.trim()}"`, node.getBoundingClientRect())),
      ].filter((part) => part.right - part.left > 0 && part.bottom - part.top > 0),
    };
  });
}

const overlaps = (a: Box, b: Box) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

/** In each of the first three `cards`, the parts that overlap or stick out of their card or the screen. */
async function cardProblems(cards: Locator): Promise<string[]> {
  const problems: string[] = [];
  const count = Math.min(3, await cards.count());
  if (count === 0) return ['no cards'];
  for (let i = 0; i < count; i++) {
    const { card, parts } = await partsOf(cards.nth(i));
    for (const [n, part] of parts.entries()) {
      if (part.left < Math.max(card.left, 0) - 0.5 || part.right > Math.min(card.right, 390) + 0.5) problems.push(`card ${i + 1}: ${part.what} sticks out`);
      for (const other of parts.slice(n + 1)) if (overlaps(part, other)) problems.push(`card ${i + 1}: ${part.what} overlaps ${other.what}`);
    }
  }
  return problems;
}

/**
 * Every visible button, link, switch, tab and row checkbox (a table's or a card's) of the top bar, the page, an open dialog
 * and the toasts that is smaller than 44 × 44 px (WCAG 2.5.5). A checkbox's target is its input,
 * laid invisibly over the box.
 */
const smallTargets = (page: Page) =>
  page.evaluate(() =>
    Array.from(
      document.querySelectorAll(
        'header button, main button, main a[href], main [role="switch"], main [role="tab"], main table input[type="checkbox"], main li input[type="checkbox"], [role="dialog"] button, [role="dialog"] a[href], [role="alertdialog"] button, .fui-Toast .fui-Link',
      ),
    )
      .map((element) => ({ element, r: element.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0 && (r.width < 44 - 0.5 || r.height < 44 - 0.5))
      .map(({ element, r }) => `${element.getAttribute('aria-label') ?? element.textContent?.trim()} ${Math.round(r.width)}×${Math.round(r.height)}`),
  );

const TEXT = {
  en: {
    accept: 'Accept',
    accepted: 'Order accepted successfully',
    view: 'View',
    close: 'Close',
    popup: (id: number) => `Order #${id}`,
    deactivate: 'Deactivate',
    deactivateTitle: 'Deactivate product',
    deleteTitle: 'Delete product',
    deleteRow: /^Delete /,
    cancel: 'Cancel',
    openNav: 'Open navigation',
    nav: 'Main navigation',
  },
  ar: {
    accept: 'قبول',
    accepted: 'تم قبول الطلب بنجاح',
    view: 'عرض',
    close: 'إغلاق',
    popup: (id: number) => `الطلب رقم ${id}`,
    deactivate: 'إيقاف',
    deactivateTitle: 'إيقاف المنتج',
    deleteTitle: 'حذف المنتج',
    deleteRow: /^حذف /,
    cancel: 'إلغاء',
    openNav: 'فتح القائمة',
    nav: 'القائمة الرئيسية',
  },
} as const;

/**
 * Waits until every picture in view has loaded or failed (they change a card's height; lazy ones
 * further down wait for a scroll). Not 'networkidle': the live order stream (decisions/live-desk.md) keeps a
 * request open for as long as the page is.
 */
const picturesLoaded = (page: Page) =>
  page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.complete || image.getBoundingClientRect().top > window.innerHeight),
  );

/**
 * Waits for `locator`'s motions (a dialog scales in): sizes are measured as a person sees them. A
 * motion cancelled on the way (a live refresh re-renders what moved) counts as settled.
 */
const settled = (locator: Locator) =>
  locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))),
  );

/** Whether `locator` holds the page's focus. */
const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Waits until `check` holds (the focus comes back after a dialog's exit motion), else fails naming it. */
async function until(what: string, check: () => Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out waiting for: ${what}`);
}

/** Closes `dialog` with its button named `button`, then waits until the focus is back on `opener` (called `what`). */
async function closeGivingFocusBack(dialog: Locator, button: string, opener: Locator, what: string) {
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await until(`the focus back on ${what}`, () => hasFocus(opener));
}

describe.each(['en', 'ar'] as const)('the panel on a phone (%s)', (language) => {
  const say = TEXT[language];

  it('shows every list as cards that fit the screen, with tidy fields and 44 px targets', async () => {
    const page = await phone(language);
    for (const path of ['/orders?status=NEW', '/products', '/shops', '/categories', '/users']) {
      await page.goto(`${HOST_URL}${path}`);
      await cardsOf(page).first().waitFor();
      // Pictures change a card's height: measure once they are in.
      await picturesLoaded(page);
      const name = path.slice(1).replace(/\?.*/, '');
      if (language === 'ar') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect([name, await page.getByRole('main').getByRole('table').count()]).toEqual([name, 0]);
      await expectNoSidewaysScroll(page, name);
      expect([name, await cardProblems(cardsOf(page))]).toEqual([name, []]);
      expect([name, await smallTargets(page)]).toEqual([name, []]);
      await screenshot(page, `phone-${name}-${language}`);
    }
    // The order page's items are cards too.
    const [delivered] = (await apiGet<{ items: { id: number }[] }>('orders?status=DELIVERED&limit=1', session.token)).items;
    await page.goto(`${HOST_URL}/order-items/${delivered.id}`);
    await cardsOf(page).first().waitFor();
    await picturesLoaded(page);
    await expectNoSidewaysScroll(page, 'order page');
    expect(['order page', await cardProblems(cardsOf(page))]).toEqual(['order page', []]);
    expect(['order page', await smallTargets(page)]).toEqual(['order page', []]);
    await screenshot(page, `phone-order-page-${language}`);
    // Locations is a tree, not a list: it fits too, its buttons as large.
    await page.goto(`${HOST_URL}/locations`);
    await page.getByRole('tree').getByRole('treeitem').first().click();
    await page.getByRole('tree').getByRole('treeitem').nth(1).waitFor();
    await expectNoSidewaysScroll(page, 'locations');
    expect(['locations', await smallTargets(page)]).toEqual(['locations', []]);
    await screenshot(page, `phone-locations-${language}`);
  });

  it('accepts an order from its card; the popup of another keeps its items inside and gives the focus back', async () => {
    const page = await phone(language);
    const orders = (await apiGet<{ items: { id: number; customer: { phone: string | null } }[] }>('orders?status=NEW&limit=2', session.token)).items;
    expect(orders.length).toBe(2);
    await page.goto(`${HOST_URL}/orders?status=NEW`);
    const card = orderCard(page, orders[0].id);
    await card.waitFor();
    // The customer's phone dials itself, with WhatsApp beside it, both in reach of a thumb.
    const customerPhone = orders[0].customer.phone ?? '';
    const local = customerPhone.replace(/^\+965/, '');
    const call = card.getByRole('link', { name: new RegExp(`${customerPhone.replace('+', '\\+')}$`) }).first();
    expect(await call.getAttribute('href')).toBe(`tel:+965${local}`);
    expect(await card.locator(`a[href="https://wa.me/965${local}"]`).count()).toBe(1);
    const accept = card.getByRole('button', { name: say.accept, exact: true });
    const box = await accept.boundingBox();
    expect(box && box.height >= 44 && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await accept.click();
    await page.getByText(say.accepted, { exact: true }).first().waitFor();
    expect((await apiGet<{ status: string }>(`orders/${orders[0].id}`, session.token)).status).toBe('ACCEPTED');
    await card.waitFor({ state: 'detached' });
    await expectNoSidewaysScroll(page, 'orders after accept');
    // The focus went on to the Accept of the card that took its place, not to the top of the page.
    await until('the focus on the next card\'s Accept', () => hasFocus(orderCard(page, orders[1].id).getByRole('button', { name: say.accept, exact: true })));

    // The detail popup: its items stack as cards (Price never runs into Total), inside the dialog.
    const view = orderCard(page, orders[1].id).getByRole('button', { name: say.view, exact: true });
    await view.click();
    const popup = page.getByRole('dialog', { name: say.popup(orders[1].id) });
    await popup.waitFor();
    await settled(popup);
    const items = popup.getByRole('list').first().getByRole('listitem');
    await items.first().waitFor();
    await picturesLoaded(page);
    await expectNoSidewaysScroll(page, 'order popup');
    expect(await popup.getByRole('table').count()).toBe(0);
    expect(await smallTargets(page)).toEqual([]);
    expect(await cardProblems(items)).toEqual([]);
    await screenshot(page, `phone-order-popup-${language}`);
    await closeGivingFocusBack(popup, say.close, view, 'View');
  });

  it('switches a product off and on from its card, and every confirmation gives the focus back', async () => {
    const page = await phone(language, '/products');
    const card = cardsOf(page).first();
    const toggle = card.getByRole('switch');
    await toggle.waitFor();
    if (!(await toggle.isChecked())) {
      await toggle.click();
      await until('the switch on', () => toggle.isChecked());
    }
    // Off asks first; the focus comes back to the switch once its call has run.
    await toggle.click();
    const confirm = page.getByRole('alertdialog', { name: say.deactivateTitle });
    await confirm.getByRole('button', { name: say.deactivate, exact: true }).click();
    await until('the switch off', async () => !(await toggle.isChecked()));
    await until('the focus back on the switch', () => hasFocus(toggle));
    // The toast saying so has a Dismiss as large as any other target.
    await page.locator('.fui-Toast').first().waitFor();
    expect(await smallTargets(page)).toEqual([]);
    await expectNoSidewaysScroll(page, 'products after the switch');
    // On does not ask.
    await toggle.click();
    await until('the switch on again', () => toggle.isChecked());

    // Delete asks; Cancel puts the focus back on the card's Delete button.
    const remove = card.getByRole('button', { name: say.deleteRow });
    await remove.click();
    const ask = page.getByRole('alertdialog', { name: say.deleteTitle });
    await ask.waitFor();
    await settled(ask);
    expect(await smallTargets(page)).toEqual([]);
    await screenshot(page, `phone-product-delete-${language}`);
    await closeGivingFocusBack(ask, say.cancel, remove, 'Delete');
  });

  it('dims the page behind the navigation drawer', async () => {
    const page = await phone(language, '/products');
    await cardsOf(page).first().waitFor();
    const menu = page.getByRole('button', { name: say.openNav });
    const box = await menu.boundingBox();
    expect(box && box.width >= 44 && box.height >= 44).toBe(true);
    await menu.click();
    const nav = page.getByRole('navigation', { name: say.nav });
    await nav.waitFor();
    await screenshot(page, `phone-navigation-${language}`);
    // A tap on the dimmed page (the side away from the drawer) closes it.
    await page.mouse.click(language === 'ar' ? 20 : 370, 600);
    await nav.waitFor({ state: 'hidden' });
  });
});

describe.each(['en', 'ar'] as const)('the panel on a touch tablet, 1024 × 768 (%s)', (language) => {
  const say = TEXT[language];

  it('makes every action a 44 px target, lists that fit (no sideways scroll, no cell over the next), and accepts an order with a tap', async () => {
    browser = await openBrowser({ viewport: { width: 1024, height: 768 }, hasTouch: true });
    await startSignedIn(browser.context, session, language);
    const { page } = browser;
    for (const path of ['/orders?status=NEW', '/products', '/shops', '/categories', '/users']) {
      await page.goto(`${HOST_URL}${path}`);
      const name = path.slice(1).replace(/\?.*/, '');
      await page.getByRole('main').getByRole(name === 'orders' ? 'listitem' : 'row').nth(1).waitFor();
      await picturesLoaded(page);
      await expectNoSidewaysScroll(page, name);
      expect([name, await smallTargets(page)]).toEqual([name, []]);
      expect([name, await overflowingCells(page)]).toEqual([name, []]);
      await screenshot(page, `tablet-${name}-${language}`);
    }

    const [order] = (await apiGet<{ items: { id: number }[] }>('orders?status=NEW&limit=1', session.token)).items;
    await page.goto(`${HOST_URL}/orders?status=NEW`);
    const card = orderCard(page, order.id);
    await card.getByRole('button', { name: say.accept, exact: true }).tap();
    await page.getByText(say.accepted, { exact: true }).first().waitFor();
    expect((await apiGet<{ status: string }>(`orders/${order.id}`, session.token)).status).toBe('ACCEPTED');
  });
});
