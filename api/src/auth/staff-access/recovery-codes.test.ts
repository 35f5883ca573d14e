import { eq } from 'drizzle-orm';
import { staffRecoveryCodes } from '../../db/schema';
import { totpCodeAt, turnOnSecondFactor } from '../../test/staff-sign-in';
import { setUpTestApp } from '../../test/test-app';
import { DEFAULT_LOGIN_LIMITS } from '../login/login-throttle';
import { newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes';
import { recoveryCodesRepository } from './recovery-codes-repository';
import { ENTER_CODE, TWO_FACTOR_OFF, WRONG_CODE, WRONG_RECOVERY_CODE } from './staff-access-rules';

// decisions/staff-access.md: recovery codes — 10 per account, made when the factor is turned on (or on request, the
// old ones void), each signing in once instead of the app's code; only their HMAC is kept.

jest.setTimeout(30_000);

const t = setUpTestApp();
afterEach(() => t.setClock(null));

let lastAddress = 0;
const newAddress = () => `198.18.1.${++lastAddress}`;
const START = new Date('2030-05-01T08:00:05Z');
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);

const post = (url: string, payload: object, address: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers, remoteAddress: address });

/** A member of staff with the factor on (at START), its first recovery codes, and a way to get a code challenge. */
async function withRecoveryCodes() {
  const user = await t.createUser('operations');
  const { secret, recoveryCodes } = await turnOnSecondFactor(t, user, START);
  const address = newAddress();
  const challenge = async () => {
    const res = await post('user/login', { email: user.email, password: user.password }, address);
    expect(res.json().data.secondFactor).toBe('totp');
    return res.json().data.challenge as string;
  };
  const left = async () => (await t.app.inject({ method: 'GET', url: '/api/user/me/two-factor', headers: { authorization: user.authorization } })).json().data.recoveryCodesLeft;
  return { user, secret, recoveryCodes, address, challenge, left };
}

describe('recovery codes as made and typed (recovery-codes.ts)', () => {
  it('makes 10 different codes of Crockford base32 in two groups of five', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
  });

  it.each([
    ['7KQ2M-X9D4P', '7KQ2MX9D4P'],
    [' 7kq2m x9d4p ', '7KQ2MX9D4P'],
    ['7kq2-mx9-d4p', '7KQ2MX9D4P'],
    ['iLo0O-1l2I3', '1100011213'],
  ])('reads %j as %j', (typed, kept) => {
    expect(normalizeRecoveryCode(typed)).toBe(kept);
  });

  it.each(['7KQ2M-X9D4', '7KQ2M-X9D4PP', 'UUUUU-UUUUU', '7KQ2M_X9D4P', ''])('finds %j no code of ours', (typed) => {
    expect(normalizeRecoveryCode(typed)).toBeNull();
  });
});

