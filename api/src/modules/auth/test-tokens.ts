import type { FastifyInstance } from 'fastify';

// Tokens a client must never get past the staff guard with, for the modules' route tests.

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface GuardCase {
  name: string;
  headers: Record<string, string>;
  status: 401 | 403;
}

interface UserMaker {
  createUser(role?: 'admin' | 'customer'): Promise<{ id: number; email: string; authorization: string }>;
}

/**
 * The requests every staff endpoint must refuse: no token, an expired one, a tampered one, one
 * with `alg: none`, a malformed header, and a valid token of a non-staff account (403).
 */
export async function guardCases(app: FastifyInstance, users: UserMaker): Promise<GuardCase[]> {
  const staff = await users.createUser('admin');
  const customer = await users.createUser('customer');
  const claims = { sub: staff.id, role: 'admin' as const, email: staff.email };
  // Issued 13 hours ago: its 12-hour lifetime is over.
  const expired = app.jwt.sign({ ...claims, iat: Math.floor(Date.now() / 1000) - 13 * 3600 } as typeof claims);
  const valid = app.jwt.sign(claims);
  const [header, , signature] = valid.split('.');
  const tampered = `${header}.${b64({ ...claims, sub: customer.id, exp: Math.floor(Date.now() / 1000) + 3600 })}.${signature}`;
  const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: Math.floor(Date.now() / 1000) + 3600 })}.`;
  return [
    { name: 'no token', headers: {}, status: 401 },
    { name: 'an expired token', headers: { authorization: `Bearer ${expired}` }, status: 401 },
    { name: 'a tampered token', headers: { authorization: `Bearer ${tampered}` }, status: 401 },
    { name: "an 'alg: none' token", headers: { authorization: `Bearer ${unsigned}` }, status: 401 },
    { name: 'a malformed header', headers: { authorization: 'Bearer not-a-token' }, status: 401 },
    { name: "a customer's token", headers: { authorization: customer.authorization }, status: 403 },
  ];
}
