import { totpCodeAt as codeAt, turnOnSecondFactor } from '../../test/staff-sign-in';
import { setUpTestApp } from '../../test/test-app';
import { DEFAULT_LOGIN_LIMITS } from '../login/login-throttle';
import { CHALLENGE_EXPIRED, ENTER_CODE, TWO_FACTOR_ON, WRONG_CODE, WRONG_PASSWORD } from './staff-access-rules';

// decisions/staff-access.md: a second factor (TOTP) a member of staff turns on for their own account; sign-in then
// asks for a code after the password.

jest.setTimeout(30_000);

const t = setUpTestApp();

// Each test signs in from its own address, so the sign-in counters of one never touch another.
let lastAddress = 0;
const newAddress = () => `198.51.100.${++lastAddress}`;
/** The start of a 30-second step, plus 5 seconds: codes of this step and the next are tested. */
const START = new Date('2030-03-01T08:00:05Z');
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);

afterEach(() => t.setClock(null));

const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers, remoteAddress });

/** A staff account (not an owner: theirs cannot be turned off) with its second factor on, set up and enabled at START. */
async function withSecondFactor() {
  const user = await t.createUser('operations');
  const { secret } = await turnOnSecondFactor(t, user, START);
  return { ...user, headers: { authorization: user.authorization }, secret };
}

describe('turning the second factor on (user/me/two-factor)', () => {
  it('sets up a secret, turns it on with a right code only, and never answers the secret again', async () => {
    const user = await t.createUser('catalogue');
    const headers = { authorization: user.authorization };
    const status = () => t.app.inject({ method: 'GET', url: '/api/user/me/two-factor', headers });
    expect((await status()).json().data).toEqual({ enabled: false, enabledAt: null, required: false, recoveryCodesLeft: 0 });

    t.setClock(START);
    const first = (await post('user/me/two-factor/setup', {}, headers)).json().data;
    // A second setup replaces the pending one: only its secret is turned on.
    const setup = await post('user/me/two-factor/setup', {}, headers);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.json().data as { secret: string; otpauthUrl: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(secret).not.toBe(first.secret);
    expect(otpauthUrl).toBe(`otpauth://totp/Dukkan%20Admin:${encodeURIComponent(user.email)}?secret=${secret}&issuer=Dukkan%20Admin`);

    const malformed = await post('user/me/two-factor/enable', { code: '12ab56' }, headers);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { code: ENTER_CODE } });
    const ofFirst = await post('user/me/two-factor/enable', { code: await codeAt(first.secret, START) }, headers);
    expect(ofFirst.statusCode).toBe(400);
    expect(ofFirst.json()).toMatchObject({ code: 'INVALID_CODE', message: WRONG_CODE });

    // Spaces as an app shows them are fine; a code of the step before is accepted too (a phone's clock a little behind).
    const code = await codeAt(secret, at(-30));
    const enabled = await post('user/me/two-factor/enable', { code: `${code.slice(0, 3)} ${code.slice(3)}` }, headers);
    expect(enabled.statusCode).toBe(200);
    // On, with its first 10 recovery codes, shown once.
    expect(enabled.json().data).toEqual({ enabled: true, enabledAt: expect.any(String), required: false, recoveryCodesLeft: 10, recoveryCodes: expect.any(Array) });
    expect(enabled.json().data.recoveryCodes).toHaveLength(10);
    expect((await status()).json().data).toEqual({ enabled: true, enabledAt: expect.any(String), required: false, recoveryCodesLeft: 10 });

    const again = await post('user/me/two-factor/setup', {}, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'TWO_FACTOR_ON', message: TWO_FACTOR_ON });

    // Audited like other account changes; the secret is in no answer but the setup's, and in no audit entry.
    const log = await t.app.inject({ method: 'GET', url: `/api/audit?entity=user&entityId=${user.id}`, headers: t.staffAuth });
    const entries = log.json().data.items as { action: string; before: object | null; after: object | null }[];
    expect(entries[0]).toMatchObject({ action: 'update', before: { two_factor: false }, after: { two_factor: true } });
    expect(JSON.stringify(entries)).not.toContain(secret);
  });

  it('answers 409 for a code with no setup pending, and 401 without a token', async () => {
    const user = await t.createUser('shop_staff');
    const res = await post('user/me/two-factor/enable', { code: '123456' }, { authorization: user.authorization });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('TWO_FACTOR_NOT_PENDING');
    expect((await post('user/me/two-factor/setup', {})).statusCode).toBe(401);
  });
});

