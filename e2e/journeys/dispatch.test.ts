import type { Page } from 'playwright-core';
import { API_URL, HOST_URL, openBrowser, screenshot } from '../support/browser';
import { apiCall, type Customer, prepareCustomer } from '../support/customer';
import { picture } from '../support/images';
import { adminSession, PHONE, signedInPages } from '../support/journey-helpers';
import { apiGet, type LoginAnswer, startSignedIn } from '../support/session';

// decisions/dispatch.md: a lead hands an accepted cash order to a driver on the desktop board; the driver, on a phone in
// Arabic, picks it up and delivers it with the code the customer reads out, recording the cash; a second browser sees
// the board and the order's page follow by themselves. Then the driver's shift is closed with a cash difference, which
// a lead resolves with a note.

const owner = adminSession();
const signedIn = signedInPages(owner);
let customer: Customer;
const stamp = Date.now();
/** An order's card on the board: in the page's main region, not the toast about it ("Order #65 assigned to …" is a list item too). */
const orderCard = (page: Page, id: number) => page.getByRole('main').getByRole('listitem', { name: `Order #${id}` });
const driverAccount = { name: `Yousef Al-Ajmi ${stamp}`, email: `driver.${stamp}@dukkan.kw`, password: 'Driver-Pass-2024' };
let driverSession: LoginAnswer;
/** The cash of the order the first test delivers: what the shift expects. */
let expectedCash = 0;

