import { setUpTestApp } from '../test/test-app';
import { helmetHeaders } from './security';

// Helmet's headers are read once and set on every answer (decisions/phone-speed.md): the same headers as Helmet's
// middleware sets, on answers, refusals and unknown paths alike.
jest.setTimeout(30_000);

const t = setUpTestApp();

const EXPECTED = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'cross-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

it('reads the headers Helmet sets, without a Content-Security-Policy (the API serves no HTML of its own)', () => {
  expect(helmetHeaders()).toEqual(EXPECTED);
});

it.each([
  ['an answer', '/api/orders', () => t.staffAuth, 200],
  ['a refusal', '/api/orders', () => ({}), 401],
  ['an unknown path', '/api/nothing-here', () => t.staffAuth, 404],
])('sets them on %s', async (_what, url, headers, status) => {
  const res = await t.app.inject({ method: 'GET', url, headers: headers() });
  expect(res.statusCode).toBe(status);
  expect(res.headers).toMatchObject(EXPECTED);
  expect(res.headers['x-powered-by']).toBeUndefined();
});
