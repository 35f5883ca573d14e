import { eq } from 'drizzle-orm';
import { staffTrustedDevices } from '../../db/schema';
import { totpCodeAt, turnOnSecondFactor } from '../../test/staff-sign-in';
import { setUpTestApp } from '../../test/test-app';
import { DEVICE_NOT_FOUND } from './staff-access-rules';
import { TRUSTED_DEVICE_DAYS } from './trusted-devices-repository';

// decisions/staff-access.md: "trust this device" at the code step answers a device token; sent with the password for
// 30 days, it stands in for the code. Only the account's own live devices count; anything else is ignored silently.

jest.setTimeout(30_000);

const t = setUpTestApp();
afterEach(() => t.setClock(null));

let lastAddress = 0;
const newAddress = () => `198.18.2.${++lastAddress}`;
const START = new Date('2030-06-01T08:00:05Z');
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);

type Device = { id: string; createdAt: string; lastUsedAt: string | null; expiresAt: string; userAgent: string; current: boolean };

/** A member of staff with the factor on (at START) who signs in from `address`. */
async function withFactor() {
  const user = await t.createUser('operations');
  const { secret } = await turnOnSecondFactor(t, user, START);
  const address = newAddress();
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers, remoteAddress: address });
  const login = (extra: object = {}) => post('user/login', { email: user.email, password: user.password, ...extra });
  /** Signs in with the code of `when` (each step's code works once), trusting the device. */
  const trust = async (when: Date, userAgent = 'Firefox/140') => {
    t.setClock(when);
    const { challenge } = (await login()).json().data;
    const res = await post('user/login/verify', { challenge, code: await totpCodeAt(secret, when), trustDevice: true }, { 'user-agent': userAgent });
    expect(res.statusCode).toBe(200);
    return res.json().data as { token: string; deviceToken: string };
  };
  return { user, secret, address, post, login, trust };
}
const devicesOf = async (authorization: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/me/devices', headers: { authorization } })).json().data as Device[];

describe('trusted devices', () => {
  it('answers a device token to a verify that trusts the device; with the password it signs in without a code', async () => {
    const { user, login, trust } = await withFactor();
    const trusted = await trust(at(30));
    expect(trusted.deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only its hash is kept.
    const [row] = await t.db.select().from(staffTrustedDevices).where(eq(staffTrustedDevices.userId, user.id));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toContain(trusted.deviceToken);

    t.setClock(at(60));
    const res = await login({ deviceToken: trusted.deviceToken });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ token: expect.any(String), user: expect.objectContaining({ id: user.id }) });
    const log = await t.app.inject({ method: 'GET', url: `/api/audit?entity=user&entityId=${user.id}&action=sign-in`, headers: t.staffAuth });
    expect(log.json().data.items[0].after).toEqual({ email: user.email, second_factor: 'trusted-device' });
    // A wrong password is refused whatever the token.
    expect((await login({ password: 'not the password', deviceToken: trusted.deviceToken })).statusCode).toBe(401);

    // Listed, marked current for the sessions opened through it (the verify that trusted it, the password with it).
    const listed = await devicesOf(`Bearer ${res.json().data.token}`);
    expect(listed).toEqual([
      { id: row.id, createdAt: at(30).toISOString(), lastUsedAt: at(60).toISOString(), expiresAt: at(30 + TRUSTED_DEVICE_DAYS * 86_400).toISOString(), userAgent: 'Firefox/140', current: true },
    ]);
    expect((await devicesOf(`Bearer ${trusted.token}`))[0].current).toBe(true);
    expect((await devicesOf(user.authorization))[0].current).toBe(false);
  });

  it("ignores another account's token, an expired one, a forgotten one and no token at all: the code is asked", async () => {
    const mine = await withFactor();
    const other = await withFactor();
    const trusted = await mine.trust(at(30));
    const asksCode = async (who: typeof mine, deviceToken: string) => {
      const res = await who.login({ deviceToken });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ secondFactor: 'totp' });
    };
    await asksCode(other, trusted.deviceToken);
    await asksCode(mine, 'not-a-device-token');
    await asksCode(mine, trusted.deviceToken.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')));

    // Forgotten by its owner.
    const again = await mine.trust(at(60));
    const [device] = await devicesOf(mine.user.authorization);
    const forgot = await t.app.inject({ method: 'DELETE', url: `/api/user/me/devices/${device.id}`, headers: { authorization: mine.user.authorization } });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json().data).toEqual({ id: device.id });
    await asksCode(mine, again.deviceToken);
    expect((await devicesOf(mine.user.authorization)).map((one) => one.id)).not.toContain(device.id);

    // Past its 30 days (the app's clock).
    t.setClock(at(30 + TRUSTED_DEVICE_DAYS * 86_400));
    await asksCode(mine, trusted.deviceToken);
    expect(await devicesOf(mine.user.authorization)).toEqual([]);
  });

  it("answers 404 for a device that is not one's own live one", async () => {
    const mine = await withFactor();
    const other = await withFactor();
    await other.trust(at(30));
    const [theirs] = await devicesOf(other.user.authorization);
    await mine.trust(at(30));
    const [own] = await devicesOf(mine.user.authorization);
    const forget = (id: string) => t.app.inject({ method: 'DELETE', url: `/api/user/me/devices/${id}`, headers: { authorization: mine.user.authorization } });
    expect((await forget(own.id)).statusCode).toBe(200);
    for (const id of [theirs.id, own.id, 'not-a-device', '00000000-0000-4000-8000-000000000000']) {
      const res = await forget(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: DEVICE_NOT_FOUND });
    }
    expect(await devicesOf(other.user.authorization)).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me/devices' })).statusCode).toBe(401);
  });

  it('keeps the devices through a change of role, and forgets them all when the factor is turned off', async () => {
    const { user, secret, login, post, trust } = await withFactor();
    const first = await trust(at(30), 'Firefox/140');
    await trust(at(60), 'Chrome/150');
    const renamed = await t.app.inject({ method: 'PUT', url: `/api/user/${user.id}`, headers: t.staffAuth, payload: { name: 'Moved', role: 'catalogue' } });
    expect(renamed.statusCode).toBe(200);
    const signedIn = await login({ deviceToken: first.deviceToken });
    expect(signedIn.json().data.token).toEqual(expect.any(String));
    const headers = { authorization: `Bearer ${signedIn.json().data.token}` };
    expect((await devicesOf(headers.authorization)).map((device) => device.userAgent)).toEqual(['Chrome/150', 'Firefox/140']);

    t.setClock(at(90));
    const off = await post('user/me/two-factor/disable', { password: user.password, code: await totpCodeAt(secret, at(90)) }, headers);
    expect(off.statusCode).toBe(200);
    expect(await devicesOf(headers.authorization)).toEqual([]);
    const rows = await t.db.select({ revokedAt: staffTrustedDevices.revokedAt }).from(staffTrustedDevices).where(eq(staffTrustedDevices.userId, user.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
  });
});