describe('signing in with a second factor (user/login, user/login/verify)', () => {
  it('asks for the code after the right password, then answers the sign-in with a right code', async () => {
    const user = await withSecondFactor();
    const address = newAddress();
    t.setClock(at(30));
    const login = await post('user/login', { email: user.email, password: user.password }, {}, address);
    expect(login.statusCode).toBe(200);
    const { data } = login.json();
    expect(data).toEqual({ secondFactor: 'totp', challenge: expect.any(String) });
    expect(data.token).toBeUndefined();
    const claims = JSON.parse(Buffer.from(data.challenge.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ sub: user.id, aud: 'second-factor', jti: expect.any(String) });
    expect(claims.exp - claims.iat).toBe(300);

    // A challenge is no token.
    const asToken = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: `Bearer ${data.challenge}` } });
    expect(asToken.statusCode).toBe(401);

    const verified = await post('user/login/verify', { challenge: data.challenge, code: await codeAt(user.secret, at(30)) }, {}, address);
    expect(verified.statusCode).toBe(200);
    const signedIn = verified.json().data;
    expect(signedIn.user).toMatchObject({ id: user.id, email: user.email, role: 'operations', permissions: expect.any(Array), shopIds: null });
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: `Bearer ${signedIn.token}` } });
    expect(me.statusCode).toBe(200);

    // The sign-in's audit entry is written by the code's check, once.
    const log = await t.app.inject({ method: 'GET', url: `/api/audit?entity=user&entityId=${user.id}&action=sign-in`, headers: t.staffAuth });
    expect(log.json().data.items).toHaveLength(1);
  });

  it('refuses a wrong code, a code used already (replay) and a malformed one', async () => {
    const user = await withSecondFactor();
    const address = newAddress();
    t.setClock(at(60));
    const challenge = (await post('user/login', { email: user.email, password: user.password }, {}, address)).json().data.challenge;
    const right = await codeAt(user.secret, at(60));
    const wrong = right === '000000' ? '111111' : '000000';
    const refused = await post('user/login/verify', { challenge, code: wrong }, {}, address);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'INVALID_CODE', message: WRONG_CODE });
    expect((await post('user/login/verify', { challenge, code: '12' }, {}, address)).json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { code: ENTER_CODE } });

    expect((await post('user/login/verify', { challenge, code: right }, {}, address)).statusCode).toBe(200);
    // The same code again, with the same challenge or a new one: refused.
    const replay = await post('user/login/verify', { challenge, code: right }, {}, address);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('INVALID_CODE');
    const next = (await post('user/login', { email: user.email, password: user.password }, {}, address)).json().data.challenge;
    expect((await post('user/login/verify', { challenge: next, code: right }, {}, address)).json().code).toBe('INVALID_CODE');
    // The code enabling the factor (START's step) is used too; an earlier step's code is never accepted again.
    expect((await post('user/login/verify', { challenge: next, code: await codeAt(user.secret, at(30)) }, {}, address)).json().code).toBe('INVALID_CODE');
    // The next step's code works.
    t.setClock(at(90));
    expect((await post('user/login/verify', { challenge: next, code: await codeAt(user.secret, at(90)) }, {}, address)).statusCode).toBe(200);
  });

  it('refuses the code after the challenge\'s 5 minutes: sign in again', async () => {
    const user = await withSecondFactor();
    const address = newAddress();
    t.setClock(at(30));
    const challenge = (await post('user/login', { email: user.email, password: user.password }, {}, address)).json().data.challenge;
    const late = at(30 + 5 * 60);
    t.setClock(late);
    const res = await post('user/login/verify', { challenge, code: await codeAt(user.secret, late) }, {}, address);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'CHALLENGE_EXPIRED', message: CHALLENGE_EXPIRED });
    // A forged or altered challenge is no better.
    const forged = await post('user/login/verify', { challenge: `${challenge.slice(0, -2)}xx`, code: await codeAt(user.secret, late) }, {}, address);
    expect(forged.json().code).toBe('CHALLENGE_EXPIRED');
  });

  it('throttles wrong codes per account as failed sign-ins: after 5, 429 even with the right code', async () => {
    const user = await withSecondFactor();
    const address = newAddress();
    t.setClock(at(30));
    const challenge = (await post('user/login', { email: user.email, password: user.password }, {}, address)).json().data.challenge;
    const right = await codeAt(user.secret, at(30));
    const wrong = right === '999999' ? '999998' : '999999';
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.perAccount; i += 1) {
      expect((await post('user/login/verify', { challenge, code: wrong }, {}, address)).statusCode).toBe(401);
    }
    const throttled = await post('user/login/verify', { challenge, code: right }, {}, address);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ code: 'TOO_MANY_LOGIN_ATTEMPTS', message: expect.stringMatching(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/) });
    expect(throttled.headers['retry-after']).toBeDefined();
  });

  it('turns off with the password and a current code; sign-in then answers the token at once', async () => {
    const user = await withSecondFactor();
    t.setClock(at(30));
    const code = await codeAt(user.secret, at(30));
    const badPassword = await post('user/me/two-factor/disable', { password: 'not the password', code }, user.headers);
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json()).toMatchObject({ code: 'INVALID_PASSWORD', message: WRONG_PASSWORD });
    const badCode = await post('user/me/two-factor/disable', { password: user.password, code: code === '123456' ? '654321' : '123456' }, user.headers);
    expect(badCode.json()).toMatchObject({ code: 'INVALID_CODE', message: WRONG_CODE });
    const off = await post('user/me/two-factor/disable', { password: user.password, code }, user.headers);
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toEqual({ enabled: false, enabledAt: null, required: false, recoveryCodesLeft: 0 });
    expect((await post('user/me/two-factor/disable', { password: user.password, code }, user.headers)).json().code).toBe('TWO_FACTOR_OFF');

    const login = await post('user/login', { email: user.email, password: user.password }, {}, newAddress());
    expect(login.json().data).toEqual({ token: expect.any(String), user: expect.objectContaining({ id: user.id }) });
    const log = await t.app.inject({ method: 'GET', url: `/api/audit?entity=user&entityId=${user.id}&action=update`, headers: t.staffAuth });
    expect(log.json().data.items[0]).toMatchObject({ before: { two_factor: true }, after: { two_factor: false } });
  });

  it('leaves the customers\' sign-in as it was', async () => {
    const customer = await t.createUser('customer');
    const res = await post('customer/login', { email: customer.email, password: customer.password }, {}, newAddress());
    expect(res.statusCode).toBe(200);
    const claims = JSON.parse(Buffer.from(res.json().data.token.split('.')[1], 'base64url').toString());
    expect(claims.sid).toBeUndefined();
  });
});
