import { jwtDecode } from 'jwt-decode';

/** When the token stops being valid (ms since epoch), from its `exp` claim; null if it has none. */
export function tokenExpiry(token: string): number | null {
  const { exp } = jwtDecode<{ exp?: number }>(token);
  return typeof exp === 'number' ? exp * 1000 : null;
}

/**
 * spec §9: expiry is read from the token's `exp` claim. A token that cannot be decoded is
 * treated as expired: it could never authenticate a request anyway.
 */
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  try {
    const expiry = tokenExpiry(token);
    return expiry !== null && expiry <= now;
  } catch {
    return true;
  }
}
