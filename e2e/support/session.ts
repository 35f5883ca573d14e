import { createHmac } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { totpCode } from '../../scripts/lib/totp.cjs';
import { API_URL, HOST_URL } from './browser';

// Same values as support/env.mjs (the API was started with them).
export const ADMIN = { email: 'e2e.admin@dukkan.kw', password: 'E2e-Admin-Pass-2024' };
const JWT_SECRET = 'e2e-only-secret-0123456789abcdef0123456789abcdef';

export interface LoginAnswer {
  token: string;
  user: { id: number; name: string; email: string; role: string };
}

/**
 * decisions/staff-access.md: the device token the global setup got when it set the demo owner's second factor up
 * (scripts/lib/trusted-sign-in.mjs); with it the password signs the owner in without a code.
 */
export const adminDeviceToken = (): string => {
  const token = process.env.E2E_ADMIN_DEVICE_TOKEN;
  if (!token) throw new Error('e2e: the global setup did not trust a device for the demo owner');
  return token;
};

/** Signs in through the API itself (not the screen), for checks and for seeding a session. */
export async function apiLogin(): Promise<LoginAnswer> {
  const response = await fetch(`${API_URL}/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, deviceToken: adminDeviceToken() }),
  });
  const body = (await response.json()) as { data?: { token?: string; jwt?: string; user: LoginAnswer['user'] } };
  if (!response.ok || !body.data) throw new Error(`API login failed: ${response.status} ${JSON.stringify(body)}`);
  const token = body.data.token ?? body.data.jwt;
  if (!token) throw new Error(`API login answered no token: ${JSON.stringify(body)}`);
  return { token, user: body.data.user };
}

/** A GET as the panel makes it; `language` is the panel's (the API sorts names by it). */
export async function apiGet<T>(pathname: string, token: string, language: 'en' | 'ar' = 'en'): Promise<T> {
  const response = await fetch(`${API_URL}/${pathname}`, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': language } });
  const body = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`GET ${pathname}: ${response.status}`);
  return body.data;
}

/** A correctly signed copy of `token` that expires `seconds` from now (the API knows the secret). */
export function tokenExpiringIn(token: string, seconds: number): string {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const [, payload] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  const header = b64({ alg: 'HS256', typ: 'JWT' });
  const body = b64({ ...claims, iat: now, exp: now + seconds });
  const signature = createHmac('sha256', JWT_SECRET).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

/**
 * Signs in on the /auth screen the way a person does. The demo owner signs in from a browser that trusts its device
 * (the panel keeps the token in `dukkan.devices`), so no code is asked.
 */
export async function signIn(page: Page, email = ADMIN.email, password = ADMIN.password): Promise<void> {
  if (email === ADMIN.email) await trustThisDevice(page);
  await page.goto(`${HOST_URL}/auth`);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Starts every page of `context` signed in as `session`, in `language` (the sign-in screen has
 * journeys of its own). Only the first page load seeds storage, so a journey's own sign-out sticks.
 */
export async function startSignedIn(context: BrowserContext, session: LoginAnswer, language: 'en' | 'ar' = 'en'): Promise<void> {
  await context.addInitScript(
    ({ token, user, language: lang }) => {
      if (!sessionStorage.getItem('e2e-seeded')) {
        localStorage.setItem('dukkan.token', token);
        localStorage.setItem('dukkan.user', JSON.stringify(user));
        localStorage.setItem('dukkan.lang', lang);
        sessionStorage.setItem('e2e-seeded', '1');
      }
    },
    { ...session, language },
  );
}

const trusted = new WeakSet<Page>();
/** Gives `page`'s browser the demo owner's trusted-device token, as a browser that ticked "Trust this device" holds it. */
async function trustThisDevice(page: Page): Promise<void> {
  if (trusted.has(page)) return;
  trusted.add(page);
  await page.addInitScript(
    ({ email, token }) => {
      const devices = JSON.parse(localStorage.getItem('dukkan.devices') ?? '{}') as Record<string, string>;
      if (!devices[email]) localStorage.setItem('dukkan.devices', JSON.stringify({ ...devices, [email]: token }));
    },
    { email: ADMIN.email.toLowerCase(), token: adminDeviceToken() },
  );
}

/**
 * decisions/staff-access.md: on the sign-in's setup step (an owner without a second factor, after the password), sets
 * the factor up the way a person does with an authenticator app: reads the key off the screen, enters the app's code
 * for it (trusting the device when `trust`), and keeps the recovery codes shown once. English or Arabic. Answers the
 * key and the codes; the page is then in the panel.
 */
export async function setUpSecondFactor(page: Page, { trust = false } = {}): Promise<{ secret: string; codes: string[] }> {
  const key = page.getByTestId('two-factor-key');
  await key.waitFor();
  const secret = ((await key.textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel(/^(Enter the 6-digit code from your authenticator app|أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة)/).fill(totpCode(secret));
  if (trust) await page.getByRole('checkbox', { name: /^(Trust this device for 30 days|الوثوق بهذا الجهاز لمدة 30 يوماً)$/ }).check();
  await page.getByRole('button', { name: /^(Turn on and sign in|التفعيل وتسجيل الدخول)$/ }).click();
  const list = page.getByRole('list', { name: /^(Your recovery codes|رموز الاسترداد الخاصة بك)$/ });
  await list.waitFor();
  const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  return { secret, codes };
}

/** Leaves the recovery codes step for the panel (after setUpSecondFactor, once the codes were looked at). */
export async function keepRecoveryCodes(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Continue|متابعة)$/ }).click();
}
