import fastifyJwt from '@fastify/jwt';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { users, type UserRole } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';

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

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: a valid, unexpired HS256 token of a user who still exists, else 401. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** onRequest hook: authenticate, then staff only (role admin), else 403. */
    requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Forget what the auth cache knows of a user (after their deletion or role change). */
    forgetUser(userId: number): void;
  }
}

export const TOKEN_LIFETIME = '12h';
const ROLE_CACHE_MS = 10_000;

export const authPlugin = fp<{ secret: string }>(
  async (app, { secret }) => {
    // HS256 pinned both ways: a token signed with another algorithm (or `alg: none`) is refused.
    await app.register(fastifyJwt, {
      secret,
      sign: { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME },
      verify: { algorithms: ['HS256'] },
    });

    // A signed token outlives a deleted or demoted account, so the role is re-read from the
    // database, cached briefly to keep a lookup off every request's hot path.
    const roleCache = new Map<number, { role: UserRole | null; until: number }>();
    async function currentRole(userId: number): Promise<UserRole | null> {
      const cached = roleCache.get(userId);
      if (cached && cached.until > Date.now()) return cached.role;
      const [row] = await app.db.select({ role: users.role }).from(users).where(eq(users.id, userId));
      const role = row?.role ?? null;
      roleCache.set(userId, { role, until: Date.now() + ROLE_CACHE_MS });
      return role;
    }

    app.decorate('forgetUser', (userId: number) => void roleCache.delete(userId));

    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.headers.authorization) throw unauthorized('Authentication required', 'TOKEN_MISSING');
      try {
        await request.jwtVerify();
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED') throw unauthorized('Your session has expired', 'TOKEN_EXPIRED');
        throw unauthorized('Invalid authentication token', 'TOKEN_INVALID');
      }
      const role = await currentRole(Number(request.user.sub));
      if (role === null) throw unauthorized('This account no longer exists', 'TOKEN_INVALID');
      request.user.role = role;
    });

    app.decorate('requireStaff', async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      if (request.user.role !== 'admin') throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
