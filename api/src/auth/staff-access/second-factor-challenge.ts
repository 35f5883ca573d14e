import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '../auth-plugin';

// decisions/staff-access.md: after the right password, an account with a second factor gets a challenge instead of a
// token: a JWT of the app's secret for the audience 'second-factor', 5 minutes, naming the account (and a unique id).
// The auth plugin refuses any token with an audience, so a challenge never passes for a token. Its times are the
// app's clock (`app.clock`), so tests move time instead of waiting.

export const CHALLENGE_AUDIENCE = 'second-factor';
export const CHALLENGE_LIFETIME = '5m';

export function signChallenge(app: FastifyInstance, userId: number): string {
  // Only `sub` and `jti`: a challenge says nothing of the account's role or email.
  const claims = { sub: userId, jti: randomUUID() } as unknown as TokenClaims;
  return app.jwt.sign(claims, { aud: CHALLENGE_AUDIENCE, expiresIn: CHALLENGE_LIFETIME, clockTimestamp: app.clock().getTime() });
}

/** The account a challenge names; 'expired' past its 5 minutes; null when it is not one of ours. */
export function readChallenge(app: FastifyInstance, challenge: string): { userId: number } | 'expired' | null {
  let claims: { sub?: unknown; exp?: unknown };
  try {
    // The signature and audience here; the expiry against the app's clock below.
    claims = app.jwt.verify(challenge, { allowedAud: CHALLENGE_AUDIENCE, ignoreExpiration: true }) as typeof claims;
  } catch {
    return null;
  }
  const userId = Number(claims.sub);
  if (typeof claims.exp !== 'number' || !Number.isSafeInteger(userId) || userId < 1) return null;
  if (claims.exp * 1000 <= app.clock().getTime()) return 'expired';
  return { userId };
}
