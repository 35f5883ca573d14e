import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import type { TestApp } from './test-app';

// decisions/staff-access.md: a staff sign-in by password through the real routes, doing what the second factor asks on
// the way. An account whose role requires a factor it has not set up (an owner, by default) sets one up as the panel
// does: POST user/login answers a setup challenge, POST user/login/setup a secret, and POST user/login/verify with
// its first code (worked out here, as an authenticator app would) signs in, trusting the device. Sign in again with
// the answered deviceToken: no code is asked then (a code is accepted once, so a second one in the same 30 seconds
// would be refused).

/** Posts a JSON body to an API path ('/api/…'), answering the status and the parsed body. */
export type PostJson = (path: string, body: object) => Promise<PostAnswer>;
export interface PostAnswer {
  status: number;
  body: { data?: unknown };
}

/** Posts with `app.inject` (from `remoteAddress`: tests keep their sign-in counters apart by address). */
export const injectPoster =
  (app: FastifyInstance, options: { remoteAddress?: string; headers?: Record<string, string> } = {}): PostJson =>
  async (path, payload) => {
    const res = await app.inject({ method: 'POST', url: path, payload, ...options });
    return { status: res.statusCode, body: res.json() as PostAnswer['body'] };
  };

/** Posts over HTTP to a running API (`origin`: http://127.0.0.1:port). */
export const fetchPoster =
  (origin: string): PostJson =>
  async (path, payload) => {
    const res = await fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
    return { status: res.status, body: (await res.json()) as PostAnswer['body'] };
  };

/** The code an authenticator app shows for `secret` at `at`. */
export const totpCodeAt = (secret: string, at: Date): Promise<string> => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

export interface StaffSignIn {
  token: string;
  user: { id: number; role: string; [key: string]: unknown };
  /** The header to call the API with. */
  authorization: string;
  /** Set when this sign-in trusted the device (it set the factor up): send it with the password next time. */
  deviceToken?: string;
  /** The authenticator app's secret, when this sign-in set the factor up. */
  secret?: string;
  recoveryCodes?: string[];
}

/**
 * Signs a staff account in with its password (and `deviceToken`, when one was trusted before), setting a second
 * factor up when the account's role requires one and it has none. `at`: the API's clock, for the first code
 * (tests that move the clock pass it). Throws, naming the answer, when the sign-in does not end signed in, or when
 * the account asks for a code (its factor is on: pass the device token answered when it was set up).
 */
export async function signInStaff(post: PostJson, credentials: { email: string; password: string; deviceToken?: string }, at: Date = new Date()): Promise<StaffSignIn> {
  type SignedIn = Omit<StaffSignIn, 'authorization' | 'secret'>;
  const answered = <Data>(step: string, res: PostAnswer): Data => {
    if (res.status !== 200) throw new Error(`${step} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data as Data;
  };
  const signedIn = (data: SignedIn, secret?: string): StaffSignIn => ({ ...data, ...(secret ? { secret } : {}), authorization: `Bearer ${data.token}` });
  const login = answered<SignedIn | { secondFactor: 'totp' | 'setup'; challenge: string }>('POST user/login', await post('/api/user/login', credentials));
  if ('token' in login) return signedIn(login);
  if (login.secondFactor !== 'setup') throw new Error('POST user/login asks for the code: sign in with the deviceToken answered when the factor was set up');
  const { challenge } = login;
  const { secret } = answered<{ secret: string }>('POST user/login/setup', await post('/api/user/login/setup', { challenge }));
  const code = await totpCodeAt(secret, at);
  return signedIn(answered<SignedIn>('POST user/login/verify', await post('/api/user/login/verify', { challenge, code, trustDevice: true })), secret);
}

/**
 * Turns `user`'s second factor on as My account does (POST user/me/two-factor/setup, then enable with a code), with
 * the app's clock set to `at` (the test moves it on from there): the secret, for the test's codes, and the first
 * recovery codes. The code of `at`'s step is used by then.
 */
export async function turnOnSecondFactor(t: Pick<TestApp, 'app' | 'setClock'>, user: { authorization: string }, at: Date): Promise<{ secret: string; recoveryCodes: string[] }> {
  const headers = { authorization: user.authorization };
  t.setClock(at);
  const setup = await t.app.inject({ method: 'POST', url: '/api/user/me/two-factor/setup', headers });
  if (setup.statusCode !== 200) throw new Error(`setup answered ${setup.statusCode}: ${setup.body}`);
  const { secret } = setup.json().data as { secret: string };
  const enabled = await t.app.inject({ method: 'POST', url: '/api/user/me/two-factor/enable', headers, payload: { code: await totpCodeAt(secret, at) } });
  if (enabled.statusCode !== 200) throw new Error(`enable answered ${enabled.statusCode}: ${enabled.body}`);
  return { secret, recoveryCodes: enabled.json().data.recoveryCodes };
}
