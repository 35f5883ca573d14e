import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../config';
import { staffSessions, users } from '../../db/schema';
import { injectPoster, signInStaff, totpCodeAt, turnOnSecondFactor } from '../../test/staff-sign-in';
import { createTestApp, setUpTestApp } from '../../test/test-app';
import { CHALLENGE_EXPIRED, ENTER_CODE, NO_SETUP_PENDING, TWO_FACTOR_ON, TWO_FACTOR_REQUIRED, WRONG_CODE } from './staff-access-rules';

// decisions/staff-access.md: a second factor required of owners (TWO_FACTOR_REQUIRED_ROLES, 'owner' by default). An
// owner's right password answers a setup challenge instead of a token; the setup's first code turns the factor on and
// signs in, with the first recovery codes.

jest.setTimeout(30_000);

const t = setUpTestApp();
afterEach(() => t.setClock(null));

let lastAddress = 0;
const newAddress = () => `198.18.0.${++lastAddress}`;
/** Five seconds into a 30-second step. */
const START = new Date('2030-04-01T08:00:05Z');
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());

const post = (url: string, payload: object, address: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers, remoteAddress: address });
const login = (user: { email: string; password: string }, address: string) => post('user/login', { email: user.email, password: user.password }, address);
const auditOf = async (userId: number, action: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/audit?entity=user&entityId=${userId}&action=${action}`, headers: t.staffAuth })).json().data.items as { after: Record<string, unknown> | null; before: Record<string, unknown> | null }[];

describe('an owner without a second factor', () => {
  it('is asked to set one up after the right password (no token, session or sign-in yet); its first code signs in with 10 recovery codes', async () => {
    const owner = await t.createUser('owner');
    const address = newAddress();
    t.setClock(START);
    const asked = await login(owner, address);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toEqual({ secondFactor: 'setup', challenge: expect.any(String) });
    const { challenge } = asked.json().data as { challenge: string };
    expect(claimsOf(challenge)).toMatchObject({ sub: owner.id, aud: 'second-factor-setup' });
    expect(claimsOf(challenge).exp - claimsOf(challenge).iat).toBe(15 * 60);
    expect(await t.db.select().from(staffSessions).where(eq(staffSessions.userId, owner.id))).toEqual([]);
    expect(await auditOf(owner.id, 'sign-in')).toEqual([]);
    // A setup challenge is no token.
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: `Bearer ${challenge}` } })).statusCode).toBe(401);

    // A code before any setup: nothing to turn on.
    const early = await post('user/login/verify', { challenge, code: '123456' }, address);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'TWO_FACTOR_NOT_PENDING', message: NO_SETUP_PENDING });

    const setup = await post('user/login/setup', { challenge }, address);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.json().data as { secret: string; otpauthUrl: string };
    expect(otpauthUrl).toBe(`otpauth://totp/Dukkan%20Admin:${encodeURIComponent(owner.email)}?secret=${secret}&issuer=Dukkan%20Admin`);

    // The factor is set up with the app's code: a recovery code is no answer here, nor a malformed or wrong code.
    const withRecovery = await post('user/login/verify', { challenge, recoveryCode: 'ABCDE-FGHJK' }, address);
    expect(withRecovery.statusCode).toBe(400);
    expect(withRecovery.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { code: ENTER_CODE } });
    const right = await totpCodeAt(secret, START);
    const wrong = await post('user/login/verify', { challenge, code: right === '000000' ? '111111' : '000000' }, address);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE', message: WRONG_CODE });

    const verified = await post('user/login/verify', { challenge, code: right }, address);
    expect(verified.statusCode).toBe(200);
    const signedIn = verified.json().data as { token: string; user: { id: number; role: string }; recoveryCodes: string[]; deviceToken?: string };
    expect(signedIn.user).toMatchObject({ id: owner.id, role: 'owner' });
    expect(signedIn.recoveryCodes).toHaveLength(10);
    expect(new Set(signedIn.recoveryCodes).size).toBe(10);
    for (const code of signedIn.recoveryCodes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(signedIn.deviceToken).toBeUndefined();
    const headers = { authorization: `Bearer ${signedIn.token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers })).statusCode).toBe(200);
    const status = await t.app.inject({ method: 'GET', url: '/api/user/me/two-factor', headers });
    expect(status.json().data).toEqual({ enabled: true, enabledAt: expect.any(String), required: true, recoveryCodesLeft: 10 });

    // One sign-in in the audit log (how: the app's code), the wrong code a failure, and the factor turned on.
    expect((await auditOf(owner.id, 'sign-in')).map((entry) => entry.after)).toEqual([{ email: owner.email, second_factor: 'totp' }]);
    expect(await auditOf(owner.id, 'sign-in-failed')).toHaveLength(1);
    expect((await auditOf(owner.id, 'update'))[0]).toMatchObject({ before: { two_factor: false }, after: { two_factor: true } });

    // From now on the password asks for the code; the setup's code counts as used.
    const next = await login(owner, address);
    expect(next.json().data).toMatchObject({ secondFactor: 'totp' });
    const replay = await post('user/login/verify', { challenge: next.json().data.challenge, code: right }, address);
    expect(replay.json().code).toBe('INVALID_CODE');
    // The setup challenge is spent: the factor is on.
    const again = await post('user/login/setup', { challenge }, address);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'TWO_FACTOR_ON', message: TWO_FACTOR_ON });
    expect((await post('user/login/verify', { challenge, code: await totpCodeAt(secret, at(30)) }, address)).json().code).toBe('TWO_FACTOR_ON');
  });

  it('keeps the two challenges apart, and a setup challenge ends after 15 minutes', async () => {
    const address = newAddress();
    const withFactor = await t.createUser('owner');
    const { secret } = await turnOnSecondFactor(t, withFactor, START);
    const codeChallenge = (await login(withFactor, address)).json().data;
    expect(codeChallenge.secondFactor).toBe('totp');
    // A code challenge sets nothing up.
    const setUp = await post('user/login/setup', { challenge: codeChallenge.challenge }, address);
    expect(setUp.statusCode).toBe(401);
    expect(setUp.json()).toMatchObject({ code: 'CHALLENGE_EXPIRED', message: CHALLENGE_EXPIRED });

    const owner = await t.createUser('owner');
    const { challenge } = (await login(owner, address)).json().data;
    // A setup challenge is no code challenge: it does not sign in with another account's code of the same app.
    expect((await post('user/login/setup', { challenge }, address)).statusCode).toBe(200);
    expect((await post('user/login/verify', { challenge, code: await totpCodeAt(secret, at(30)) }, address)).json().code).toBe('INVALID_CODE');

    t.setClock(at(15 * 60));
    for (const url of ['user/login/setup', 'user/login/verify']) {
      const late = await post(url, url.endsWith('setup') ? { challenge } : { challenge, code: '123456' }, address);
      expect(late.statusCode).toBe(401);
      expect(late.json().code).toBe('CHALLENGE_EXPIRED');
    }
    // Forged: no better.
    expect((await post('user/login/setup', { challenge: `${challenge.slice(0, -2)}xx` }, address)).json().code).toBe('CHALLENGE_EXPIRED');
  });

  it('signs in again with the device trusted at the setup, asking no code', async () => {
    const owner = await t.createUser('owner');
    const post = injectPoster(t.app, { remoteAddress: newAddress() });
    const first = await signInStaff(post, owner);
    expect(first.deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await signInStaff(post, { ...owner, deviceToken: first.deviceToken });
    expect(again.user).toMatchObject({ id: owner.id, role: 'owner' });
    expect(again.secret).toBeUndefined();
  });

  it('is refused turning the factor off: 409, and it stays on', async () => {
    const owner = await t.createUser('owner');
    const { secret } = await turnOnSecondFactor(t, owner, START);
    t.setClock(at(30));
    const headers = { authorization: owner.authorization };
    const off = await post('user/me/two-factor/disable', { password: owner.password, code: await totpCodeAt(secret, at(30)) }, newAddress(), headers);
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', message: TWO_FACTOR_REQUIRED });
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me/two-factor', headers })).json().data).toMatchObject({ enabled: true, required: true });
  });

  it('is asked the setup on accepting an invite as an owner: the account is made, with no token yet', async () => {
    const email = `invited-owner-${Date.now()}@test.kw`;
    // The app's clock from the start: the invite's 72 hours and the challenge's 15 minutes are counted on it.
    t.setClock(START);
    const made = await t.app.inject({ method: 'POST', url: '/api/user/invites', payload: { email, role: 'owner' }, headers: t.staffAuth });
    expect(made.statusCode).toBe(201);
    const token = (made.json().data.link as string).split('/invite/')[1];
    const address = newAddress();
    const accepted = await post(`invites/${token}/accept`, { name: 'Hessa Al-Owner', password: 'a long enough password' }, address);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toEqual({ secondFactor: 'setup', challenge: expect.any(String) });
    const [account] = await t.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ role: 'owner' });
    expect(await t.db.select().from(staffSessions).where(eq(staffSessions.userId, account.id))).toEqual([]);

    // The setup step as at sign-in.
    const { challenge } = accepted.json().data;
    const { secret } = (await post('user/login/setup', { challenge }, address)).json().data;
    const verified = await post('user/login/verify', { challenge, code: await totpCodeAt(secret, START) }, address);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user).toMatchObject({ id: account.id, role: 'owner' });
  });

  it('is asked the setup at the next sign-in after a change of role to owner (the change ended the sessions)', async () => {
    const user = await t.createUser('operations');
    const address = newAddress();
    const { token } = (await login(user, address)).json().data;
    const promoted = await t.app.inject({ method: 'PUT', url: `/api/user/${user.id}`, headers: t.staffAuth, payload: { name: 'Promoted', role: 'owner' } });
    expect(promoted.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: `Bearer ${token}` } })).json().code).toBe('SESSION_ENDED');
    expect((await login(user, address)).json().data).toMatchObject({ secondFactor: 'setup' });
  });
});

describe('the other staff roles', () => {
  it('sign in with the password alone, and may turn their factor off', async () => {
    for (const role of ['operations', 'catalogue', 'shop_staff', 'driver'] as const) {
      const user = await t.createUser(role);
      const res = await login(user, newAddress());
      expect(res.json().data).toEqual({ token: expect.any(String), user: expect.objectContaining({ id: user.id, role }) });
    }
    const user = await t.createUser('operations');
    const { secret } = await turnOnSecondFactor(t, user, START);
    t.setClock(at(30));
    const headers = { authorization: user.authorization };
    const off = await post('user/me/two-factor/disable', { password: user.password, code: await totpCodeAt(secret, at(30)) }, newAddress(), headers);
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toEqual({ enabled: false, enabledAt: null, required: false, recoveryCodesLeft: 0 });
  });
});

describe('TWO_FACTOR_REQUIRED_ROLES', () => {
  it("'' requires it of no one: an owner signs in with the password alone and may turn the factor off", async () => {
    const relaxed = await createTestApp({ TWO_FACTOR_REQUIRED_ROLES: '' });
    try {
      const owner = await relaxed.createUser('owner');
      const res = await relaxed.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: owner.email, password: owner.password }, remoteAddress: newAddress() });
      expect(res.json().data).toEqual({ token: expect.any(String), user: expect.objectContaining({ id: owner.id, role: 'owner' }) });
      const headers = { authorization: owner.authorization };
      expect((await relaxed.app.inject({ method: 'GET', url: '/api/user/me/two-factor', headers })).json().data).toMatchObject({ enabled: false, required: false });
      const { secret } = await turnOnSecondFactor(relaxed, owner, START);
      relaxed.setClock(at(30));
      const off = await relaxed.app.inject({ method: 'POST', url: '/api/user/me/two-factor/disable', headers, payload: { password: owner.password, code: await totpCodeAt(secret, at(30)) } });
      expect(off.statusCode).toBe(200);
    } finally {
      await relaxed.close();
    }
  });

  it('is a list of staff roles (owners when unset); an unknown role stops start-up naming the setting', () => {
    const base = { DATA_DIR: t.dataDir, JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).twoFactorRequiredRoles).toEqual(['owner']);
    expect(loadConfig({ ...base, TWO_FACTOR_REQUIRED_ROLES: '' }).twoFactorRequiredRoles).toEqual([]);
    expect(loadConfig({ ...base, TWO_FACTOR_REQUIRED_ROLES: ' owner, operations ' }).twoFactorRequiredRoles).toEqual(['owner', 'operations']);
    for (const value of ['admin', 'owner,customer']) {
      expect(() => loadConfig({ ...base, TWO_FACTOR_REQUIRED_ROLES: value })).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, TWO_FACTOR_REQUIRED_ROLES: value })).toThrow('TWO_FACTOR_REQUIRED_ROLES');
    }
  });
});
