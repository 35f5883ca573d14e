/**
 * The password the Add User form starts with (spec §2 /users/add, §9). Never a secret written in
 * the code: the deploy-time configuration's `defaultUserPassword` when one is set, otherwise a
 * strong random password made for this form.
 */
export function defaultUserPassword(): string {
  return configuredPassword() ?? generatePassword();
}

/**
 * `window.__DUKKAN_CONFIG__.defaultUserPassword`, read defensively: config.js is written by hand at
 * deploy time, and reading it here (not through a new '@dukkan/shared' export) keeps this remote
 * working with a host built before the field existed.
 */
export function configuredPassword(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const config: unknown = window.__DUKKAN_CONFIG__;
  if (!config || typeof config !== 'object') return undefined;
  const value = (config as Record<string, unknown>).defaultUserPassword;
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
// Symbols that survive being read aloud, typed on a phone and pasted into a chat.
const SYMBOLS = '!@#$%*-_=+?';
const ALL = LOWER + UPPER + DIGITS + SYMBOLS;

/** A uniform index below `size` from crypto.getRandomValues (rejection sampling: no modulo bias). */
function randomIndex(size: number): number {
  const limit = Math.floor(0x100000000 / size) * size;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    if (buffer[0] < limit) return buffer[0] % size;
  }
}

const pick = (alphabet: string) => alphabet[randomIndex(alphabet.length)];

/**
 * A random password of `length` characters (at least 4) with a lower-case letter, an upper-case
 * letter, a digit and a symbol; look-alikes (l, I, O, 0, 1) left out so it can be read out.
 */
export function generatePassword(length = 16): string {
  const size = Math.max(4, length);
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < size) chars.push(pick(ALL));
  // Fisher–Yates, so the guaranteed classes are not always at the start.
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomIndex(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
