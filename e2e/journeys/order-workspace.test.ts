import type { Page } from 'playwright-core';
import { API_URL, HOST_URL, openBrowser, screenshot, type Browser } from '../support/browser';
import { prepareCustomer } from '../support/customer';
import { PHONE } from '../support/journey-helpers';
import { apiGet, apiLogin, startSignedIn, type LoginAnswer } from '../support/session';

// decisions/order-workspace.md: two members of staff on one order. One claims it on the order page; the other's
// orders list names the holder at once, and their own claim is refused with the API's message naming the holder; a
// note written on the page reaches the other's popup; the other acts on the order after being asked. Once in
// Arabic on a phone.

interface ApiOrder {
  id: number;
  status: string;
  claim: { holder: { id: number; name: string } } | null;
  deliveryAddress: { area: { name: string | null; name_ar: string | null }; text: { en: string; ar: string } } | null;
}

let owner: LoginAnswer;
let colleague: LoginAnswer;
const browsers: Browser[] = [];

async function apiSend<T>(method: string, pathname: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API_URL}/${pathname}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

beforeAll(async () => {
  owner = await apiLogin();
  // Another member of staff, made through the API: an operations account acts on every shop's orders.
  const stamp = Date.now();
  const account = { name: `Fatima Al-Sabah ${stamp}`, email: `fatima.${stamp}@dukkan.kw`, password: 'Fatima-Desk-2024' };
  await apiSend('POST', 'user/register', owner.token, { ...account, role: 'operations' });
  colleague = await apiSend<LoginAnswer>('POST', 'user/login', '', { email: account.email, password: account.password });
});
afterEach(async () => {
  for (const browser of browsers.splice(0)) await browser.close();
});

/** A NEW order nobody holds, for this test alone. */
async function unclaimedOrder(skip = 0): Promise<ApiOrder> {
  const orders = await apiGet<{ items: ApiOrder[] }>('orders?status=NEW&claim=unclaimed&limit=10', owner.token);
  const order = orders.items[skip];
  if (!order) throw new Error('no unclaimed NEW order left');
  return order;
}

async function openAs(session: LoginAnswer, language: 'en' | 'ar', path: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const browser = await openBrowser({ viewport });
  browsers.push(browser);
  await startSignedIn(browser.context, session, language);
  await browser.page.goto(`${HOST_URL}${path}`);
  return browser.page;
}

const rowOf = (page: Page, id: number) => page.getByRole('row').filter({ has: page.getByText(`#${id}`, { exact: true }) });

