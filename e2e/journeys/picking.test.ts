import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { API_URL, HOST_URL, screenshot } from '../support/browser';
import { apiCall, prepareCustomer } from '../support/customer';
import { withPicture } from '../support/images';
import { adminSession, PHONE, signedInPages } from '../support/journey-helpers';
import { apiGet } from '../support/session';

// decisions/picking.md: a picker works an accepted KNET order on the picking screen — scans a line's barcode,
// weighs a by-weight line, substitutes a missing one with a cheaper product — and the customer's own order
// then shows what changed and the refund the ledger owes them. Once on a desktop in English, once on a
// phone in Arabic.

interface PickingLine {
  id: number;
  name: string;
  state: string;
  lineTotal: number;
  replacesItemId: number | null;
  actualWeight: number | null;
}
interface Picking {
  version: number;
  lines: PickingLine[];
  total: number;
  orderedTotal: number;
}
interface CustomerOrder {
  total_amount?: number;
  totalAmount?: number;
  items: { state: string; lineTotal: number; replacesItemId: number | null; actualWeight: number | null; productName?: string }[];
  refunds: { amount: number; status: string }[];
}

const owner = adminSession();
const signedIn = signedInPages(owner);

async function openAs(language: 'en' | 'ar', path: string, viewport = { width: 1280 }): Promise<Page> {
  const page = await signedIn(language, viewport.width);
  await page.goto(`${HOST_URL}${path}`);
  return page;
}

