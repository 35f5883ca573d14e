import { createHmac, hkdfSync, randomBytes } from 'node:crypto';

// decisions/staff-access.md: recovery codes, for signing in when the phone with the authenticator app is lost. 10 per
// account, each used once; shown once, as "XXXXX-XXXXX" in Crockford's base32 (50 random bits each: no letters
// that read as digits). Only an HMAC-SHA-256 is kept, with a subkey of the staff-access key (HKDF, info
// 'recovery-codes'): a copy of the database holds no code, and guessing one from its hash needs the key.

export const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32: the digits and the letters but I, L, O and U. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const HALF = 5;

/** New codes as shown: 10 different ones. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) {
    // 256 is a multiple of 32: each byte's low 5 bits are uniform.
    const chars = [...randomBytes(HALF * 2)].map((byte) => ALPHABET[byte & 31]).join('');
    codes.add(`${chars.slice(0, HALF)}-${chars.slice(HALF)}`);
  }
  return [...codes];
}

/**
 * A typed code as it is kept: case, spaces and dashes ignored; I and L read as 1, O as 0 (Crockford's rule). Null when
 * it cannot be a code of ours (that is a wrong code, not a malformed request: the field is free text).
 */
export function normalizeRecoveryCode(typed: string): string | null {
  const code = typed
    .toUpperCase()
    .replace(/[\s\-\u2010-\u2015\u2212]+/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  return /^[0-9A-HJKMNP-TV-Z]{10}$/.test(code) ? code : null;
}

export interface RecoveryCodeHasher {
  /** The kept form of a normalised code: bound to the account, so one account's hash says nothing of another's. */
  hash(userId: number, code: string): string;
}

export function recoveryCodeHasher(keyMaterial: string): RecoveryCodeHasher {
  const key = Buffer.from(hkdfSync('sha256', keyMaterial, 'dukkan-staff-access', 'recovery-codes', 32));
  return { hash: (userId, code) => createHmac('sha256', key).update(`${userId}:${code}`).digest('hex') };
}