beforeAll(async () => {
  customer = await prepareCustomer(owner, 'Maryam Al-Enezi', '99223344');
  const created = await apiCall<{ id: number }>('POST', 'user/register', owner.token, { ...driverAccount, role: 'driver' });
  const shop = await apiGet<{ areaId: number }>(`shop/${customer.shopId}`, owner.token);
  await apiCall('PUT', `drivers/${created.id}`, owner.token, { phone: '+96599887766', vehicle: 'Toyota Hiace', capacity: 3, areaIds: [shop.areaId] });
  const login = await fetch(`${API_URL}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: driverAccount.email, password: driverAccount.password }),
  });
  driverSession = ((await login.json()) as { data: LoginAnswer }).data;
});

/** The driver's phone, in Arabic, signed in: the panel opens on their deliveries. */
async function driverPhone(): Promise<{ page: Page; close(): Promise<void> }> {
  const browser = await openBrowser({ viewport: PHONE });
  await startSignedIn(browser.context, driverSession, 'ar');
  await browser.page.goto(`${HOST_URL}/`);
  await browser.page.waitForURL(`${HOST_URL}/driver`);
  return { page: browser.page, close: () => browser.close() };
}

describe('dispatch (decisions/dispatch.md)', () => {
  it('a lead assigns on the board, the driver picks up and delivers with the code, and a second browser follows live', async () => {
    const order = await customer.placeOrder(2, {}, { paymentMethod: 'CASH' });
    await apiCall('PATCH', `orders/${order.id}/status`, owner.token, { status: 'ACCEPTED' });
    const driver = await driverPhone();
    try {
      // Off shift, the driver starts one (the board offers only drivers on shift).
      await driver.page.getByRole('button', { name: 'بدء المناوبة' }).click();
      await driver.page.getByText('بدأت مناوبتك', { exact: true }).waitFor();

      const board = await signedIn('en');
      await board.goto(`${HOST_URL}/dispatch`);
      const card = orderCard(board, order.id);
      await card.waitFor();
      // Another browser, in Arabic, on the order's page: it follows every step by itself.
      const watcher = await signedIn('ar');
      await watcher.goto(`${HOST_URL}/order-items/${order.id}`);
      await watcher.getByRole('heading', { name: new RegExp(`${order.id}`) }).first().waitFor();

      // The driver who covers the area is suggested, and chosen: one action assigns.
      const picker = card.getByLabel(`Driver for order #${order.id}`);
      expect(await picker.locator('option:checked').textContent()).toBe(`${driverAccount.name} (0/3) · Suggested`);
      await screenshot(board, 'dispatch-board-en-1280');
      await card.getByRole('button', { name: `Assign order #${order.id}` }).click();
      await board.getByText(`Order #${order.id} assigned to ${driverAccount.name}`, { exact: true }).waitFor();

      // On the driver's phone (it re-reads every 15 s; a driver opening the app reads at once).
      await driver.page.reload();
      const pickUp = driver.page.getByRole('button', { name: `تم استلام الطلب #${order.id}` });
      await pickUp.waitFor();
      await screenshot(driver.page, 'dispatch-driver-ar-390');
      await pickUp.click();
      await driver.page.getByText(`استُلم الطلب #${order.id}`, { exact: true }).waitFor();

      // The board, untouched, moves the order to On the way; the order's page shows it in transit.
      await board.getByRole('tab', { name: /On the way/ }).click();
      await orderCard(board, order.id).waitFor();

      // At the door: a wrong code is refused at the field, the customer's code delivers it with the cash.
      const { deliveryCode } = await customer.order(order.id);
      expect(deliveryCode).toMatch(/^\d{4}$/);
      await driver.page.getByRole('button', { name: `تم تسليم الطلب #${order.id}` }).click();
      const dialog = driver.page.getByRole('dialog');
      const wrong = deliveryCode === '0000' ? '1111' : '0000';
      await dialog.getByLabel('رمز العميل').fill(wrong);
      await dialog.getByRole('button', { name: 'تم التسليم' }).click();
      await dialog.locator('input[aria-invalid="true"]').waitFor();
      await dialog.getByLabel('رمز العميل').fill(deliveryCode);
      const cash = await dialog.getByLabel('النقد المحصَّل (د.ك)').inputValue();
      expectedCash = Number(cash);
      expect(expectedCash).toBeGreaterThan(0);
      await screenshot(driver.page, 'dispatch-deliver-ar-390');
      await dialog.getByRole('button', { name: 'تم التسليم' }).click();
      await driver.page.getByText(`سُلّم الطلب #${order.id}`, { exact: true }).waitFor();

      // The second browser saw it delivered without a reload; the customer's answer says so.
      await watcher.getByText('تم التوصيل').first().waitFor();
      await screenshot(watcher, 'dispatch-order-ar-1280');
      const seen = await customer.order(order.id);
      expect(seen.status).toBe('DELIVERED');
      expect(seen.delivery?.state).toBe('delivered');

      // From the order's page to its delivery: who carried it, and the customer's code as the proof.
      await watcher.getByRole('link', { name: 'التوصيل', exact: true }).click();
      await watcher.waitForURL(`${HOST_URL}/dispatch/orders/${order.id}`);
      await watcher.getByRole('heading', { name: `توصيل الطلب #${order.id}` }).waitFor();
      await watcher.getByText('رمز العميل', { exact: true }).waitFor();
      await watcher.getByText(driverAccount.name).first().waitFor();
      await screenshot(watcher, 'dispatch-order-delivery-ar-1280');
    } finally {
      await driver.close();
    }
  });

  it("a courier's delivery, marked on the board with the picture the courier sent, shows that picture on the order's delivery page", async () => {
    const order = await customer.placeOrder(1, {}, { paymentMethod: 'CASH' });
    await apiCall('PATCH', `orders/${order.id}/status`, owner.token, { status: 'ACCEPTED' });
    const courier = { company: 'Aramex', reference: `AX-${stamp}`, trackingUrl: 'https://track.example.com/AX', driverName: 'Salem', driverPhone: '+96566112233', cost: 1.5 };
    const handed = await apiCall<{ delivery: { id: number } }>('POST', `orders/${order.id}/delivery`, owner.token, { replaces: null, courier });
    await apiCall('POST', `deliveries/${handed.delivery.id}/pickup`, owner.token);

    const board = await signedIn('en');
    await board.goto(`${HOST_URL}/dispatch`);
    await board.getByRole('tab', { name: /On the way/ }).click();
    const card = orderCard(board, order.id);
    await card.getByRole('button', { name: `More actions for order #${order.id}` }).click();
    await board.getByRole('menuitem', { name: 'Courier delivered' }).click();
    const dialog = board.getByRole('dialog');
    await dialog.locator('input[type="file"]').setInputFiles(picture('courier-proof.png'));
    await dialog.getByRole('button', { name: 'Delivered' }).click();
    await board.getByText(`Order #${order.id} delivered`, { exact: true }).waitFor();

    // On a phone, in English: the attempt by the courier, proven by the photo, which loads.
    const phone = await signedIn('en', PHONE.width);
    await phone.goto(`${HOST_URL}/dispatch/orders/${order.id}`);
    await phone.getByRole('heading', { name: `Delivery of order #${order.id}` }).waitFor();
    await phone.getByText('Aramex').first().waitFor();
    const photo = phone.getByRole('img', { name: `Photo of the delivery of order #${order.id}` });
    await photo.waitFor();
    await phone.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await photo.elementHandle());
    await screenshot(phone, 'dispatch-order-delivery-en-390');
  });

  it("closes the driver's shift with a cash difference, resolved with a note", async () => {
    const page = await signedIn('ar');
    await page.goto(`${HOST_URL}/dispatch/drivers`);
    await page.getByRole('button', { name: `إغلاق مناوبة ${driverAccount.name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('النقد المعدود (د.ك)').fill((expectedCash - 0.5).toFixed(3));
    await dialog.getByRole('button', { name: 'إغلاق المناوبة' }).click();
    // The difference keeps the shift open until a lead says why.
    await dialog.getByLabel('ماذا حدث').fill('Paid 0.500 KWD for fuel on the way');
    await screenshot(page, 'dispatch-close-shift-ar-1280');
    await dialog.getByRole('button', { name: 'تسوية وإغلاق' }).click();
    await page.getByText(`أُغلقت مناوبة ${driverAccount.name} مع ملاحظة`, { exact: true }).waitFor();

    const shifts = await apiGet<{ items: { state: string; discrepancy: number; resolutionNote: string; driver: { name: string } }[] }>('shifts?limit=5', owner.token);
    const closed = shifts.items.find((shift) => shift.driver.name === driverAccount.name);
    expect(closed).toMatchObject({ state: 'closed', discrepancy: -0.5, resolutionNote: 'Paid 0.500 KWD for fuel on the way' });

    const english = await signedIn('en', PHONE.width);
    await english.goto(`${HOST_URL}/dispatch/drivers`);
    await english.getByText(driverAccount.name).first().waitFor();
    await screenshot(english, 'dispatch-drivers-en-390');
  });
});
