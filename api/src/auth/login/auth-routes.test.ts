import { ROLE_PERMISSIONS } from '../permissions';
import { injectPoster, signInStaff } from '../../test/staff-sign-in';
import { setUpTestApp } from '../../test/test-app';
import { eq } from 'drizzle-orm';
import { signInAddresses, signInCounters } from '../../db/schema';
import { KNOWN_ADDRESSES_PER_USER } from './auth-repository';
import { DEFAULT_LOGIN_LIMITS } from './login-throttle';

// Password hashing and database set-up are slow on a busy machine; the project-level testTimeout
// in jest.config.cjs does not reach tests run as a project.
jest.setTimeout(30_000);

const t = setUpTestApp();

// Each test signs in from its own address, so the per-address limits of one never touch another.
let address = 0;
const newAddress = () => `203.0.113.${++address}`;
const login = (body: object, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/login', payload: body, remoteAddress: ip });
// decisions/staff-access.md: an owner's first sign-in sets a second factor up (two-factor-required.test.ts), so the
// tests here that are not about owners sign in other staff, whose right password answers the token.

describe('POST /api/user/login', () => {
  it('signs in every staff role with its permissions (decisions/roles-and-audit.md), and records sign-ins and failures in the audit log', async () => {
    for (const role of ['operations', 'catalogue'] as const) {
      const user = await t.createUser(role);
      const res = await login({ email: user.email, password: user.password }, newAddress());
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user).toMatchObject({ role, permissions: [...ROLE_PERMISSIONS[role]], shopIds: null });
    }
    const user = await t.createUser('catalogue');
    const address = newAddress();
    expect((await login({ email: user.email, password: 'wrong password' }, address)).statusCode).toBe(401);
    expect((await login({ email: user.email, password: user.password }, address)).statusCode).toBe(200);
    const log = await t.app.inject({ method: 'GET', url: `/api/audit?entity=user&entityId=${user.id}`, headers: t.staffAuth });
    const entries = log.json().data.items as { action: string; actor: { id: number } | null; clientAddress: string; requestId: string; after: object }[];
    expect(entries.map((entry) => entry.action)).toEqual(['sign-in', 'sign-in-failed', 'create']);
    expect(entries[0]).toMatchObject({ actor: { id: user.id }, clientAddress: address, after: { email: user.email }, requestId: expect.any(String) });
    expect(entries[1].actor).toBeNull();
    expect(JSON.stringify(entries)).not.toMatch(/password|wrong/i);
  });

  it('answers data { token, user } for a staff account, and the token opens staff endpoints', async () => {
    const staff = await t.createUser('owner', { name: 'Fatima Al-Sabah' });
    // An owner signs in through the second factor's setup (the sign-in's answer at its end is the same).
    const signedIn = await signInStaff(injectPoster(t.app, { remoteAddress: newAddress() }), staff);
    expect(signedIn.user).toEqual({
      id: staff.id,
      name: 'Fatima Al-Sabah',
      email: staff.email,
      phone: null,
      role: 'owner',
      shops: [],
      // decisions/roles-and-audit.md: what the panel may show, from the one permission table; an owner works for every shop.
      permissions: [...ROLE_PERMISSIONS.owner],
      shopIds: null,
    });
    expect(JSON.stringify(signedIn.user)).not.toMatch(/password|hash|argon/i);
    const [, payload] = signedIn.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims).toMatchObject({ sub: staff.id, role: 'owner', email: staff.email });
    expect(claims.exp - claims.iat).toBe(12 * 3600);
    expect(JSON.parse(Buffer.from(signedIn.token.split('.')[0], 'base64url').toString()).alg).toBe('HS256');
    const list = await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: signedIn.authorization } });
    expect(list.statusCode).toBe(200);
  });

  it('matches the email whatever its case and surrounding spaces', async () => {
    const staff = await t.createUser('operations');
    const res = await login({ email: `  ${staff.email.toUpperCase()} `, password: staff.password }, newAddress());
    expect(res.statusCode).toBe(200);
  });

  it("answers 401 'Invalid email or password' alike for a wrong password and an unknown email", async () => {
    const staff = await t.createUser('operations');
    const ip = newAddress();
    const wrong = await login({ email: staff.email, password: 'not the password' }, ip);
    const unknown = await login({ email: 'nobody@dukkan.kw', password: 'whatever123' }, ip);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    }
  });

  it.each([
    [{ password: 'secret123' }, 'email', 'Please enter your email address.'],
    [{ email: '   ', password: 'secret123' }, 'email', 'Please enter your email address.'],
    [{ email: 'not-an-email', password: 'secret123' }, 'email', 'Please enter a valid email address.'],
    [{ email: 'staff@dukkan.kw' }, 'password', 'Please enter your password.'],
    [{ email: 'staff@dukkan.kw', password: '' }, 'password', 'Please enter your password.'],
  ])('answers 400 with the spec §5 message for %j', async (body, field, message) => {
    const res = await login(body, newAddress());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message, errors: { [field]: message } });
  });

  it('answers 400 for a body that is not an object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: '"just a string"',
      headers: { 'content-type': 'application/json' },
      remoteAddress: newAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('refuses a customer account with 403: only staff use the panel', async () => {
    const customer = await t.createUser('customer');
    const res = await login({ email: customer.email, password: customer.password }, newAddress());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  // decisions/hardening.md narrowed the lockout to addresses the account has not signed in from (see the next
  // describe); this account has never signed in, so every address is one of those.
  it('locks an account after 5 failures with a clear 429, from any address it has not signed in from, even with the right password', async () => {
    const staff = await t.createUser('operations');
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.perAccount; i++) {
      expect((await login({ email: staff.email, password: `guess-${i}-wrong` }, newAddress())).statusCode).toBe(401);
    }
    const locked = await login({ email: staff.email, password: staff.password }, newAddress());
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ success: false, code: 'TOO_MANY_LOGIN_ATTEMPTS' });
    expect(locked.json().message).toMatch(/^Too many failed sign-in attempts\. Please try again in 1[45] minutes\.$/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    // Another account is not affected.
    const other = await t.createUser('operations');
    expect((await login({ email: other.email, password: other.password }, newAddress())).statusCode).toBe(200);
  });

  it('locks an address after 20 failures across accounts; other addresses still sign in', async () => {
    const ip = newAddress();
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.perAddress; i++) {
      expect((await login({ email: `spray${i}@dukkan.kw`, password: 'Password1' }, ip)).statusCode).toBe(401);
    }
    const staff = await t.createUser('operations');
    const blocked = await login({ email: staff.email, password: staff.password }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many failed sign-in attempts/);
    expect((await login({ email: staff.email, password: staff.password }, newAddress())).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For by default, so a client cannot pick a fresh address per guess', async () => {
    const ip = newAddress();
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.perAddress; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: `forged${i}@dukkan.kw`, password: 'Password1' },
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const staff = await t.createUser('operations');
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: staff.email, password: staff.password },
      remoteAddress: ip,
      headers: { 'x-forwarded-for': '198.51.100.250' },
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('never counts successful sign-ins: staff may sign in again and again', async () => {
    const staff = await t.createUser('operations');
    const ip = newAddress();
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.perAccount * 2; i++) {
      expect((await login({ email: staff.email, password: staff.password }, ip)).statusCode).toBe(200);
    }
  });

  it('lets no more than 5 guesses through when they arrive all at once', async () => {
    const staff = await t.createUser('operations');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login({ email: staff.email, password: `parallel-${i}` }, newAddress())),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(DEFAULT_LOGIN_LIMITS.perAccount);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(12 - DEFAULT_LOGIN_LIMITS.perAccount);
  });
});

