import { makeLocation, makeShop } from '../../test/fixtures';
import { setUpTestApp } from '../../test/test-app';
import { ROLE_PERMISSIONS } from '../permissions';
import { SELECT_SHOPS } from '../../modules/users/users-rules';
import { EMAIL_REGISTERED, INVITE_EXPIRED, INVITE_NOT_FOUND, INVITE_NOT_PENDING } from './staff-access-rules';

// decisions/staff-access.md: invites by link. An owner invites an email as a role (and shops); the person opens the
// link, sets their own name and password, and is signed in.

jest.setTimeout(30_000);

const t = setUpTestApp();
afterEach(() => t.setClock(null));

let lastEmail = 0;
const newEmail = () => `invited${++lastEmail}-${Date.now()}@test.kw`;
const PANEL = 'http://localhost:4100';

const invite = (payload: object, headers: Record<string, string> = t.staffAuth) => t.app.inject({ method: 'POST', url: '/api/user/invites', payload, headers });
/** A new invite's token, from its link. */
async function invited(payload: object) {
  const res = await invite(payload);
  expect(res.statusCode).toBe(201);
  const { invite: made, link } = res.json().data as { invite: { id: number; email: string; status: string }; link: string };
  return { ...made, link, token: link.slice(`${PANEL}/invite/`.length) };
}
const preview = (token: string) => t.app.inject({ method: 'GET', url: `/api/invites/${token}` });
const accept = (token: string, payload: object = { name: 'Noura Al-Ali', password: 'a long enough password' }) =>
  t.app.inject({ method: 'POST', url: `/api/invites/${token}/accept`, payload });