describe('signing in with a recovery code (user/login/verify)', () => {
  it('signs in once with each code, forgiving case, spaces, dashes and I/L/O; then 401', async () => {
    const { user, recoveryCodes, address, challenge, left } = await withRecoveryCodes();
    expect(await left()).toBe(10);
    // Only keyed hashes are kept.
    const kept = await t.db.select({ codeHash: staffRecoveryCodes.codeHash }).from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, user.id));
    expect(kept).toHaveLength(10);
    for (const { codeHash } of kept) {
      expect(codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(recoveryCodes.some((code) => codeHash.includes(code.replace('-', '')))).toBe(false);
    }

    const [first, second] = recoveryCodes;
    const signedIn = await post('user/login/verify', { challenge: await challenge(), recoveryCode: first }, address);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user).toMatchObject({ id: user.id });
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: `Bearer ${signedIn.json().data.token}` } })).statusCode).toBe(200);
    expect(await left()).toBe(9);
    const log = await t.app.inject({ method: 'GET', url: `/api/audit?entity=user&entityId=${user.id}&action=sign-in`, headers: t.staffAuth });
    expect(log.json().data.items[0].after).toEqual({ email: user.email, second_factor: 'recovery-code' });

    const used = await post('user/login/verify', { challenge: await challenge(), recoveryCode: first }, address);
    expect(used.statusCode).toBe(401);
    expect(used.json()).toMatchObject({ code: 'INVALID_RECOVERY_CODE', message: WRONG_RECOVERY_CODE });

    const typedLoosely = ` ${second.slice(0, 5).toLowerCase()}  ${second.slice(6, 8)}-${second.slice(8).toLowerCase()} `;
    expect((await post('user/login/verify', { challenge: await challenge(), recoveryCode: typedLoosely }, address)).statusCode).toBe(200);
    // Crockford's look-alikes: I and L read as 1, O as 0 (a code known to hold them, put in place of the account's).
    await recoveryCodesRepository(t.db).replace(user.id, [t.app.staffAccess.recoveryCodes.hash(user.id, '10AB1-0CD01'.replace('-', ''))]);
    expect((await post('user/login/verify', { challenge: await challenge(), recoveryCode: 'lOabi-ocdoL' }, address)).statusCode).toBe(200);
    expect(await left()).toBe(0);
  });

  it('takes exactly one of the code and a recovery code: 400 for neither or both', async () => {
    const { secret, recoveryCodes, address, challenge } = await withRecoveryCodes();
    const code = await totpCodeAt(secret, at(30));
    for (const body of [{}, { code, recoveryCode: recoveryCodes[0] }]) {
      const res = await post('user/login/verify', { challenge: await challenge(), ...body }, address);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { code: ENTER_CODE } });
    }
  });

  it('lets one of two sign-ins with the same code at the same moment win', async () => {
    const { recoveryCodes, address, challenge } = await withRecoveryCodes();
    const [a, b] = [await challenge(), await challenge()];
    const answers = await Promise.all([a, b].map((one) => post('user/login/verify', { challenge: one, recoveryCode: recoveryCodes[3] }, address)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401]);
    expect(answers.find((res) => res.statusCode === 401)?.json().code).toBe('INVALID_RECOVERY_CODE');
  });

  it('counts wrong recovery codes as failed sign-ins: after 5, 429 even with a right one', async () => {
    const { recoveryCodes, address, challenge } = await withRecoveryCodes();
    const one = await challenge();
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.perAccount; i += 1) {
      expect((await post('user/login/verify', { challenge: one, recoveryCode: `WRONG-CODE${i}` }, address)).statusCode).toBe(401);
    }
    const throttled = await post('user/login/verify', { challenge: one, recoveryCode: recoveryCodes[0] }, address);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
  });
});

describe('new recovery codes (user/me/two-factor/recovery-codes)', () => {
  it('answers 10 new codes for a current code; the old ones stop working', async () => {
    const { user, secret, recoveryCodes, address, challenge, left } = await withRecoveryCodes();
    const headers = { authorization: user.authorization };
    t.setClock(at(30));
    const code = await totpCodeAt(secret, at(30));
    const malformed = await post('user/me/two-factor/recovery-codes', { code: '12' }, address, headers);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { code: ENTER_CODE } });
    const wrong = await post('user/me/two-factor/recovery-codes', { code: code === '000000' ? '111111' : '000000' }, address, headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE', message: WRONG_CODE });

    const renewed = await post('user/me/two-factor/recovery-codes', { code }, address, headers);
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().data.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((one) => recoveryCodes.includes(one))).toEqual([]);
    expect(await left()).toBe(10);
    // The code is used: the same one again is refused.
    expect((await post('user/me/two-factor/recovery-codes', { code }, address, headers)).json().code).toBe('INVALID_CODE');

    expect((await post('user/login/verify', { challenge: await challenge(), recoveryCode: recoveryCodes[0] }, address)).json().code).toBe('INVALID_RECOVERY_CODE');
    expect((await post('user/login/verify', { challenge: await challenge(), recoveryCode: fresh[0] }, address)).statusCode).toBe(200);
    const log = await t.app.inject({ method: 'GET', url: `/api/audit?entity=user&entityId=${user.id}&action=update`, headers: t.staffAuth });
    expect(log.json().data.items[0]).toMatchObject({ before: { recovery_codes_left: 10 }, after: { recovery_codes_left: 10 } });
    expect(JSON.stringify(log.json())).not.toContain(fresh[0]);
  });

  it('answers 409 when the factor is off, and 401 without a token', async () => {
    const user = await t.createUser('catalogue');
    const off = await post('user/me/two-factor/recovery-codes', { code: '123456' }, newAddress(), { authorization: user.authorization });
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({ code: 'TWO_FACTOR_OFF', message: TWO_FACTOR_OFF });
    expect((await post('user/me/two-factor/recovery-codes', { code: '123456' }, newAddress())).statusCode).toBe(401);
  });

  it('goes with the factor when it is turned off', async () => {
    const { user, secret, address } = await withRecoveryCodes();
    t.setClock(at(30));
    const off = await post('user/me/two-factor/disable', { password: user.password, code: await totpCodeAt(secret, at(30)) }, address, { authorization: user.authorization });
    expect(off.statusCode).toBe(200);
    expect(await t.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, user.id))).toEqual([]);
  });
});