describe('sign-in throttling cannot be turned against an account (decisions/hardening.md)', () => {
  const { perAccount, perAccountAddress, perAddress } = DEFAULT_LOGIN_LIMITS;
  const fail = async (email: string, ip: string, times: number) => {
    for (let i = 0; i < times; i++) {
      expect((await login({ email, password: `wrong-guess-${i}` }, ip)).statusCode).toBe(401);
    }
  };

  it('lets the owner in from their usual address while a guesser elsewhere has locked the account', async () => {
    const owner = await t.createUser('operations');
    const home = newAddress();
    expect((await login({ email: owner.email, password: owner.password }, home)).statusCode).toBe(200);
    // The guesser spreads over addresses; the account's limit stops them all the same.
    for (let i = 0; i < perAccount; i++) await fail(owner.email, newAddress(), 1);
    const guesser = newAddress();
    expect((await login({ email: owner.email, password: 'one more guess' }, guesser)).statusCode).toBe(429);
    // Even the right password is refused where the owner has never signed in (it may be the guesser's) …
    expect((await login({ email: owner.email, password: owner.password }, newAddress())).statusCode).toBe(429);
    // … but the owner at their usual address is not locked out, again and again.
    for (let i = 0; i < 3; i++) {
      expect((await login({ email: owner.email, password: owner.password }, home)).statusCode).toBe(200);
    }
  });

  it("limits the owner's own address too, on a count of its own: 5 failures there, then 429", async () => {
    const owner = await t.createUser('operations');
    const home = newAddress();
    expect((await login({ email: owner.email, password: owner.password }, home)).statusCode).toBe(200);
    await fail(owner.email, home, perAccountAddress);
    const locked = await login({ email: owner.email, password: owner.password }, home);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many failed sign-in attempts\. Please try again in 1[45] minutes\.$/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('lets known staff in from a shared address where one client has used up the address by guessing', async () => {
    const shared = newAddress(); // a shop's Wi-Fi
    const regular = await t.createUser('operations');
    expect((await login({ email: regular.email, password: regular.password }, shared)).statusCode).toBe(200);
    for (let i = 0; i < perAddress; i++) await fail(`stuffed${i}-${shared}@dukkan.kw`, shared, 1);
    // The guesser is stopped, for any account that has not signed in from here …
    expect((await login({ email: 'stuffed-next@dukkan.kw', password: 'Password1' }, shared)).statusCode).toBe(429);
    const newcomer = await t.createUser('operations');
    expect((await login({ email: newcomer.email, password: newcomer.password }, shared)).statusCode).toBe(429);
    // … while staff who sign in here are not, and a typo of theirs is an ordinary 401.
    expect((await login({ email: regular.email, password: 'typo' }, shared)).statusCode).toBe(401);
    expect((await login({ email: regular.email, password: regular.password }, shared)).statusCode).toBe(200);
  });

  it('keeps guessing from one address at the numbers of before: 20 across accounts, 5 at one account', async () => {
    const ip = newAddress();
    const answers: number[] = [];
    for (let i = 0; i < perAddress + 5; i++) {
      answers.push((await login({ email: `spread${i}-${ip}@dukkan.kw`, password: 'Password1' }, ip)).statusCode);
    }
    expect(answers.filter((s) => s === 401)).toHaveLength(perAddress);
    expect(answers.slice(perAddress).every((s) => s === 429)).toBe(true);

    const target = await t.createUser('operations');
    const other = newAddress();
    await fail(target.email, other, perAccount);
    expect((await login({ email: target.email, password: 'guess six' }, other)).statusCode).toBe(429);
    expect((await login({ email: target.email, password: target.password }, other)).statusCode).toBe(429);
  });

  it('counts the attempts of an IPv6 client by its /64, so fresh addresses of one network do not add guesses', async () => {
    const staff = await t.createUser('operations');
    for (let i = 1; i <= perAccountAddress; i++) {
      expect((await login({ email: staff.email, password: `v6-guess-${i}` }, `2001:db8:13:13::${i.toString(16)}`)).statusCode).toBe(401);
    }
    expect((await login({ email: staff.email, password: staff.password }, '2001:db8:13:13:ffff::1')).statusCode).toBe(429);
  });

  it('remembers an account\'s most recent addresses only, and never counts a success', async () => {
    const staff = await t.createUser('operations');
    for (let i = 0; i <= KNOWN_ADDRESSES_PER_USER; i++) {
      expect((await login({ email: staff.email, password: staff.password }, newAddress())).statusCode).toBe(200);
    }
    const rows = await t.db.select().from(signInAddresses).where(eq(signInAddresses.userId, staff.id));
    expect(rows).toHaveLength(KNOWN_ADDRESSES_PER_USER);
    const counted = await t.db.select().from(signInCounters);
    expect(counted.filter((row) => row.key.includes(staff.email) && row.count > 0)).toEqual([]);
  });
});
