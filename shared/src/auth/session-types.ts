import type { Permission } from '../wire/api-contract';

/**
 * The signed-in staff member, as the login answer gives it (spec §3 Session, §7) or an older session
 * stored it: any field but the id and the email may be missing (the login answer's `user` in api-contract.ts).
 */
export interface SessionUser {
  id: number | string;
  name?: string | null;
  email: string;
  phone?: string | null;
  role?: string | null;
  /**
   * decisions/roles-and-audit.md: what the API lets this user do (its permission table), from sign-in and `user/me`.
   * Absent (a session stored before roles): the panel hides nothing, the API still refuses.
   */
  permissions?: Permission[] | null;
  /** The shops of a shop-scoped account; null: every shop. */
  shopIds?: number[] | null;
}

/**
 * Why a session ended; each reason has its own message (spec §8 Session and login). 'ended': the API says this
 * session was signed out (decisions/staff-access.md: ended from the account page, here or on another device).
 */
export type SessionEndReason = 'logout' | 'expired' | 'unauthorized' | 'ended';

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