/** A valid EAN-13 (GS1 check digit) under Kuwait's 627 prefix, new each time: barcodes are unique within a shop. */
function freshBarcode(): string {
  const body = `627${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 100)
    .toString()
    .padStart(2, '0')}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

interface PickingOrder {
  orderId: number;
  customerToken: string;
  scanned: { id: number; name: string; barcode: string };
  weighed: { id: number; name: string; nameAr: string };
  missing: { id: number; name: string; nameAr: string };
  substitute: { id: number; name: string; nameAr: string; barcode: string };
}

/**
 * In the customer's shop: a packaged product with a barcode, fish by weight (0.450 KWD/kg, about 1 kg
 * each), a product that will be missing and its cheaper substitute. A KNET order of one of each of the
 * first three, accepted by staff: what a picker finds on the screen.
 */
async function pickingOrder(tag: string): Promise<PickingOrder> {
  const customer = await prepareCustomer(owner, 'Fatma Al-Rashidi', `5${String(Date.now()).slice(-7)}`);
  const category = (await apiGet<{ items: { id: number; shopId: number }[] }>('categories', owner.token)).items.find((c) => c.shopId === customer.shopId);
  if (!category) throw new Error("The customer's shop has no category");
  const create = async (fields: Record<string, string>) => {
    const response = await fetch(`${API_URL}/products`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: withPicture({ categoryId: category.id, stock: 50, ...fields }),
    });
    const answer = (await response.json()) as { data: { id: number; name: string; name_ar: string; barcode: string | null } };
    if (!response.ok) throw new Error(`POST products: ${response.status} ${JSON.stringify(answer)}`);
    return answer.data;
  };
  const scanned = await create({ name: `Almarai Laban 1 L ${tag}`, name_ar: `لبن المراعي ١ لتر ${tag}`, price: '0.600', barcode: freshBarcode() });
  const weighed = await create({ name: `Hamour fish ${tag}`, name_ar: `سمك هامور ${tag}`, price: '0.450', unit: 'weight', weightStep: '0.250', estimatedWeight: '1.000' });
  const missing = await create({ name: `KDD Orange Juice ${tag}`, name_ar: `عصير برتقال كي دي دي ${tag}`, price: '0.900' });
  const substitute = await create({ name: `Almarai Orange Juice ${tag}`, name_ar: `عصير برتقال المراعي ${tag}`, price: '0.750', barcode: freshBarcode() });

  const email = `e2e.picking.${randomUUID().slice(0, 8)}@example.com`;
  await apiCall('POST', 'customer/register', null, { name: 'Fatma Al-Rashidi', email, phone: `6${String(Date.now()).slice(-7)}`, password: 'customer password' });
  const customerToken = (await apiCall<{ token: string }>('POST', 'customer/login', null, { email, password: 'customer password' })).token;
  const shop = await apiGet<{ governorateId: number; areaId: number; blockId: number }>(`shop/${customer.shopId}`, owner.token);
  const placed = await apiCall<{ id: number }>(
    'POST',
    'customer/orders',
    customerToken,
    {
      items: [
        { productId: scanned.id, quantity: 1 },
        { productId: weighed.id, quantity: 1 },
        { productId: missing.id, quantity: 1, ifUnavailable: 'similar' },
      ],
      address: { governorateId: shop.governorateId, areaId: shop.areaId, blockId: shop.blockId, street: 'Street 5', building: '7' },
      paymentMethod: 'KNET',
    },
    { 'idempotency-key': randomUUID() },
  );
  await apiCall('PATCH', `orders/${placed.id}/status`, owner.token, { status: 'ACCEPTED' });
  return {
    orderId: placed.id,
    customerToken,
    scanned: { id: scanned.id, name: scanned.name, barcode: scanned.barcode ?? '' },
    weighed: { id: weighed.id, name: weighed.name, nameAr: weighed.name_ar },
    missing: { id: missing.id, name: missing.name, nameAr: missing.name_ar },
    substitute: { id: substitute.id, name: substitute.name, nameAr: substitute.name_ar, barcode: substitute.barcode ?? '' },
  };
}

/** What the API and the customer's own order say once the three lines are done: 0.600 + 0.392 (0.870 kg × 0.450, half-up) + 0.750. */
async function expectPicked(order: PickingOrder): Promise<void> {
  const picking = await apiGet<Picking>(`orders/${order.orderId}/picking`, owner.token);
  expect(picking.orderedTotal).toBe(1.95);
  expect(picking.total).toBe(1.742);
  const mine = await apiGet<CustomerOrder>(`customer/orders/${order.orderId}`, order.customerToken);
  expect(mine.items.map((item) => item.state)).toEqual(['picked', 'picked', 'substituted', 'picked']);
  expect(mine.items.find((item) => item.actualWeight !== null)?.lineTotal).toBe(0.392);
  expect(mine.items[3].replacesItemId).not.toBeNull();
  // KNET took 1.950 at ordering: what each change took off goes back through the gateway, 0.058 for the fish and
  // 0.150 for the juice — 0.208 in all.
  expect(mine.refunds.map((refund) => [refund.amount, refund.status])).toEqual([
    [0.058, 'pending'],
    [0.15, 'pending'],
  ]);
}

/** The picker's work on the screen, in the page's language: scan the laban, weigh the fish at 0.870 kg, substitute the juice by scanning the other. */
async function pickOnScreen(page: Page, order: PickingOrder, words: Words): Promise<void> {
  const lines = page.getByRole('list', { name: words.lines(order.orderId) });
  await lines.waitFor();
  // A keyboard-wedge scanner types the digits and Enter into the focused scan field.
  const scan = page.getByRole('textbox', { name: words.scan });
  await scan.fill(order.scanned.barcode);
  await scan.press('Enter');
  await page.getByText(words.pickedToast, { exact: false }).first().waitFor();

  await page.getByRole('group', { name: words.actionsFor(words.nameOf(order.weighed)) }).getByRole('button', { name: words.weigh }).click();
  const weigh = page.getByRole('dialog');
  await weigh.getByRole('textbox', { name: words.weight }).fill('0.870');
  await weigh.getByRole('button', { name: words.pick, exact: true }).click();
  await weigh.waitFor({ state: 'detached' });

  await page.getByRole('group', { name: words.actionsFor(words.nameOf(order.missing)) }).getByRole('button', { name: words.cantFill }).click();
  await page.getByRole('menuitem', { name: words.substitute }).click();
  const substitute = page.getByRole('dialog');
  const code = substitute.getByRole('textbox', { name: words.scanProduct });
  await code.fill(order.substitute.barcode);
  await code.press('Enter');
  await substitute.getByText(words.chosen, { exact: false }).waitFor();
  await substitute.getByRole('combobox', { name: words.reason }).selectOption({ label: words.outOfStock });
  await substitute.getByRole('button', { name: words.substituteSubmit, exact: true }).click();
  await substitute.waitFor({ state: 'detached' });
  await page.getByText(words.done).waitFor();
}

interface Words {
  nameOf: (product: { name: string; nameAr: string }) => string;
  lines: (id: number) => string;
  scan: string;
  pickedToast: string;
  actionsFor: (name: string) => string;
  weigh: string;
  weight: string;
  pick: string;
  cantFill: string;
  substitute: string;
  scanProduct: string;
  chosen: string;
  reason: string;
  outOfStock: string;
  substituteSubmit: string;
  done: string;
}

const ENGLISH: Words = {
  nameOf: (product) => product.name,
  lines: (id) => `Lines of order #${id}`,
  scan: 'Scan or type a barcode',
  pickedToast: 'Picked ',
  actionsFor: (name) => `Actions for ${name}`,
  weigh: 'Weigh…',
  weight: 'Weight (kg)',
  pick: 'Pick',
  cantFill: "Can't fill",
  substitute: 'Substitute…',
  scanProduct: 'Or scan its barcode',
  chosen: 'Chosen: ',
  reason: 'Reason',
  outOfStock: 'Out of stock',
  substituteSubmit: 'Substitute',
  done: '3 of 3 lines done',
};

