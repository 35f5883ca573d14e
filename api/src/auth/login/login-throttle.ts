import { isIPv6 } from 'node:net';
import type { FastifyReply } from 'fastify';
import { HttpError } from '../../http/errors';
import type { CounterState, CounterStore } from '../../plugins/counter-store';

export interface ThrottleLimits {
  /**
   * Failed sign-ins allowed per account in `timeWindow` (ms), from anywhere. Past it the account is
   * locked at every address it has not signed in from — never at its own known addresses.
   */
  perAccount: number;
  /** Failed sign-ins allowed per account at one address, a known one included. */
  perAccountAddress: number;
  /**
   * Failed sign-ins allowed per client address across accounts. Past it the address may still sign
   * in to the accounts that have signed in from it before (each within `perAccountAddress`).
   */
  perAddress: number;
  timeWindow: number;
}

/**
 * OWASP's advice for credential stuffing: a handful of failures per account, more per address.
 * A guesser gets the numbers of before — 5 tries at an account, 20 from an address — unless they
 * sit at an address the account has signed in from, where they get that address's own 5.
 */
export const DEFAULT_LOGIN_LIMITS: ThrottleLimits = { perAccount: 5, perAccountAddress: 5, perAddress: 20, timeWindow: 15 * 60_000 };

/**
 * The address a client is counted by: IPv4 as it is (also when IPv4-mapped), IPv6 by its /64 —
 * one subscriber's network, in which a client may take a fresh address for every request.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  const bare = ip.split('%')[0];
  if (!isIPv6(bare)) return ip;
  // An embedded IPv4 tail (::1.2.3.4) is two groups; only the first four groups are kept anyway.
  const groups = (part: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  let all: string[];
  if (bare.includes('::')) {
    const [head, tail] = bare.split('::');
    const first = groups(head);
    const last = groups(tail);
    all = [...first, ...Array<string>(8 - first.length - last.length).fill('0'), ...last];
  } else {
    all = groups(bare);
  }
  return `${all
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

const retryText = (ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** One sign-in attempt as the throttle sees it. */
export interface LoginAttempt {
  /** The email as entered (normalised), whether or not an account has it. */
  email: string;
  /** The client's address, by `addressKey`. */
  address: string;
  /** Whether the account has signed in successfully from this address before. */
  knownHere: boolean;
}

/**
 * Sign-in throttling that cannot be turned against an account's owner (OWASP Authentication and
 * Credential Stuffing cheat sheets). Only failures count, in three counters shared by every process
 * (`counters`): the account, the account at this address, and this address.
 * - From an address the account has not signed in from, all three limits apply.
 * - From one of the account's known addresses only the account-at-address limit applies: a guesser
 *   elsewhere, or one guessing other accounts from a shared address, does not lock its owner out.
 *
 * An attempt is counted as a failure before the password is checked and taken back when it was
 * right: parallel guesses, in one process or many, cannot all slip in before the first is counted.
 */
export function loginThrottle(counters: CounterStore, limits: ThrottleLimits = DEFAULT_LOGIN_LIMITS) {
  return {
    /**
     * Throws 429 (with Retry-After) when a limit that applies is used up; otherwise counts the
     * attempt and returns `settle(failed)`, to be called once the password has been checked.
     */
    async begin(attempt: LoginAttempt, reply: FastifyReply) {
      const keys = [
        `login:account:${attempt.email}`,
        `login:account-address:${attempt.email} ${attempt.address}`,
        `login:address:${attempt.address}`,
      ];
      const [account, accountAtAddress, address] = await counters.hit(keys, limits.timeWindow);
      const refusing: CounterState[] = [];
      if (accountAtAddress.count > limits.perAccountAddress) refusing.push(accountAtAddress);
      if (!attempt.knownHere) {
        if (account.count > limits.perAccount) refusing.push(account);
        if (address.count > limits.perAddress) refusing.push(address);
      }
      if (refusing.length > 0) {
        // A refused attempt checks no password, so it is no failure either.
        await counters.undo(keys);
        const wait = Math.max(...refusing.map((state) => state.ttlMs)) || limits.timeWindow;
        reply.header('retry-after', Math.ceil(wait / 1000));
        throw new HttpError(429, 'TOO_MANY_LOGIN_ATTEMPTS', `Too many failed sign-in attempts. Please try again in ${retryText(wait)}.`);
      }
      let settled = false;
      return async (failed: boolean) => {
        if (settled) return;
        settled = true;
        if (!failed) await counters.undo(keys);
      };
    },
  };
}
