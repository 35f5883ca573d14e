import { HOST_URL, screenshot } from '../support/browser';
import { type Customer, prepareCustomer } from '../support/customer';
import { adminSession, PHONE, signedInPages } from '../support/journey-helpers';

// decisions/customers.md: an owner, in Arabic, finds a customer in their own list, writes a note and blocks them with a
// reason — the customers' app is then refused their next order — and, on a phone in English, unblocks them (they order
// again) and signs them out everywhere (the token their app holds stops working).

const owner = adminSession();
const signedIn = signedInPages(owner);
const name = `Hessa Al-Mutairi ${Date.now()}`;
let customer: Customer;

beforeAll(async () => {
  customer = await prepareCustomer(owner, name, '99557711');
  await customer.placeOrder(2);
});

describe('customers (decisions/customers.md)', () => {
  it('an owner finds a customer, writes a note and blocks them: their next order is refused', async () => {
    const page = await signedIn('ar');
    await page.goto(`${HOST_URL}/customers`);
    await page.getByRole('searchbox', { name: 'بحث' }).fill(customer.email);
    await page.getByRole('link', { name }).first().click();
    await page.getByRole('heading', { name }).first().waitFor();

    await page.getByLabel('أضف ملاحظة').fill('يفضّل التوصيل بعد صلاة المغرب');
    await page.getByRole('button', { name: 'إضافة ملاحظة' }).click();
    await page.getByText('تمت إضافة الملاحظة', { exact: true }).waitFor();
    await page.getByText('يفضّل التوصيل بعد صلاة المغرب', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'حظر', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('السبب').fill('Refused three deliveries this month');
    await dialog.getByRole('button', { name: 'حظر', exact: true }).click();
    await page.getByText(`تم حظر ${name}`, { exact: true }).waitFor();
    await page.getByText('Refused three deliveries this month', { exact: true }).waitFor();
    await screenshot(page, 'customer-profile-ar-1280');

    await expect(customer.placeOrder(1)).rejects.toThrow(/403 Your account cannot place orders/);
  });

  it('on a phone, unblocks them (they order again) and signs them out everywhere', async () => {
    const page = await signedIn('en', PHONE.width);
    await page.goto(`${HOST_URL}/customers?show=blocked`);
    await page.getByRole('link', { name }).first().waitFor();
    await screenshot(page, 'customers-blocked-en-390');
    await page.getByRole('link', { name }).first().click();
    await page.getByRole('heading', { name }).first().waitFor();

    await page.getByRole('button', { name: 'Unblock', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Unblock', exact: true }).click();
    await page.getByText(`${name} is unblocked`, { exact: true }).waitFor();
    const order = await customer.placeOrder(1);
    expect(order.status).toBe('NEW');

    await page.getByRole('button', { name: 'Sign out everywhere', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out everywhere', exact: true }).click();
    await page.getByText('Signed out everywhere', { exact: true }).waitFor();
    await screenshot(page, 'customer-profile-en-390');
    // The token the customers' app holds was issued before: it no longer opens anything.
    await expect(customer.order(order.id)).rejects.toThrow(/401 Your session has ended/);
  });
});
