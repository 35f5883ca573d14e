import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createListeningTestApp, setUpTestApp } from '../test/test-app';

jest.setTimeout(60_000);

const t = setUpTestApp(createListeningTestApp);

function get(path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

it("answers a header over 16 KB with 431 in the API's error shape", async () => {
  const answer = await get('/api/health', { 'x-big': 'a'.repeat(17_000) });
  expect(answer.status).toBe(431);
  expect(JSON.parse(answer.body)).toEqual({ success: false, message: 'The request headers are too large', code: 'HEADERS_TOO_LARGE' });
});

it("answers the router's own refusals (a bad URL escape, a 101-character path parameter) in the API's error shape", async () => {
  const badEscape = await get('/api/shop/%zz', t.staffAuth);
  expect(badEscape.status).toBe(400);
  expect(JSON.parse(badEscape.body)).toMatchObject({ success: false, message: expect.any(String), code: expect.any(String) });
  const longParam = await get(`/api/shop/${'1'.repeat(101)}`, t.staffAuth);
  expect(longParam.status).toBe(414);
  expect(JSON.parse(longParam.body)).toMatchObject({ success: false, message: expect.any(String), code: expect.any(String) });
});

it('documents every error answer, from any layer, with the one error shape', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  };
  const shop = doc.paths['/api/shop/{id}'].get.responses;
  for (const status of ['400', '401', '404', '408', '413', '414', '415', '429', '431', '500', '503']) expect(shop).toHaveProperty(status);
});
