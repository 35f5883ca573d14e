import { createHmac } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { API_URL, HOST_URL } from './browser';

// Same values as support/env.mjs (the API was started with them).
export const ADMIN = { email: 'e2e.admin@dukkan.kw', password: 'E2e-Admin-Pass-2024' };
const JWT_SECRET = 'e2e-only-secret-0123456789abcdef0123456789abcdef';

export interface LoginAnswer {
  token: string;
  user: { id: number; name: string; email: string; role: string };
}

/** Signs in through the API itself (not the screen), for checks and for seeding a session. */
export async function apiLogin(): Promise<LoginAnswer> {
  const response = await fetch(`${API_URL}/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
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

/** Signs in on the /auth screen the way a person does. */
export async function signIn(page: Page, email = ADMIN.email, password = ADMIN.password): Promise<void> {
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
