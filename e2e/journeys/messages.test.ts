import type { Page } from 'playwright-core';
import { HOST_URL, screenshot } from '../support/browser';
import { apiCall, type Customer, prepareCustomer } from '../support/customer';
import { adminSession, PHONE, signedInPages } from '../support/journey-helpers';

// decisions/customer-messages.md: an owner, in Arabic, edits what a customer is told when the shop accepts their order,
// previews it with the example order and saves it; the next order accepted tells its customer (who reads Arabic) in those
// words, written in the step's transaction and sent by the job engine through the provider (the log, here) — the outbox
// shows it sent, on an English phone too, and so does the customer's profile.

const owner = adminSession();
const signedIn = signedInPages(owner);
const name = `Maryam Al-Enezi ${Date.now()}`;
let customer: Customer;

const ARABIC_TEXT = 'أهلاً {{customerName}}، قبل {{shopName}} طلبك رقم {{orderId}}.';

beforeAll(async () => {
  customer = await prepareCustomer(owner, name, '99884433');
  await apiCall('PUT', 'customer/language', customer.token, { language: 'ar' });
});

/** Reloads `page` until `text` shows (the job engine sends within a few seconds of the step). */
async function untilShown(page: Page, text: string) {
  for (let attempt = 0; attempt < 20; attempt++) {
    if (await page.getByText(text, { exact: true }).first().isVisible()) return;
    await page.waitForTimeout(1000);
    await page.reload();
  }
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: 1000 });
}

describe('messages to customers (decisions/customer-messages.md)', () => {
  it('an owner edits and previews a template in Arabic; the next accepted order tells its customer in those words', async () => {
    const page = await signedIn('ar');
    await page.goto(`${HOST_URL}/messages/templates`);
    const card = page.getByRole('region', { name: 'تم قبول الطلب' });
    const arabic = card.getByLabel('النص العربي');
    await arabic.fill(ARABIC_TEXT.replace(' {{orderId}}.', ' '));
    // The variable goes in at the caret of the text last in.
    await card.getByRole('button', { name: /\{\{orderId\}\}/ }).click();
    await arabic.press('End');
    await arabic.pressSequentially('.');
    await expect(arabic.inputValue()).resolves.toBe(ARABIC_TEXT);
    await card.getByRole('button', { name: 'معاينة' }).click();
    await card.getByText('أهلاً فاطمة الصباح، قبل مركز سلطان السالمية طلبك رقم 1024.', { exact: true }).waitFor();
    await screenshot(page, 'message-template-ar-1280');
    await card.getByRole('button', { name: 'حفظ' }).click();
    await page.getByText('تم حفظ القالب', { exact: true }).waitFor();

    const order = await customer.placeOrder(1);
    await apiCall('PATCH', `orders/${order.id}/status`, owner.token, { status: 'ACCEPTED' });
    await page.goto(`${HOST_URL}/messages?orderId=${order.id}`);
    await untilShown(page, 'أُرسلت');
    const row = page.getByRole('row').filter({ hasText: 'تم قبول الطلب' });
    await row.getByRole('button', { name: 'عرض النص' }).click();
    await row.getByText(new RegExp(`^أهلاً ${name}، قبل .+ طلبك رقم ${order.id}\\.$`)).waitFor();
    await screenshot(page, 'messages-ar-1280');
  });

  it("on a phone in English, the outbox and the customer's profile show what they were told", async () => {
    const page = await signedIn('en', PHONE.width);
    await page.goto(`${HOST_URL}/messages?status=sent`);
    await page.getByRole('link', { name }).first().waitFor();
    await screenshot(page, 'messages-en-390');
    await page.getByRole('link', { name }).first().click();
    await page.getByRole('heading', { name }).first().waitFor();
    const messages = page.getByRole('region', { name: 'Messages' });
    await messages.getByText('Order accepted').first().waitFor();
    await messages.getByText('Sent').first().waitFor();
    await screenshot(page, 'customer-messages-en-390');
  });
});
