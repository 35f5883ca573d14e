import { createHmac } from 'node:crypto';
import { TEST_JWT_SECRET, type TestApp } from './test-app';

// The staff guard's tests, written once: every staff endpoint refuses what is not a valid staff
// token (401) and a valid token of any other account (403), in the error shape.

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token correctly signed with the app's secret, holding exactly `claims` (no exp unless given). */
function signedWithSecret(claims: object): string {
  const unsigned = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
  return `${unsigned}.${createHmac('sha256', TEST_JWT_SECRET).update(unsigned).digest('base64url')}`;
}

export interface GuardCase {
  name: string;
  headers: Record<string, string>;
  status: 401 | 403;
}

/**
 * The requests every staff endpoint must refuse: no token, an expired one, a tampered one, one
 * with `alg: none`, a malformed header, and a valid token of a non-staff account (403).
 */
export async function guardCases(t: Pick<TestApp, 'app' | 'createUser'>): Promise<GuardCase[]> {
  const staff = await t.createUser('owner');
  const customer = await t.createUser('customer');
  const claims = { sub: staff.id, role: 'owner' as const, email: staff.email };
  // Issued 13 hours ago: its 12-hour lifetime is over.
  const expired = t.app.jwt.sign({ ...claims, iat: Math.floor(Date.now() / 1000) - 13 * 3600 } as typeof claims);
  const valid = t.app.jwt.sign(claims);
  const [header, , signature] = valid.split('.');
  const tampered = `${header}.${b64({ ...claims, sub: customer.id, exp: Math.floor(Date.now() / 1000) + 3600 })}.${signature}`;
  const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: Math.floor(Date.now() / 1000) + 3600 })}.`;
  return [
    { name: 'no token', headers: {}, status: 401 },
    { name: 'an expired token', headers: { authorization: `Bearer ${expired}` }, status: 401 },
    { name: 'a tampered token', headers: { authorization: `Bearer ${tampered}` }, status: 401 },
    { name: "an 'alg: none' token", headers: { authorization: `Bearer ${unsigned}` }, status: 401 },
    { name: 'a malformed header', headers: { authorization: 'Bearer not-a-token' }, status: 401 },
    // Signed, but never ending, or naming no user by number: not one of ours.
    { name: 'a signed token without exp', headers: { authorization: `Bearer ${signedWithSecret({ ...claims, iat: 1 })}` }, status: 401 },
    {
      name: 'a signed token whose subject is not a number',
      headers: { authorization: `Bearer ${signedWithSecret({ ...claims, sub: 'owner', exp: Math.floor(Date.now() / 1000) + 3600 })}` },
      status: 401,
    },
    { name: "a customer's token", headers: { authorization: customer.authorization }, status: 403 },
  ];
}

/** A staff endpoint: method, URL and, where the route reads one, a body to send along. */
export type GuardedEndpoint = [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object];

/**
 * One test per endpoint: asked with each guard case, it answers that case's status (401 or 403)
 * and `success: false`. `testApp` is called when the tests run, after the file's beforeAll built
 * the app.
 */
export function describeStaffGuard(testApp: () => TestApp, endpoints: GuardedEndpoint[]): void {
  describe('staff guard', () => {
    let cases: GuardCase[];
    beforeAll(async () => {
      cases = await guardCases(testApp());
    }, 60_000);

    for (const [method, url, payload] of endpoints) {
      it(`${method} ${url} refuses a missing, expired, tampered, unsigned, never-ending or subjectless token (401) and a non-staff token (403)`, async () => {
        const { app } = testApp();
        for (const c of cases) {
          const res = await app.inject({ method, url, headers: c.headers, ...(payload ? { payload } : {}) });
          expect({ case: c.name, status: res.statusCode, success: res.json().success }).toEqual({
            case: c.name,
            status: c.status,
            success: false,
          });
        }
      });
    }
  });
}
