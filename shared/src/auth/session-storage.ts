import { isTokenExpired } from './token';
import type { AuthState, SessionUser } from './session-types';

/** spec §3: the session is a stored user object and a token, kept in browser storage. */
export const TOKEN_STORAGE_KEY = 'dukkan.token';
export const USER_STORAGE_KEY = 'dukkan.user';

export const signedOutState: AuthState = { token: null, user: null, notice: null };

function readUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const user: unknown = JSON.parse(raw);
    return user && typeof user === 'object' ? (user as SessionUser) : null;
  } catch {
    return null;
  }
}

/**
 * The session a fresh page starts with. spec §4: an expired token is no session, so it is
 * removed instead of loaded (no message: nobody was using it).
 */
export function loadSession(storage: Storage | undefined): AuthState {
  if (!storage) return signedOutState;
  try {
    const token = storage.getItem(TOKEN_STORAGE_KEY);
    if (!token) return signedOutState;
    if (isTokenExpired(token)) {
      clearSession(storage);
      return signedOutState;
    }
    return { token, user: readUser(storage.getItem(USER_STORAGE_KEY)), notice: null };
  } catch {
    return signedOutState;
  }
}

export function saveSession(storage: Storage | undefined, token: string, user: SessionUser | null): void {
  try {
    storage?.setItem(TOKEN_STORAGE_KEY, token);
    if (user) storage?.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    else storage?.removeItem(USER_STORAGE_KEY);
  } catch {
    // Storage full or blocked: the session still lives in memory for this visit.
  }
}

export function clearSession(storage: Storage | undefined): void {
  try {
    storage?.removeItem(TOKEN_STORAGE_KEY);
    storage?.removeItem(USER_STORAGE_KEY);
  } catch {
    // Nothing more to do: the in-memory session is already gone.
  }
}
