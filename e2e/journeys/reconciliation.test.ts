import { HOST_URL, screenshot } from '../support/browser';
import { type Customer, prepareCustomer } from '../support/customer';
import { adminSession, PHONE, signedInPages } from '../support/journey-helpers';
import { apiGet } from '../support/session';

// decisions/reconciliation.md: an owner imports the day's KNET settlement file; the line naming a customer's order by
// its number is matched to it, the line naming no order waits to be resolved; the same file again is refused. On a
// phone in Arabic the owner follows the day's unmatched count and resolves the line, saying how.

const owner = adminSession();
const signedIn = signedInPages(owner);
let customer: Customer;

beforeAll(async () => {
  customer = await prepareCustomer(owner, `Dalal Al-Shatti ${Date.now()}`, '96611223');
});

/** Today in Kuwait, as the settlement file writes it. */
const kuwaitToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuwait' }).format(new Date());

describe('reconciliation (decisions/reconciliation.md)', () => {
  it('imports a KNET settlement file, matches the order by its number, refuses the file twice, and a line is resolved in Arabic on a phone', async () => {
    const order = await customer.placeOrder(2, {}, { paymentMethod: 'KNET' });
    const { balances } = await apiGet<{ balances: { paid: number } }>(`orders/${order.id}/ledger`, owner.token);
    const unknown = `DK-${900_000_000 + (Date.now() % 1_000_000)}`;
    const file = {
      name: `knet-${kuwaitToday()}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(`date,reference,amount,terminal\r\n${kuwaitToday()},#${order.id},${balances.paid.toFixed(3)},T1\r\n${kuwaitToday()},${unknown},1.250,T1\r\n`),
    };

    const page = await signedIn('en');
    await page.goto(`${HOST_URL}/reconciliation`);
    await page.getByRole('heading', { name: 'Reconciliation', level: 1 }).waitFor();

    const importFile = async () => {
      await page.getByRole('button', { name: 'Import settlement file' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import a settlement file' });
      await dialog.getByRole('combobox', { name: /^Method/ }).selectOption('KNET');
      await dialog.getByLabel(/^Settlement file \(CSV\)/).setInputFiles(file);
      await dialog.getByText(file.name).waitFor();
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      return dialog;
    };

    await importFile();
    await page.getByText('Settlement file imported: 2 lines, 1 matched, 1 unmatched').first().waitFor();
    const summary = page.getByRole('dialog', { name: 'Settlement file imported' });
    await summary.getByText(file.name).waitFor();
    await screenshot(page, 'reconciliation-import-en-1280');
    await summary.getByRole('button', { name: 'Close' }).click();

    // The matched line names the order; the unmatched one says why it waits.
    const lines = page.getByRole('table', { name: 'Settlement lines' });
    await lines.getByRole('row').filter({ hasText: unknown }).getByText('No order or refund with this reference').waitFor();
    await page.getByRole('tab', { name: 'Matched', exact: true }).click();
    await lines.getByRole('link', { name: `Order #${order.id}` }).waitFor();

    // The same file again: refused, nothing imported twice.
    const again = await importFile();
    await again.getByText('This file was imported already').waitFor();
    await again.getByRole('button', { name: 'Cancel' }).click();
    await screenshot(page, 'reconciliation-en-1280');

    // On a phone, in Arabic: the day's unmatched KNET line, followed from its count and resolved.
    const phone = await signedIn('ar', PHONE.width);
    await phone.goto(`${HOST_URL}/reconciliation`);
    await phone.getByRole('heading', { name: 'التسوية', level: 1 }).waitFor();
    await phone.getByRole('link', { name: /عرض .*غير المطابق/ }).first().click();
    const waiting = phone.getByText(unknown).first();
    await waiting.waitFor();
    await phone.getByRole('button', { name: `معالجة السطر ${unknown}` }).click();
    const resolve = phone.getByRole('dialog', { name: `معالجة السطر ${unknown}` });
    await resolve.getByRole('button', { name: 'معالجة', exact: true }).click();
    await resolve.getByText('اذكر كيف تمت معالجة هذا السطر').waitFor();
    await resolve.getByRole('textbox', { name: /كيف تمت معالجته؟/ }).fill('دفعة اختبار من البنك، لا تخص أي طلب');
    await resolve.getByRole('button', { name: 'معالجة', exact: true }).click();
    await phone.getByText('تمت معالجة السطر').first().waitFor();
    await screenshot(phone, 'reconciliation-ar-390');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const resolved = await apiGet<{ items: { reference: string; status: string; resolution: string | null }[] }>('reconciliation/lines?status=resolved', owner.token);
    expect(resolved.items.find((line) => line.reference === unknown)).toEqual(expect.objectContaining({ status: 'resolved', resolution: 'دفعة اختبار من البنك، لا تخص أي طلب' }));
  });
});
