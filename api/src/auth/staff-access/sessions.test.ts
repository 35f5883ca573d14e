import { eq, sql } from 'drizzle-orm';
import { staffSessions } from '../../db/schema';
import { buildSecondApp } from '../../test/second-app';
import { setUpTestApp } from '../../test/test-app';
import { until } from '../../test/waiting';
import { SESSION_SIGNED_OUT } from '../auth-plugin';
import { SESSION_NOT_FOUND } from './staff-access-rules';

// decisions/staff-access.md: each staff sign-in opens a session its token names (`sid`); one's own sessions are
// listed and ended, and an ended session's token is refused on every replica.

jest.setTimeout(30_000);

const t = setUpTestApp();

let lastAddress = 0;
const newAddress = () => `192.0.2.${++lastAddress}`;

/** Signs `user` in with the password from a browser of its own; the bearer header and the session id. */
async function signIn(user: { email: string; password: string }, userAgent = 'Mozilla/5.0 (Test)') {
  const res = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: user.email, password: user.password }, headers: { 'user-agent': userAgent }, remoteAddress: newAddress() });
  expect(res.statusCode).toBe(200);
  const { token } = res.json().data as { token: string };
  const { sid } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string };
  return { headers: { authorization: `Bearer ${token}` }, sid };
}
const me = (headers: object, app = t.app) => app.inject({ method: 'GET', url: '/api/user/me', headers: headers as Record<string, string> });
const sessions = async (headers: object) => (await t.app.inject({ method: 'GET', url: '/api/user/me/sessions', headers: headers as Record<string, string> })).json().data as { id: string; current: boolean; userAgent: string; ip: string }[];

describe('staff sessions (user/me/sessions)', () => {
  it('lists one\'s open sessions newest first with the current one marked, and ends one: its token is refused', async () => {
    const user = await t.createUser('operations');
    const first = await signIn(user, 'Firefox/140');
    const second = await signIn(user, `Chrome/150 ${'x'.repeat(400)}`);
    const list = await sessions(first.headers);
    expect(list.map((session) => session.id)).toEqual([second.sid, first.sid]);
    expect(list.map((session) => session.current)).toEqual([false, true]);
    expect(list[0]).toMatchObject({ userAgent: expect.stringMatching(/^Chrome\/150 x+$/), ip: expect.stringMatching(/^192\.0\.2\.\d+$/), createdAt: expect.any(String), lastSeenAt: expect.any(String) });
    expect(list[0].userAgent).toHaveLength(300);

    const ended = await t.app.inject({ method: 'DELETE', url: `/api/user/me/sessions/${second.sid}`, headers: first.headers });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data).toEqual({ id: second.sid });
    const refused = await me(second.headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'SESSION_ENDED', message: SESSION_SIGNED_OUT });
    expect((await me(first.headers)).statusCode).toBe(200);
    expect((await sessions(first.headers)).map((session) => session.id)).toEqual([first.sid]);
  });

  it('answers 404 for a session that is not one\'s own, ended already or no session id at all', async () => {
    const user = await t.createUser('catalogue');
    const other = await signIn(await t.createUser('catalogue'));
    const mine = await signIn(user);
    for (const id of [other.sid, 'not-a-session', '00000000-0000-4000-8000-000000000000']) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/user/me/sessions/${id}`, headers: mine.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(SESSION_NOT_FOUND);
    }
    expect((await me(other.headers)).statusCode).toBe(200);
    // Ending the current one is allowed: the panel then signs out.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user/me/sessions/${mine.sid}`, headers: mine.headers })).statusCode).toBe(200);
    expect((await me(mine.headers)).json().code).toBe('SESSION_ENDED');
  });

  it('signs out: the session of the request ends, and its token is refused', async () => {
    const user = await t.createUser('catalogue');
    const kept = await signIn(user);
    const leaving = await signIn(user);
    const res = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: leaving.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ended: 1 });
    expect((await me(leaving.headers)).json()).toMatchObject({ code: 'SESSION_ENDED' });
    expect((await sessions(kept.headers)).map((session) => session.id)).toEqual([kept.sid]);
    // A token without a session: nothing to end.
    const old = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { authorization: user.authorization } });
    expect(old.json().data).toEqual({ ended: 0 });
  });

  it('ends every other session, and keeps tokens made without a session working', async () => {
    const user = await t.createUser('operations');
    const current = await signIn(user);
    const others = [await signIn(user), await signIn(user)];
    const res = await t.app.inject({ method: 'POST', url: '/api/user/me/sessions/end-others', headers: current.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ended: 2 });
    for (const other of others) expect((await me(other.headers)).json().code).toBe('SESSION_ENDED');
    expect((await me(current.headers)).statusCode).toBe(200);
    // A token of before sessions (no `sid`): still works, and ends nothing but the others.
    expect((await me({ authorization: user.authorization })).statusCode).toBe(200);
    const fromOld = await t.app.inject({ method: 'POST', url: '/api/user/me/sessions/end-others', headers: { authorization: user.authorization } });
    expect(fromOld.json().data).toEqual({ ended: 1 });
    expect((await me({ authorization: user.authorization })).statusCode).toBe(200);
  });

  it('ends the account\'s sessions when its role changes', async () => {
    const user = await t.createUser('catalogue');
    const session = await signIn(user);
    const renamed = await t.app.inject({ method: 'PUT', url: `/api/user/${user.id}`, headers: t.staffAuth, payload: { name: 'Renamed', role: 'catalogue' } });
    expect(renamed.statusCode).toBe(200);
    expect((await me(session.headers)).statusCode).toBe(200);
    const changed = await t.app.inject({ method: 'PUT', url: `/api/user/${user.id}`, headers: t.staffAuth, payload: { name: 'Renamed', role: 'operations' } });
    expect(changed.statusCode).toBe(200);
    expect((await me(session.headers)).json().code).toBe('SESSION_ENDED');
  });

  it('notes a session as seen at most once a minute', async () => {
    const user = await t.createUser('operations');
    const session = await signIn(user);
    const seenAt = async () => (await t.db.select({ at: staffSessions.lastSeenAt }).from(staffSessions).where(eq(staffSessions.id, session.sid)))[0].at.getTime();
    await t.db.update(staffSessions).set({ lastSeenAt: sql`now() - interval '30 seconds'` }).where(eq(staffSessions.id, session.sid));
    t.app.forgetUser(user.id);
    const halfAMinuteAgo = await seenAt();
    await me(session.headers);
    await me(session.headers);
    expect(await seenAt()).toBe(halfAMinuteAgo);
    await t.db.update(staffSessions).set({ lastSeenAt: sql`now() - interval '2 minutes'` }).where(eq(staffSessions.id, session.sid));
    t.app.forgetUser(user.id);
    await me(session.headers);
    expect(await seenAt()).toBeGreaterThan(Date.now() - 10_000);
  });
});

describe('an ended session on another replica', () => {
  it('is refused by a second app that had it cached', async () => {
    const second = await buildSecondApp(t);
    try {
      const user = await t.createUser('operations');
      const session = await signIn(user);
      expect((await me(session.headers, second.app)).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/user/me/sessions/${session.sid}`, headers: session.headers })).statusCode).toBe(200);
      // The signal reaches the second app when the change commits: no waiting out its cache.
      await until('the second app refuses the token', async () => (await me(session.headers, second.app)).statusCode === 401, 3_000);
      expect((await me(session.headers, second.app)).json().code).toBe('SESSION_ENDED');
    } finally {
      await second.close();
    }
  });
});
