/** The signed-in staff member, as the login answer gives it (spec §3 Session, §7). */
export interface SessionUser {
  id: number | string;
  name?: string | null;
  email: string;
  phone?: string | null;
  role?: string | null;
}

/** Why a session ended; each reason has its own message (spec §8 Session and login). */
export type SessionEndReason = 'logout' | 'expired' | 'unauthorized';

/** A session end the UI has not announced yet; `id` makes two ends in a row two notices. */
export interface SessionNotice {
  reason: SessionEndReason;
  id: string;
}

export interface AuthState {
  token: string | null;
  user: SessionUser | null;
  notice: SessionNotice | null;
}
