import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { HOST_URL, openBrowser, screenshot } from '../support/browser';
import { apiCall } from '../support/customer';
import { adminSession, PHONE, signedInPages } from '../support/journey-helpers';
import { apiGet, keepRecoveryCodes, type LoginAnswer, setUpSecondFactor, startSignedIn } from '../support/session';
import { totpCode } from '../../scripts/lib/totp.cjs';

// decisions/staff-access.md: an owner invites a new member of staff by link; on a phone, in Arabic, they set their own
// password, turn on two-factor sign-in and sign in again with a code from their app; in English, a member of staff
// signs out every other session, whose token then stops working.

const owner = adminSession();
const signedIn = signedInPages(owner);

/** The code an authenticator app shows for `secret` half a minute from now: a step later than any code used before. */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

/** A signed-out page in `language`, at a phone's width. */
async function signedOutPhone(language: 'en' | 'ar') {
  const browser = await openBrowser({ viewport: PHONE });
  await browser.context.addInitScript((lang) => localStorage.setItem('dukkan.lang', lang), language);
  return browser;
}

/** The sign-in's password step, in either language. */
async function signInAs(page: Page, email: string, password: string) {
  await page.goto(`${HOST_URL}/auth`);
  await page.getByLabel(/البريد|email/i).fill(email);
  await page.getByLabel(/كلمة المرور|password/i).fill(password);
  await page.getByRole('button', { name: /^(تسجيل الدخول|Sign in)$/ }).click();
}

async function signInWithCode(page: Page, email: string, password: string, secret: string) {
  await signInAs(page, email, password);
  const code = page.getByLabel('أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة');
  await code.fill(nextCode(secret));
  await screenshot(page, 'sign-in-code-ar-390');
  await page.getByRole('button', { name: 'تحقّق' }).click();
}

