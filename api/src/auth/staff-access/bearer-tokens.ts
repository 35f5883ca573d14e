import { createHash, randomBytes } from 'node:crypto';

// decisions/staff-access.md: the random tokens staff access hands out once and keeps only hashed: an invite's link,
// a trusted device's token. 32 random bytes (256 bits: guessing one is hopeless), base64url; the SHA-256 is kept.

/** A new token and the hash that is kept of it. */
export function newBearerToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: bearerTokenHash(token) };
}

export const bearerTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A token as we make them (43 base64url characters); anything else names nothing, and is not looked up. */
export const isBearerToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);
