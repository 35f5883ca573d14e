import type { AuthState, SessionUser } from '../auth/session-types';

const base64url = (value: object) =>
  Buffer.from(JSON.stringify(value)).toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/**
 * A JWT-shaped token for tests. The panel only decodes tokens (for `exp`), it never verifies
 * them: the API does. Expires in an hour unless `exp` (seconds since epoch) says otherwise.
 */
export function fakeJwt(claims: Record<string, unknown> = {}): string {
  const payload = { sub: '1', exp: Math.floor(Date.now() / 1000) + 3600, ...claims };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.test-signature`;
}

/** A token that expired a minute ago. */
export function expiredJwt(claims: Record<string, unknown> = {}): string {
  return fakeJwt({ exp: Math.floor(Date.now() / 1000) - 60, ...claims });
}

export const testUser: SessionUser = {
  id: 1,
  name: 'Staff Member',
  email: 'staff@dukkan.test',
  phone: '+96512345678',
  role: 'admin',
};

/** `preloadedState` of a signed-in staff member: `renderWithProviders(ui, { preloadedState: signedInState() })`. */
export function signedInState(user: SessionUser = testUser, token: string = fakeJwt()): { auth: AuthState } {
  return { auth: { token, user, notice: null } };
}
