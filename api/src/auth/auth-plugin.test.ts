import { createHmac } from 'node:crypto';
import { TEST_JWT_SECRET, setUpTestApp } from '../test/test-app';

// A token must be one of ours: signed with the secret is not enough. One signed without `exp`
// would never end, and one whose subject is no user id names nobody: both are refused with 401
// TOKEN_INVALID in the error shape (never a 500), whatever route they are sent to.
jest.setTimeout(30_000);

const t = setUpTestApp();

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token correctly signed with the app's secret (HS256), holding exactly `claims`. */
function signed(claims: object): string {
  const unsigned = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
  return `${unsigned}.${createHmac('sha256', TEST_JWT_SECRET).update(unsigned).digest('base64url')}`;
}
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const get = (token: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });

describe('tokens the API refuses although their signature is right', () => {
  it('accepts a token of ours signed by hand (the control: the forging is right)', async () => {
    expect((await get(signed({ sub: t.staffId, role: 'owner', email: 'x@test.kw', iat: 1, exp: inAnHour() }))).statusCode).toBe(200);
  });

  it.each([
    ['no exp', {}],
    ['exp null', { exp: null }],
    ['exp as text', { exp: '9999999999' }],
  ])('refuses a token with %s: it would never end', async (_name, exp) => {
    const res = await get(signed({ sub: t.staffId, role: 'owner', email: 'x@test.kw', iat: 1, ...exp }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Invalid authentication token', code: 'TOKEN_INVALID' });
  });

  it.each([
    ['a word', 'owner'],
    ['a number with text', '12abc'],
    ['a fraction', 1.5],
    ['zero', 0],
    ['a negative number', -1],
    ['beyond an integer id', 2 ** 31],
    ['an object', { id: 1 }],
    ['null', null],
    ['missing', undefined],
  ])('refuses a token whose subject is %s', async (_name, sub) => {
    const res = await get(signed({ sub, role: 'owner', email: 'x@test.kw', iat: 1, exp: inAnHour() }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Invalid authentication token', code: 'TOKEN_INVALID' });
  });
});
