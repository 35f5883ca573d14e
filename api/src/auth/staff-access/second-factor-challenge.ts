import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '../auth-plugin';

// decisions/staff-access.md: after the right password, an account with a second factor gets a challenge instead of a
// token: a JWT of the app's secret for the audience 'second-factor', 5 minutes, naming the account (and a unique id).
// An account whose role requires a factor it does not have gets a setup challenge: the audience
// 'second-factor-setup', 15 minutes (time to install an app). The auth plugin refuses any token with an audience, so a
// challenge never passes for a token, and each kind is refused where the other is expected. Their times are the app's
// clock (`app.clock`), so tests move time instead of waiting.

/** 'totp': the account's code is next. 'setup': the account sets a factor up, then its first code signs it in. */
export type ChallengeKind = 'totp' | 'setup';

export const CHALLENGES = {
  totp: { audience: 'second-factor', lifetime: '5m' },
  setup: { audience: 'second-factor-setup', lifetime: '15m' },
} as const satisfies Record<ChallengeKind, { audience: string; lifetime: string }>;

const KIND_OF_AUDIENCE = new Map<unknown, ChallengeKind>(Object.entries(CHALLENGES).map(([kind, { audience }]) => [audience, kind as ChallengeKind]));

export function signChallenge(app: FastifyInstance, userId: number, kind: ChallengeKind): string {
  // Only `sub` and `jti`: a challenge says nothing of the account's role or email.
  const claims = { sub: userId, jti: randomUUID() } as unknown as TokenClaims;
  const { audience, lifetime } = CHALLENGES[kind];
  return app.jwt.sign(claims, { aud: audience, expiresIn: lifetime, clockTimestamp: app.clock().getTime() });
}

/** The account a challenge names and its kind; 'expired' past its time; null when it is not one of ours. */
export function readChallenge(app: FastifyInstance, challenge: string): { userId: number; kind: ChallengeKind } | 'expired' | null {
  let claims: { sub?: unknown; exp?: unknown; aud?: unknown };
  try {
    // The signature and audience here; the expiry against the app's clock below.
    claims = app.jwt.verify(challenge, { allowedAud: [...KIND_OF_AUDIENCE.keys()] as string[], ignoreExpiration: true }) as typeof claims;
  } catch {
    return null;
  }
  const userId = Number(claims.sub);
  const kind = KIND_OF_AUDIENCE.get(claims.aud);
  if (kind === undefined || typeof claims.exp !== 'number' || !Number.isSafeInteger(userId) || userId < 1) return null;
  if (claims.exp * 1000 <= app.clock().getTime()) return 'expired';
  return { userId, kind };
}