describe('inviting staff (user/invites)', () => {
  it('makes an invite with a link to the panel, previews it, and accepting signs the person in with its role and shops', async () => {
    const shop = await makeShop(t.db, await makeLocation(t.db));
    const email = newEmail();
    const made = await invited({ email: `  ${email.toUpperCase()} `, role: 'shop_staff', shopIds: [shop.id] });
    expect(made).toMatchObject({ email, role: 'shop_staff', shopIds: [shop.id], status: 'pending', invitedBy: { id: t.staffId, name: expect.any(String) }, acceptedAt: null });
    expect(made.link).toMatch(new RegExp(`^${PANEL}/invite/[A-Za-z0-9_-]{43}$`));
    const hours = (Date.parse((made as unknown as { expiresAt: string }).expiresAt) - Date.parse((made as unknown as { createdAt: string }).createdAt)) / 3_600_000;
    expect(hours).toBe(72);

    const page = await preview(made.token);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toEqual({ email, role: 'shop_staff', expiresAt: expect.any(String) });

    const badPhone = await accept(made.token, { name: 'Noura', password: 'a long enough password', phone: '123' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors).toEqual({ phone: 'Phone number must be exactly 8 digits' });
    const shortPassword = await accept(made.token, { name: 'Noura', password: 'short' });
    expect(shortPassword.json().errors).toEqual({ password: 'Password must be at least 8 characters' });

    const accepted = await accept(made.token, { name: 'Noura Al-Ali', phone: '5000 1234', password: 'a long enough password' });
    expect(accepted.statusCode).toBe(200);
    const { token, user } = accepted.json().data;
    expect(user).toMatchObject({ name: 'Noura Al-Ali', email, phone: '+96550001234', role: 'shop_staff', shopIds: [shop.id], permissions: [...ROLE_PERMISSIONS.shop_staff] });
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    // Signed in with a session, and able to sign in with the password set.
    const sessions = await t.app.inject({ method: 'GET', url: '/api/user/me/sessions', headers: { authorization: `Bearer ${token}` } });
    expect(sessions.json().data).toEqual([expect.objectContaining({ current: true })]);
    const login = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password: 'a long enough password' }, remoteAddress: '203.0.113.77' });
    expect(login.statusCode).toBe(200);

    // Used: the link is over.
    const again = await accept(made.token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'INVITE_EXPIRED', message: INVITE_EXPIRED });
    expect((await preview(made.token)).statusCode).toBe(410);

    // The register path's audit: the account's creation; and the invite's own entries.
    const userLog = await t.app.inject({ method: 'GET', url: `/api/audit?entity=user&entityId=${user.id}&action=create`, headers: t.staffAuth });
    expect(userLog.json().data.items).toHaveLength(1);
    const inviteLog = await t.app.inject({ method: 'GET', url: `/api/audit?entityId=${made.id}&limit=100`, headers: t.staffAuth });
    const entries = (inviteLog.json().data.items as { entity: string; action: string; after: object }[]).filter((entry) => entry.entity === 'staff_invite');
    expect(entries.map((entry) => entry.after)).toEqual([expect.objectContaining({ status: 'accepted', accepted_user_id: user.id }), expect.objectContaining({ email, role: 'shop_staff' })]);
    expect(JSON.stringify(inviteLog.json())).not.toContain(made.token);
  });

  it('lets exactly one of two accepts at the same moment win', async () => {
    const made = await invited({ email: newEmail(), role: 'operations' });
    const answers = await Promise.all([accept(made.token), accept(made.token)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 410]);
  });

  it('answers 404 for a link that names no invite and 410 past its 72 hours', async () => {
    for (const token of ['nope', 'A'.repeat(43)]) {
      const res = await preview(token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'INVITE_NOT_FOUND', message: INVITE_NOT_FOUND });
      expect((await accept(token)).statusCode).toBe(404);
    }
    const made = await invited({ email: newEmail(), role: 'catalogue' });
    t.setClock(new Date(Date.now() + 72 * 3_600_000 + 1_000));
    expect((await preview(made.token)).json().code).toBe('INVITE_EXPIRED');
    expect((await accept(made.token)).statusCode).toBe(410);
    const list = (await t.app.inject({ method: 'GET', url: '/api/user/invites', headers: t.staffAuth })).json().data as { id: number; status: string }[];
    expect(list.find((row) => row.id === made.id)?.status).toBe('expired');
  });

  it('revokes a pending invite, and replaces a pending invite of the same email', async () => {
    const made = await invited({ email: newEmail(), role: 'operations' });
    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/user/invites/${made.id}`, headers: t.staffAuth });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data).toMatchObject({ id: made.id, status: 'revoked' });
    expect((await preview(made.token)).statusCode).toBe(410);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/user/invites/${made.id}`, headers: t.staffAuth });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'INVITE_NOT_PENDING', message: INVITE_NOT_PENDING });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/user/invites/999999', headers: t.staffAuth })).statusCode).toBe(404);

    const email = newEmail();
    const first = await invited({ email, role: 'catalogue' });
    const second = await invited({ email, role: 'operations' });
    expect((await preview(first.token)).statusCode).toBe(410);
    expect((await preview(second.token)).json().data.role).toBe('operations');
    const list = (await t.app.inject({ method: 'GET', url: '/api/user/invites', headers: t.staffAuth })).json().data as { id: number; status: string }[];
    // Pending first.
    const firstOther = list.findIndex((row) => row.status !== 'pending');
    expect(list.slice(firstOther).every((row) => row.status !== 'pending')).toBe(true);
    expect(list.find((row) => row.id === first.id)?.status).toBe('revoked');
    expect(list.find((row) => row.id === second.id)?.status).toBe('pending');
  });

  it('checks the email and shops as registration does, and refuses an email that has an account', async () => {
    const badEmail = await invite({ email: 'not an email', role: 'operations' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors).toEqual({ email: 'Please enter a valid email address' });
    const noShops = await invite({ email: newEmail(), role: 'shop_staff' });
    expect(noShops.json().errors).toEqual({ shopIds: SELECT_SHOPS });
    expect((await invite({ email: newEmail(), role: 'shop_staff', shopIds: [999999] })).json().errors).toEqual({ shopIds: SELECT_SHOPS });
    const existing = await t.createUser('catalogue');
    const taken = await invite({ email: existing.email.toUpperCase(), role: 'operations' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN', message: EMAIL_REGISTERED });
  });

  it('is for those who manage users only', async () => {
    const operations = await t.createUser('operations');
    const headers = { authorization: operations.authorization };
    expect((await invite({ email: newEmail(), role: 'operations' }, headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/invites', headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/user/invites/1', headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/invites' })).statusCode).toBe(401);
  });
});
