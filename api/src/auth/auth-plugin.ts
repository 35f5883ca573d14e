import fastifyJwt from '@fastify/jwt';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isShopScoped, isStaffRole } from './permissions';
import { userShops, users, type UserRole } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';
import { MAX_INTEGER } from '../http/schemas';

export interface TokenClaims {
  sub: number;
  role: UserRole;
  email: string;
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
const ROLE_CACHE_MS = 10_000;

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
    const forget = (userId: number) => {
      generation += 1;
      roleCache.delete(userId);
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

    const stopHearing = [
      app.signals.on('user-deleted', ({ userId }) => forget(userId)),
      app.signals.on('user-changed', ({ userId }) => forget(userId)),
      // Lost or regained: whatever was cached may have missed a signal.
      app.signals.onListeningChange(() => {
        generation += 1;
        roleCache.clear();
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
      const { exp, iat, sub } = request.user as TokenClaims & { exp?: unknown; iat?: unknown };
      const userId = Number(sub);
      if (typeof exp !== 'number' || !Number.isInteger(userId) || userId < 1 || userId > MAX_INTEGER) {
        throw unauthorized('Invalid authentication token', 'TOKEN_INVALID');
      }
      const account = await currentAccount(userId);
      if (account === null) throw unauthorized('This account no longer exists', 'TOKEN_INVALID');
      // decisions/customers.md: signed out everywhere — a token issued before then (or saying nothing of when) is over.
      if (account.tokensValidAfter !== null && !(typeof iat === 'number' && iat >= account.tokensValidAfter)) {
        throw unauthorized(SESSION_ENDED, 'TOKEN_REVOKED');
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
