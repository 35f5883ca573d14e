import type { Page } from 'playwright-core';
import { HOST_URL, screenshot } from '../support/browser';
import { apiCall, prepareCustomer } from '../support/customer';
import { adminSession, PHONE, signedInPages } from '../support/journey-helpers';
import { apiGet } from '../support/session';

// decisions/money-ledger.md: a delivered KNET order refunded in part from its page — the amount, the reason and
// who bears it — then the pending refund marked refunded with the gateway's reference; the ledger the API keeps
// says the same. Once in Arabic on a phone.

interface Ledger {
  balances: { amountDue: number; paid: number; refunded: number; net: number };
  refunds: { id: number; amount: number; status: string; liable: string; reasonCode: string; gatewayReference: string | null }[];
}

const owner = adminSession();
const signedIn = signedInPages(owner);

async function openAs(language: 'en' | 'ar', path: string, viewport = { width: 1280 }): Promise<Page> {
  const page = await signedIn(language, viewport.width);
  await page.goto(`${HOST_URL}${path}`);
  return page;
}

/** A KNET order placed by a customer and taken to DELIVERED by staff. */
async function deliveredOrder(): Promise<number> {
  const customer = await prepareCustomer(owner, 'Huda Al-Enezi', `6${String(Date.now()).slice(-7)}`);
  const placed = await customer.placeOrder(2);
  for (const status of ['ACCEPTED', 'INTRANSIT', 'DELIVERED']) await apiCall('PATCH', `orders/${placed.id}/status`, owner.token, { status });
  return placed.id;
}

describe("the order's money (decisions/money-ledger.md)", () => {
  it('refunds part of a delivered order from its page, then marks the gateway refund done with its reference', async () => {
    const id = await deliveredOrder();
    const before = await apiGet<Ledger>(`orders/${id}/ledger`, owner.token);
    expect(before.balances.paid).toBe(before.balances.amountDue);

    const page = await openAs('en', `/order-items/${id}`);
    await page.getByRole('heading', { name: `Order #${id}` }).waitFor();
    await page.getByRole('button', { name: 'Refund…' }).click();
    const dialog = page.getByRole('dialog', { name: `Refund order #${id}` });
    await dialog.getByRole('radio', { name: 'Amount' }).check();
    await dialog.getByRole('textbox', { name: 'Amount (KWD)' }).fill('0.500');
    await dialog.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Item damaged' });
    await dialog.getByRole('radio', { name: 'Shop' }).check();
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await page.getByText('Refund of KWD 0.500 made', { exact: true }).waitFor();

    const pending = await apiGet<Ledger>(`orders/${id}/ledger`, owner.token);
    expect(pending.refunds).toEqual([expect.objectContaining({ amount: 0.5, status: 'pending', liable: 'shop', reasonCode: 'item_damaged' })]);
    const refund = pending.refunds[0];
    await page.getByRole('region', { name: 'Money' }).getByText('Pending').waitFor();

    await page.getByRole('button', { name: 'Mark refunded' }).click();
    const settle = page.getByRole('dialog', { name: `Mark refund #${refund.id} refunded` });
    await settle.getByRole('textbox', { name: "Gateway's reference" }).fill('KNET-778812');
    await settle.getByRole('button', { name: 'Mark refunded' }).click();
    await page.getByText(`Refund #${refund.id} marked refunded`, { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Money' }).getByText('Done').waitFor();
    await screenshot(page, 'order-money-en-1280');

    const after = await apiGet<Ledger>(`orders/${id}/ledger`, owner.token);
    expect(after.refunds[0]).toMatchObject({ status: 'done', gatewayReference: 'KNET-778812' });
    expect(after.balances.refunded).toBe(0.5);
    expect(Math.round(after.balances.net * 1000)).toBe(Math.round(before.balances.paid * 1000) - 500);
  });

  it('in Arabic on a phone: the money section fits, its refund dialog opens with the limit', async () => {
    const id = await deliveredOrder();
    const phone = await openAs('ar', `/order-items/${id}`, PHONE);
    await phone.getByRole('heading', { name: `الطلب رقم ${id}` }).waitFor();
    await phone.getByRole('region', { name: 'المال' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await screenshot(phone, 'order-money-ar-390');
    const { balances } = await apiGet<Ledger>(`orders/${id}/ledger`, owner.token);
    await phone.getByRole('button', { name: 'استرداد…' }).click();
    const dialog = phone.getByRole('dialog', { name: `استرداد مبلغ من الطلب #${id}` });
    await dialog.getByText(/يمكن استرداد .+ على الأكثر/).waitFor();
    expect(await dialog.getByText(/يمكن استرداد .+ على الأكثر/).textContent()).toContain(balances.net.toFixed(3));
    await screenshot(phone, 'order-money-refund-ar-390', { fullPage: false });
  });
});
