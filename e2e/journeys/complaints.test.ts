import { randomUUID } from 'node:crypto';
import { HOST_URL, screenshot } from '../support/browser';
import { apiCall, prepareCustomer } from '../support/customer';
import { adminSession, PHONE, signedInPages } from '../support/journey-helpers';

// decisions/complaints.md: a complaint logged on a delivered order's page, in Arabic: a note in its thread, taken by the
// one who logged it, and resolved with the refund made on the order — then found among the resolved ones on a phone,
// in English.

const owner = adminSession();
const signedIn = signedInPages(owner);

/** A KNET order placed by a customer and taken to DELIVERED by staff. */
async function deliveredOrder(): Promise<number> {
  const customer = await prepareCustomer(owner, 'Fatma Al-Shammari', `5${String(Date.now()).slice(-7)}`);
  const placed = await customer.placeOrder(2);
  for (const status of ['ACCEPTED', 'INTRANSIT', 'DELIVERED']) await apiCall('PATCH', `orders/${placed.id}/status`, owner.token, { status });
  return placed.id;
}

describe('complaints (decisions/complaints.md)', () => {
  it('logs a complaint on an order, works it and resolves it with the refund made on the order', async () => {
    const orderId = await deliveredOrder();
    const page = await signedIn('ar');
    await page.goto(`${HOST_URL}/order-items/${orderId}`);
    await page.getByRole('button', { name: 'تسجيل شكوى' }).click();
    const log = page.getByRole('dialog');
    await log.getByRole('combobox', { name: 'الفئة' }).selectOption({ label: 'صنف ناقص' });
    await log.getByRole('textbox', { name: 'الوصف' }).fill('The customer says the milk was missing from the bag');
    await log.getByRole('button', { name: 'تسجيل الشكوى' }).click();
    await page.waitForURL(/\/complaints\/\d+$/);
    const complaintId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByText(`سُجّلت الشكوى رقم ${complaintId}`, { exact: true }).waitFor();

    await page.getByRole('button', { name: 'إسناد إليّ' }).click();
    await page.getByRole('textbox', { name: 'ملاحظة جديدة' }).fill('Called the shop: they confirm the milk was left behind');
    await page.getByRole('button', { name: 'إضافة ملاحظة' }).click();
    await page.getByText('Called the shop: they confirm the milk was left behind', { exact: true }).waitFor();

    // The money goes back as every refund does, on the order (here through the API the order page's form calls).
    const refund = await apiCall<{ id: number }>('POST', `orders/${orderId}/refunds`, owner.token, { amount: 0.5, reasonCode: 'item_missing', liable: 'shop' }, { 'idempotency-key': randomUUID() });
    await page.reload();
    await page.getByRole('button', { name: 'حل', exact: true }).click();
    const resolve = page.getByRole('dialog');
    await resolve.getByRole('combobox', { name: 'طريقة الحل' }).selectOption({ label: 'استرداد أو رصيد' });
    await resolve.getByRole('combobox', { name: 'الاسترداد' }).selectOption({ value: String(refund.id) });
    await resolve.getByRole('textbox', { name: 'ملاحظة' }).fill('Refunded the milk, 0.500 KWD');
    await resolve.getByRole('button', { name: 'حل', exact: true }).click();
    await page.getByText(`حُلّت الشكوى رقم ${complaintId}`, { exact: true }).waitFor();
    await screenshot(page, 'complaint-resolved-ar-1280');

    const phone = await signedIn('en', PHONE.width);
    await phone.goto(`${HOST_URL}/complaints?status=resolved`);
    await phone.getByRole('link', { name: `Complaint #${complaintId}` }).first().waitFor();
    await screenshot(phone, 'complaints-resolved-en-390');
  });
});