describe('staff access (decisions/staff-access.md)', () => {
  it('an owner invites by link; the new member of staff sets their password in Arabic on a phone, turns on a second factor and signs in with a code', async () => {
    const email = `e2e.staff.${randomUUID().slice(0, 8)}@example.com`;
    const page = await signedIn('en');
    await page.goto(`${HOST_URL}/users`);
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Role').selectOption('operations');
    await dialog.getByRole('button', { name: 'Send invite' }).click();
    const link = await dialog.getByLabel('Invite link').inputValue();
    expect(link).toMatch(/\/invite\/[\w-]+$/);
    await screenshot(page, 'invite-link-en-1280');
    await dialog.getByRole('button', { name: 'Done' }).click();
    const invite = page.getByRole('row').filter({ hasText: email });
    await invite.getByText('Pending', { exact: true }).waitFor();

    const phone = await signedOutPhone('ar');
    try {
      const newcomer = phone.page;
      await newcomer.goto(link);
      await newcomer.getByText(email).waitFor();
      await newcomer.getByLabel('الاسم الكامل').fill('Bader Al-Kandari');
      await newcomer.getByLabel(/^كلمة المرور/).fill('Bader-Pass-2026');
      await newcomer.getByLabel('تأكيد كلمة المرور').fill('Bader-Pass-2026');
      await screenshot(newcomer, 'invite-accept-ar-390');
      await newcomer.getByRole('button', { name: 'إنشاء حسابي' }).click();
      await newcomer.getByRole('heading', { name: 'لوحة التحكم' }).first().waitFor();

      await newcomer.goto(`${HOST_URL}/account`);
      await newcomer.getByRole('button', { name: 'تفعيل', exact: true }).click();
      const secret = ((await newcomer.getByTestId('two-factor-key').textContent()) ?? '').replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      await newcomer.getByLabel('الرمز المكوّن من 6 أرقام الذي يعرضه التطبيق').fill(totpCode(secret));
      await screenshot(newcomer, 'account-two-factor-setup-ar-390');
      await newcomer.getByRole('form', { name: 'تفعيل' }).getByRole('button', { name: 'تفعيل', exact: true }).click();
      await newcomer.getByText('تم تفعيل تسجيل الدخول بخطوتين', { exact: true }).waitFor();
      // Its recovery codes, shown this once.
      await newcomer.getByRole('list', { name: 'رموز الاسترداد الخاصة بك' }).getByRole('listitem').nth(9).waitFor();
      await screenshot(newcomer, 'account-recovery-codes-ar-390');
      await newcomer.getByRole('button', { name: 'تم', exact: true }).click();
      await newcomer.getByText('رموز الاسترداد: 10 متبقية', { exact: true }).waitFor();

      // Logout ends this session on the server too; signing in now asks for the code after the password.
      await newcomer.getByRole('button', { name: 'تسجيل الخروج', exact: true }).click();
      await signInWithCode(newcomer, email, 'Bader-Pass-2026', secret);
      await newcomer.getByRole('heading', { name: 'لوحة التحكم' }).first().waitFor();
      await newcomer.goto(`${HOST_URL}/account`);
      await newcomer.getByText('هذا الجهاز', { exact: true }).waitFor();
      // One session: the one signed out is gone from the list.
      expect(await newcomer.getByRole('button', { name: /^تسجيل الخروج من .+ على / }).count()).toBe(1);
      await screenshot(newcomer, 'account-ar-390');
    } finally {
      await phone.close();
    }

    await page.reload();
    await page.getByRole('row').filter({ hasText: email }).getByText('Accepted', { exact: true }).waitFor();
  });

  it('an owner must set a second factor up at sign-in; a trusted device then signs in without a code, and a recovery code stands in for a lost phone', async () => {
    const email = `e2e.owner.${randomUUID().slice(0, 8)}@example.com`;
    const password = 'Noura-Pass-2026';
    await apiCall('POST', 'user/register', owner.token, { name: 'Noura Al-Mutairi', email, password, role: 'owner' });

    const desktop = await openBrowser({ viewport: { width: 1280, height: 900 } });
    try {
      const page = desktop.page;
      await signInAs(page, email, password);
      await page.getByRole('heading', { name: 'Set up two-factor sign-in' }).waitFor();
      await screenshot(page, 'sign-in-setup-en-1280');
      const { codes } = await setUpSecondFactor(page, { trust: true });
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
      await screenshot(page, 'sign-in-recovery-codes-en-1280');
      await keepRecoveryCodes(page);
      await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();

      // This browser is trusted now: the password alone signs in again.
      await page.getByRole('button', { name: 'Logout' }).click();
      await signInAs(page, email, password);
      await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
      await page.goto(`${HOST_URL}/account`);
      await page.getByText('Your role requires two-factor sign-in.', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Turn off' }).count()).toBe(0);
      await page.getByRole('heading', { name: 'Trusted devices' }).waitFor();
      await screenshot(page, 'account-owner-en-1280');

      // A phone that is not trusted, in Arabic: the phone with the app is lost, a recovery code signs in, once.
      const phone = await signedOutPhone('ar');
      try {
        const lost = phone.page;
        await signInAs(lost, email, password);
        await lost.getByRole('button', { name: 'استخدام رمز استرداد' }).click();
        await lost.getByLabel('رمز الاسترداد').fill(codes[0].toLowerCase());
        await screenshot(lost, 'sign-in-recovery-code-ar-390');
        await lost.getByRole('button', { name: 'تحقّق' }).click();
        await lost.getByRole('heading', { name: 'لوحة التحكم' }).first().waitFor();
        await lost.goto(`${HOST_URL}/account`);
        await lost.getByText('رموز الاسترداد: 9 متبقية', { exact: true }).waitFor();
        await screenshot(lost, 'account-owner-ar-390');
      } finally {
        await phone.close();
      }
    } finally {
      await desktop.close();
    }
  });

  it('signs out every other session of an account: their token is refused from then on', async () => {
    const email = `e2e.ops.${randomUUID().slice(0, 8)}@example.com`;
    await apiCall('POST', 'user/register', owner.token, { name: 'Hamad Al-Rashidi', email, password: 'Hamad-Pass-2026', role: 'operations' });
    const here = await apiCall<LoginAnswer>('POST', 'user/login', null, { email, password: 'Hamad-Pass-2026' });
    const elsewhere = await apiCall<LoginAnswer>('POST', 'user/login', null, { email, password: 'Hamad-Pass-2026' });

    const browser = await openBrowser({ viewport: { width: 1280, height: 900 } });
    try {
      await startSignedIn(browser.context, here, 'en');
      const page = browser.page;
      await page.goto(`${HOST_URL}/account`);
      await page.getByText('This device', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: /^Sign out .+ on / }).count()).toBe(2);
      await screenshot(page, 'account-en-1280');
      await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out all other sessions' }).click();
      await page.getByText('Every other session is signed out', { exact: true }).waitFor();
      await expect(apiGet('user/me', elsewhere.token)).rejects.toThrow(/401/);
      expect((await apiGet<{ email: string }>('user/me', here.token)).email).toBe(email);
    } finally {
      await browser.close();
    }
  });
});