const ARABIC: Words = {
  nameOf: (product) => product.nameAr,
  lines: (id) => `أصناف الطلب رقم ${id}`,
  scan: 'امسح الباركود أو اكتبه',
  pickedToast: 'تم تجهيز ',
  actionsFor: (name) => `إجراءات ${name}`,
  weigh: 'وزن…',
  weight: 'الوزن (كغ)',
  pick: 'تجهيز',
  cantFill: 'غير متوفر',
  substitute: 'استبدال…',
  scanProduct: 'أو امسح الباركود الخاص به',
  chosen: 'المختار: ',
  reason: 'السبب',
  outOfStock: 'نفد من المخزون',
  substituteSubmit: 'استبدال',
  done: 'تم تجهيز 3 من 3 أصناف',
};

describe('picking an order (decisions/picking.md)', () => {
  it('picks an order on a desktop: scan, weigh, substitute; the customer sees the change and the refund', async () => {
    const order = await pickingOrder('D');
    const page = await openAs('en', `/order-items/${order.orderId}`);
    await page.getByRole('heading', { name: `Order #${order.orderId}` }).waitFor();
    await page.getByRole('link', { name: 'Pick items' }).click();
    await page.waitForURL(`**/order-items/${order.orderId}/pick`);
    await pickOnScreen(page, order, ENGLISH);
    await screenshot(page, 'picking-en-1280');
    await expectPicked(order);

    // The order page shows the final order: the juice struck through, its substitute under it, the fish weighed.
    await page.getByRole('link', { name: 'Back to the order' }).click();
    await page.getByRole('heading', { name: `Order #${order.orderId}` }).waitFor();
    await screenshot(page, 'picking-order-en-1280');
    // The name sits in a bidi isolate inside the note: read the note's words around it.
    const note = page.getByText(/^Substitute for /).first();
    await note.waitFor();
    expect(await note.textContent()).toContain(order.missing.name);
    await page.getByText('0.870 kg', { exact: false }).first().waitFor();
    await screenshot(page, 'picking-order-en-1280');
  });

  it('in Arabic on a phone: the same work, right to left, at 390 px', async () => {
    const order = await pickingOrder('P');
    const page = await openAs('ar', `/order-items/${order.orderId}/pick`, PHONE);
    await pickOnScreen(page, order, ARABIC);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'picking-ar-390');
    await expectPicked(order);
  });
});
