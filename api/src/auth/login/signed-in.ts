import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessOf, isStaffRole } from '../permissions';
import type { UserShop } from '../account-columns';
import type { UserRole } from '../../db/schema';
import type { Answer } from '../../http/type-provider';
import { sessionsRepository } from '../staff-access/sessions-repository';
import type { loginUserSchema } from './auth-schemas';

/** An account as a sign-in reads it (account-columns.ts). */
export interface SignedInAccount {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  role: UserRole;
  shops: UserShop[];
}

export type SignedInAnswer = { token: string; user: Answer<typeof loginUserSchema> };

/**
 * The answer of every sign-in that succeeds (the password; decisions/staff-access.md: the code after it, an invite
 * accepted): a token and the account with its permissions and shops. A staff sign-in opens a session, whose id the
 * token carries (`sid`), so it can be ended (auth-plugin.ts refuses it then); the customers' tokens have none.
 * `deviceId`: the trusted device the sign-in came through (or trusted), which the session records.
 */
export async function signedIn(app: FastifyInstance, request: FastifyRequest, account: SignedInAccount, deviceId: string | null = null): Promise<SignedInAnswer> {
  const sid = isStaffRole(account.role)
    ? await sessionsRepository(app.db).open(account.id, request.headers['user-agent'] ?? '', request.ip, deviceId)
    : undefined;
  const token = app.jwt.sign({ sub: account.id, role: account.role, email: account.email, ...(sid ? { sid } : {}) });
  const { id, name, email, phone, role, shops } = account;
  return { token, user: { id, name, email, phone, role, shops, ...accessOf(role, shops.map((shop) => shop.id)) } };
}
