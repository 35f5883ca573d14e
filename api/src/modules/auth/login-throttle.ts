import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors';

export interface ThrottleLimits {
  /** Failed sign-ins allowed per account in `timeWindow` (ms). */
  perAccount: number;
  /** Failed sign-ins allowed per client address in `timeWindow` (ms). */
  perAddress: number;
  timeWindow: number;
}

/** OWASP's advice for credential stuffing: a handful of failures per account, more per address. */
export const DEFAULT_LOGIN_LIMITS: ThrottleLimits = { perAccount: 5, perAddress: 20, timeWindow: 15 * 60_000 };

const retryText = (ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/**
 * Sign-in throttling per account and per client address, on @fastify/rate-limit's store.
 * Only failures count, so staff signing in often (or a browser test suite) are never locked out,
 * while guessing stops after a few tries. Attempts still being checked count too: a burst of
 * parallel guesses cannot all slip in before the first failure is recorded.
 */
export function loginThrottle(app: FastifyInstance, limits: ThrottleLimits = DEFAULT_LOGIN_LIMITS) {
  const keyOf = {
    account: (email: string) => `login-account:${email}`,
    address: (request: FastifyRequest) => `login-address:${request.ip}`,
  };
  // The keyGenerators read the key the route stored on the request: the store holds only keys.
  const accountKey = Symbol('loginAccountKey');
  type Keyed = FastifyRequest & { [accountKey]?: string };
  const byAccount = app.createRateLimit({
    max: limits.perAccount,
    timeWindow: limits.timeWindow,
    keyGenerator: (request) => (request as Keyed)[accountKey] ?? keyOf.account(''),
  });
  const byAddress = app.createRateLimit({
    max: limits.perAddress,
    timeWindow: limits.timeWindow,
    keyGenerator: (request) => keyOf.address(request),
  });
  const inFlight = new Map<string, number>();
  const shift = (key: string, by: number) => {
    const next = (inFlight.get(key) ?? 0) + by;
    if (next > 0) inFlight.set(key, next);
    else inFlight.delete(key);
  };

  return {
    /**
     * Throws 429 when the account or the address has failed too often; otherwise reserves the
     * attempt and returns `settle(failed)`, to be called once the password has been checked.
     */
    async begin(request: FastifyRequest, reply: FastifyReply, email: string) {
      (request as Keyed)[accountKey] = keyOf.account(email);
      const keys = [keyOf.account(email), keyOf.address(request)];
      const states = await Promise.all([byAccount(request, { increment: false }), byAddress(request, { increment: false })]);
      states.forEach((state, i) => {
        if (state.isAllowed) return;
        const used = state.max - state.remaining + (inFlight.get(keys[i]) ?? 0);
        if (used >= state.max) {
          const wait = state.ttl > 0 ? state.ttl : limits.timeWindow;
          reply.header('retry-after', Math.ceil(wait / 1000));
          throw new ApiError(
            429,
            'TOO_MANY_LOGIN_ATTEMPTS',
            `Too many failed sign-in attempts. Please try again in ${retryText(wait)}.`,
          );
        }
      });
      keys.forEach((key) => shift(key, 1));
      let settled = false;
      return async (failed: boolean) => {
        if (settled) return;
        settled = true;
        try {
          if (failed) await Promise.all([byAccount(request), byAddress(request)]);
        } finally {
          keys.forEach((key) => shift(key, -1));
        }
      };
    },
  };
}
