import fastifyJwt from '@fastify/jwt';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isShopScoped, isStaffRole } from './permissions';
import { staffSessions, userShops, users, type UserRole } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';
import { MAX_INTEGER } from '../http/schemas';
import { isSessionId, LAST_SEEN_EVERY_MS } from './staff-access/sessions-repository';

export interface TokenClaims {
  sub: number;
  role: UserRole;
  email: string;
  /** decisions/staff-access.md: the session a staff sign-in opened (staff_sessions); none in older tokens. */
  sid?: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

/** A signed-in account as the database says now (not as its token said): role and shop scope. */
export interface Account {
  role: UserRole;
  /** The shops a shop-scoped role works for; null: every shop. */
  shopIds: number[] | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`: the account's current role and shops. */
    account: Account;
  }
  interface FastifyInstance {
    /** onRequest hook: a valid, unexpired HS256 token of a user who still exists, else 401. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * onRequest hook: authenticate, then staff only (any staff role), else 403. What each role may
     * do there is each route's permission (route-permissions.ts).
     */
    requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** onRequest hook: authenticate, then customers only (the customers' app), else 403. */
    requireCustomer(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * Forget at once what this process's auth cache knows of a user (other processes forget on the
     * `user-deleted` / `user-changed` signal the change publishes).
     */
    forgetUser(userId: number): void;
  }
}

export const TOKEN_LIFETIME = '12h';
export const CUSTOMERS_ONLY = 'Only customer accounts can use the customer API';
/** decisions/customers.md: a token issued before the account was signed out everywhere. */
export const SESSION_ENDED = 'Your session has ended. Sign in again.';
/** decisions/staff-access.md: a token whose session was ended (by its owner, or a change of role). */
export const SESSION_SIGNED_OUT = 'This session was signed out';
const ROLE_CACHE_MS = 10_000;
/** Sessions remembered at most (the least recently read forgotten first). */
const SESSION_CACHE_SIZE = 10_000;

/** What is cached of a session: whose it is, whether it is over, and when it was last noted as seen. */
interface KnownSession {
  userId: number;
  ended: boolean;
  lastSeenAt: number;
  until: number;
}

/** What is cached of an account: its access, and the second before which its tokens are refused (null: none is). */
interface KnownAccount extends Account {
  tokensValidAfter: number | null;
}

export const authPlugin = fp<{ secret: string }>(
  async (app, { secret }) => {
    // HS256 pinned both ways: a token signed with another algorithm (or `alg: none`) is refused.
    // fast-jwt's verifier cache keeps the claims of tokens it verified (an LRU of 1,000 by the
    // token's hash, each until its `exp`), so a panel's repeated requests skip decoding and the
    // HMAC; a changed byte is another token. The account is still read per request (below).
    await app.register(fastifyJwt, {
      secret,
      sign: { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME },
      verify: { algorithms: ['HS256'], cache: true },
    });

    // A signed token outlives a deleted or demoted account, so the role is re-read from the
    // database, cached briefly to keep a lookup off every request's hot path. Every process hears
    // of a user deleted or changed anywhere (db/signals.ts) and forgets them at once; while that
    // news could be missed (the listening connection is down), the cache is not used at all.
    // decisions/customers.md: the time before which the account's tokens are refused is read and
    // forgotten with the role (signing out everywhere publishes 'user-changed').
    const roleCache = new Map<number, { account: KnownAccount | null; until: number }>();
    // Bumped by every forget: a lookup that started before one does not cache what it read.
    let generation = 0;
    // decisions/staff-access.md: sessions are cached the same way and forgotten with their account: ending one
    // publishes 'user-changed' on commit.
    const sessionCache = new Map<string, KnownSession>();
    const forget = (userId: number) => {
      generation += 1;
      roleCache.delete(userId);
      for (const [sid, session] of sessionCache) if (session.userId === userId) sessionCache.delete(sid);
    };
    async function currentAccount(userId: number): Promise<KnownAccount | null> {
      const trusted = app.signals.listening;
      const cached = roleCache.get(userId);
      if (trusted && cached && cached.until > Date.now()) return cached.account;
      const startedAt = generation;
      // An anonymised customer is as gone as a deleted one.
      const [row] = await app.db
        .select({ role: users.role, tokensValidAfter: users.tokensValidAfter })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.anonymisedAt)));
      let account: KnownAccount | null = null;
      if (row) {
        const shops = isShopScoped(row.role)
          ? (await app.db.select({ shopId: userShops.shopId }).from(userShops).where(eq(userShops.userId, userId))).map((r) => r.shopId)
          : null;
        // Whole seconds, as a token's `iat`: a sign-in in the same second as the sign-out still works.
        const validAfter = row.tokensValidAfter === null ? null : Math.floor(row.tokensValidAfter.getTime() / 1000);
        account = { role: row.role, shopIds: shops, tokensValidAfter: validAfter };
      }
      if (trusted && app.signals.listening && generation === startedAt) {
        roleCache.set(userId, { account, until: Date.now() + ROLE_CACHE_MS });
      }
      return account;
    }

    /** The session a token names as the database says (or as cached), or null when there is no such session. */
    async function currentSession(sid: string): Promise<KnownSession | null> {
      const trusted = app.signals.listening;
      const cached = sessionCache.get(sid);
      if (trusted && cached && cached.until > Date.now()) return cached;
      const startedAt = generation;
      const [row] = await app.db
        .select({ userId: staffSessions.userId, endedAt: staffSessions.endedAt, lastSeenAt: staffSessions.lastSeenAt })
        .from(staffSessions)
        .where(eq(staffSessions.id, sid));
      if (!row) return null;
      const session = { userId: row.userId, ended: row.endedAt !== null, lastSeenAt: row.lastSeenAt.getTime(), until: Date.now() + ROLE_CACHE_MS };
      if (trusted && app.signals.listening && generation === startedAt) {
        sessionCache.delete(sid);
        if (sessionCache.size >= SESSION_CACHE_SIZE) sessionCache.delete(sessionCache.keys().next().value as string);
        sessionCache.set(sid, session);
      }
      return session;
    }

    /** Notes the session as seen, at most once a minute (in every process together: the update says since when). */
    async function noteSeen(sid: string, session: KnownSession): Promise<void> {
      if (Date.now() - session.lastSeenAt < LAST_SEEN_EVERY_MS) return;
      session.lastSeenAt = Date.now();
      await app.db
        .update(staffSessions)
        .set({ lastSeenAt: sql`now()` })
        .where(and(eq(staffSessions.id, sid), lt(staffSessions.lastSeenAt, sql`now() - make_interval(secs => ${LAST_SEEN_EVERY_MS / 1000})`)));
    }

    const stopHearing = [
      app.signals.on('user-deleted', ({ userId }) => forget(userId)),
      app.signals.on('user-changed', ({ userId }) => forget(userId)),
      // Lost or regained: whatever was cached may have missed a signal.
      app.signals.onListeningChange(() => {
        generation += 1;
        roleCache.clear();
        sessionCache.clear();
      }),
    ];
    app.addHook('onClose', async () => {
      for (const stop of stopHearing) stop();
    });

    app.decorate('forgetUser', forget);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.headers.authorization) throw unauthorized('Authentication required', 'TOKEN_MISSING');
      try {
        await request.jwtVerify();
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED') throw unauthorized('Your session has expired', 'TOKEN_EXPIRED');
        throw unauthorized('Invalid authentication token', 'TOKEN_INVALID');
      }
      // A token must end (our tokens always carry `exp`) and name a user by number: a token
      // signed without either (a leaked secret, another tool) is not one of ours.
      const { exp, iat, sub, sid, aud } = request.user as TokenClaims & { exp?: unknown; iat?: unknown; aud?: unknown };
      const userId = Number(sub);
      // decisions/staff-access.md: a token with an audience is a sign-in's second-factor challenge, never a token.
      if (typeof exp !== 'number' || !Number.isInteger(userId) || userId < 1 || userId > MAX_INTEGER || aud !== undefined || (sid !== undefined && !isSessionId(sid))) {
        throw unauthorized('Invalid authentication token', 'TOKEN_INVALID');
      }
      const account = await currentAccount(userId);
      if (account === null) throw unauthorized('This account no longer exists', 'TOKEN_INVALID');
      // decisions/customers.md: signed out everywhere — a token issued before then (or saying nothing of when) is over.
      if (account.tokensValidAfter !== null && !(typeof iat === 'number' && iat >= account.tokensValidAfter)) {
        throw unauthorized(SESSION_ENDED, 'TOKEN_REVOKED');
      }
      // decisions/staff-access.md: a token of a session that was ended (or of someone else's) is over; tokens made
      // without a session (before sessions were kept) still work until they expire.
      if (sid !== undefined) {
        const session = await currentSession(sid);
        if (session === null || session.ended || session.userId !== userId) throw unauthorized(SESSION_SIGNED_OUT, 'SESSION_ENDED');
        await noteSeen(sid, session);
      }
      // A copy: the verifier cache hands every request of one token the same claims object.
      request.user = { ...request.user, role: account.role };
      request.account = { role: account.role, shopIds: account.shopIds };
    });

    app.decorate('requireStaff', async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      if (!isStaffRole(request.account.role)) throw forbidden();
    });

    app.decorate('requireCustomer', async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      if (request.user.role !== 'customer') throw forbidden(CUSTOMERS_ONLY);
    });
  },
  { name: 'auth', dependencies: ['database', 'signals'] },
);
