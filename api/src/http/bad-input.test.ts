import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { setUpTestApp } from '../test/test-app';

// Every operation of the OpenAPI document, fed generated bad values in its path, query and body:
// the answer is never a 5xx, always the API's one error shape, and a refused request changes
// nothing in the database. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
jest.setTimeout(180_000);

const t = setUpTestApp();
let countAll: () => Promise<Record<string, number>>;

beforeAll(async () => {
  const tables = await queryRows<{ name: string }>(
    t.db,
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  // The business tables only: the throttle's counters count every request, refused ones included.
  tables.splice(tables.findIndex(({ name }) => name === 'sign_in_counters'), 1);
  const counts = sql.raw(`SELECT ${tables.map(({ name }) => `(SELECT count(*)::int FROM "${name}") AS "${name}"`).join(', ')}`);
  countAll = async () => (await queryRows<Record<string, number>>(t.db, counts))[0];
}, 60_000);

interface Operation {
  method: string;
  path: string;
  params: string[];
  query: string[];
  body: string[];
  multipart: boolean;
}

/** The operations of /api/docs/json, each with the names of its path, query and body fields. */
async function operations(): Promise<Operation[]> {
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string }[];
          requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
          responses?: Record<string, { content?: Record<string, unknown> }>;
        }
      >
    >;
  };
  const found: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      // An event stream never ends (its one input, Last-Event-ID, is checked in order-stream-routes.test.ts).
      if (operation.responses?.['200']?.content?.['text/event-stream']) continue;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json']?.schema?.properties ?? {};
      found.push({
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: Object.keys(json),
        multipart: Boolean(content['multipart/form-data']) || /shop|categories|products/.test(path),
      });
    }
  }
  return found;
}

// Bad values as they travel: text for paths and queries, raw JSON for bodies (1e309 parses to Infinity).
const badText = fc.constantFrom(
  'Infinity', '-Infinity', '1e309', '-1e309', 'NaN', '9999999999', '9223372036854775808', '-1', '0', '1.5',
  'abc', '%00', 'a%00b', 'x'.repeat(101), '',
);
const badJson = fc.constantFrom(
  '1e309', '-1e309', '9999999999', '9223372036854775808', '-1', '1.5', '"Infinity"', '"a\\u0000b"', '"\\u0000"',
  'null', 'true', '[]', '{}', '""', `"${'x'.repeat(5000)}"`,
);
const brokenMultipart = fc.constantFrom(
  { type: 'multipart/form-data', body: 'x' },
  { type: 'multipart/form-data; boundary=abc', body: 'not multipart at all' },
  { type: 'multipart/form-data; boundary=abc', body: '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\na\u0000b\r\n--abc--\r\n' },
  { type: 'multipart/form-data; boundary=abc', body: '--abc\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\n\r\ncut sho' },
);

function expectErrorShape(status: number, body: string, what: string) {
  if (status < 400) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new Error(`${what}: ${status} answered something that is not JSON: ${body.slice(0, 200)}`);
  }
  expect(parsed).toEqual(expect.objectContaining({ success: false, message: expect.any(String), code: expect.any(String) }));
}

it('answers every operation fed bad values with a 4xx in the error shape, and changes nothing', async () => {
  const all = await operations();
  expect(all.length).toBeGreaterThan(20);
  for (const operation of all) {
    await fc.assert(
      fc.asyncProperty(
        fc.array(badText, { minLength: operation.params.length, maxLength: operation.params.length }),
        fc.array(fc.tuple(fc.constantFrom(...(operation.query.length ? operation.query : ['page'])), badText), { maxLength: 3 }),
        fc.array(fc.tuple(fc.constantFrom(...(operation.body.length ? operation.body : ['name'])), badJson), { minLength: 1, maxLength: 3 }),
        brokenMultipart,
        async (params, query, body, multipart) => {
          let url = `/api${operation.path.replace(/^\/api/, '')}`;
          operation.params.forEach((name, index) => {
            url = url.replace(`{${name}}`, params[index] || '0');
          });
          const search = query.map(([name, value]) => `${name}=${value}`).join('&');
          if (search) url += `?${search}`;
          const before = await countAll();
          const sendsBody = !['GET', 'DELETE'].includes(operation.method);
          const viaMultipart = sendsBody && operation.multipart && params.length % 2 === 0;
          const answer = await t.app.inject({
            method: operation.method as 'GET',
            url,
            headers: {
              ...t.staffAuth,
              ...(sendsBody ? { 'content-type': viaMultipart ? multipart.type : 'application/json' } : {}),
            },
            ...(sendsBody ? { payload: viaMultipart ? multipart.body : `{${body.map(([name, value]) => `"${name}":${value}`).join(',')}}` } : {}),
          });
          const what = `${operation.method} ${url}`;
          expect({ what, status: answer.statusCode }).toEqual({ what, status: expect.any(Number) });
          if (answer.statusCode >= 500) throw new Error(`${what} answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
          expectErrorShape(answer.statusCode, answer.body, what);
          if (answer.statusCode >= 400) expect(await countAll()).toEqual(before);
        },
      ),
      { numRuns: 12, seed: 20261124 },
    );
  }
});