describe('the order workspace: claims and internal notes (decisions/order-workspace.md)', () => {
  it('claims on the order page, the colleague sees it live and is refused naming the holder, a note reaches them, they act after being asked', async () => {
    const order = await unclaimedOrder();
    // The colleague's desk is open first: what follows reaches it live.
    const desk = await openAs(colleague, 'en', '/orders?status=NEW');
    await rowOf(desk, order.id).waitFor();
    await desk.getByRole('button', { name: 'View' }).first().waitFor();

    const mine = await openAs(owner, 'en', `/order-items/${order.id}`);
    await mine.getByRole('heading', { name: `Order #${order.id}` }).waitFor();
    await mine.getByText('Not claimed').waitFor();
    await mine.getByRole('button', { name: 'Claim', exact: true }).click();
    await mine.getByText('Order claimed', { exact: true }).waitFor();
    await mine.getByText('Claimed by you').waitFor();

    // Live on the colleague's list, without a reload.
    await rowOf(desk, order.id).getByText(`Claimed by ${owner.user.name}`).waitFor();
    await rowOf(desk, order.id).getByRole('button', { name: 'View' }).click();
    const popup = desk.getByRole('dialog', { name: `Order #${order.id}` });
    await popup.getByText(`Claimed by ${owner.user.name}`).waitFor();
    await popup.getByRole('button', { name: 'Claim', exact: true }).click();
    await desk.getByText(`Order #${order.id} is already claimed by ${owner.user.name}`, { exact: true }).waitFor();

    // A note on the page: shown at once here, and in the colleague's open popup.
    const text = `Call the customer before delivery ${Date.now()}`;
    await mine.getByRole('textbox', { name: 'New note' }).fill(text);
    await mine.getByRole('button', { name: 'Add note' }).click();
    await mine.getByRole('list', { name: `Internal notes of order #${order.id}` }).getByText(text).waitFor();
    expect(await mine.getByRole('textbox', { name: 'New note' }).inputValue()).toBe('');
    await popup.getByText(text).waitFor();
    await popup.getByText('1 note').waitFor();
    await screenshot(mine, 'order-workspace-page-en-1280');
    await screenshot(desk, 'order-workspace-popup-en-1280', { fullPage: false });

    // The colleague acts on it all the same, after being asked.
    await popup.getByRole('button', { name: 'Close' }).click();
    await rowOf(desk, order.id).getByRole('button', { name: 'Accept' }).click();
    const ask = desk.getByRole('alertdialog', { name: 'Claimed order' });
    await ask.getByText(`Order #${order.id} is claimed by ${owner.user.name}. Act on it anyway?`).waitFor();
    await ask.getByRole('button', { name: 'Act anyway' }).click();
    await desk.getByText('Order accepted successfully', { exact: true }).waitFor();
    const after = await apiGet<ApiOrder>(`orders/${order.id}`, owner.token);
    expect(after.status).toBe('ACCEPTED');
    expect(after.claim?.holder.id).toBe(owner.user.id);
  });

  it('in Arabic on a phone: claim, the holder on the colleague page, a note, no sideways scroll', async () => {
    const order = await unclaimedOrder();
    const phone = await openAs(owner, 'ar', `/order-items/${order.id}`, PHONE);
    await phone.getByRole('heading', { name: `الطلب رقم ${order.id}` }).waitFor();
    await phone.getByText('لم يستلمه أحد').waitFor();
    await phone.getByRole('button', { name: 'استلام', exact: true }).click();
    await phone.getByText('استلمته أنت').waitFor();
    await phone.getByRole('textbox', { name: 'ملاحظة جديدة' }).fill('اتصل بالعميل قبل التوصيل');
    await phone.getByRole('button', { name: 'إضافة ملاحظة' }).click();
    await phone.getByRole('list', { name: `الملاحظات الداخلية للطلب #${order.id}` }).getByText('اتصل بالعميل قبل التوصيل').waitFor();
    expect(await phone.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await screenshot(phone, 'order-workspace-page-ar-390');

    // The colleague's phone: the popup names the holder and shows the note.
    const desk = await openAs(colleague, 'ar', '/orders?status=NEW', PHONE);
    // On a phone each order is a card (a list item).
    const card = desk.getByRole('listitem').filter({ has: desk.getByText(`#${order.id}`, { exact: true }) });
    await card.getByText(`استلمه ${owner.user.name}`).waitFor();
    await card.getByRole('button', { name: 'عرض' }).click();
    const popup = desk.getByRole('dialog');
    await popup.getByText('اتصل بالعميل قبل التوصيل').waitFor();
    expect(await desk.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await screenshot(desk, 'order-workspace-popup-ar-390', { fullPage: false });
  });
});

describe('the order page is the workspace (issue 34)', () => {
  it('shows the labelled Kuwaiti address with PACI, directions and map pin, the past orders, and moves the order to delivered from the page', async () => {
    const customer = await prepareCustomer(owner, 'Noura Al-Zaid', `9${String(Date.now()).slice(-7)}`);
    await customer.placeOrder();
    const placed = await customer.placeOrder(2, {
      avenue: '3',
      floor: '2',
      apartment: '4',
      paci: '12345678',
      directions: 'Blue gate beside the mosque',
      pin: { latitude: 29.3375, longitude: 48.0193 },
    });
    const order = await apiGet<ApiOrder>(`orders/${placed.id}`, owner.token);
    // The one formatter's line: every part labelled once, the area by name.
    expect(order.deliveryAddress?.text.en).toMatch(/^Block \S+, Street 5, Avenue 3, Building 7, Floor 2, Apt 4, /);

    const page = await openAs(owner, 'en', `/order-items/${placed.id}`);
    await page.getByRole('heading', { name: `Order #${placed.id}` }).waitFor();
    const details = page.getByRole('region', { name: 'Order details' });
    await details.getByText(order.deliveryAddress?.text.en ?? '', { exact: true }).waitFor();
    await details.getByText('12345678').waitFor();
    await details.getByText('Blue gate beside the mosque').waitFor();
    expect(await details.getByRole('link', { name: 'Open in Maps' }).getAttribute('href')).toContain('29.3375,48.0193');
    await page.getByText('1 earlier order', { exact: true }).waitFor();
    await screenshot(page, 'order-workspace-details-en-1280');

    // Every move the status allows, on the page itself; after each, the next status's buttons.
    const actions = page.getByRole('group', { name: `Actions for order #${placed.id}` });
    expect(await actions.getByRole('button').allTextContents()).toEqual(['Accept', 'Reject', 'Print']);
    await actions.getByRole('button', { name: 'Accept' }).click();
    await page.getByText('Order accepted successfully', { exact: true }).waitFor();
    await actions.getByRole('button', { name: 'Ship Now' }).click();
    await page.getByText('Order marked as shipped', { exact: true }).waitFor();
    await actions.getByRole('button', { name: 'Mark Delivered' }).click();
    await page.getByText('Order marked as delivered', { exact: true }).waitFor();
    expect(await actions.getByRole('button').allTextContents()).toEqual(['Print']);
    expect((await apiGet<ApiOrder>(`orders/${placed.id}`, owner.token)).status).toBe('DELIVERED');
    // The history is open: the page's own moves are on it.
    await page.getByRole('list', { name: `History of order #${placed.id}` }).getByText('Delivered').first().waitFor();

    // In Arabic on a phone: the same address in Arabic, with the area's Arabic name.
    const phone = await openAs(owner, 'ar', `/order-items/${placed.id}`, PHONE);
    const arabic = order.deliveryAddress?.text.ar ?? '';
    expect(arabic).toContain(order.deliveryAddress?.area.name_ar ?? 'no Arabic area name');
    await phone.getByText(arabic, { exact: true }).first().waitFor();
    await phone.getByRole('link', { name: 'فتح في الخرائط' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await screenshot(phone, 'order-workspace-details-ar-390');
  });
});
