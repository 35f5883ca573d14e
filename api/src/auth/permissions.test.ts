import { STAFF_ROLES, type StaffRole } from '../db/schema';
import { NOT_ALLOWED } from '../plugins/auth';
import { createCatalog } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { ANY_STAFF, may, STAFF_ROUTES } from './permissions';

// decisions/roles-and-audit.md: the route × role matrix, generated from the permission table: every staff route, every
// staff role, refused (403, before any validation or lookup) exactly when the table says so. Run on
// PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (jest.config.cjs).

jest.setTimeout(120_000);

let t: TestApp;
const tokens = {} as Record<StaffRole, string>;
beforeAll(async () => {
  t = await createTestApp();
  const { shopId } = await createCatalog(t.db, 'M');
  for (const role of STAFF_ROLES) tokens[role] = (await t.createUser(role, { shopIds: role === 'shop_staff' ? [shopId] : [] })).authorization;
}, 60_000);
afterAll(() => t.close(), 60_000);

/** The live stream stays open when allowed; the stream's own tests hold it (order-stream-routes.test.ts). */
const LONG_LIVED = new Set(['GET /api/orders/stream']);

const routes = Object.entries(STAFF_ROUTES).map(([key, permission]) => {
  const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
  // Ids no row has: an allowed role meets 404 or 400, never 403.
  return { key, method, url: path.replace(/:[A-Za-z]+/g, '987654'), permission };
});

it('lists only routes the app has, and the app starts only with every staff route listed', () => {
  for (const { method, key } of routes) {
    const url = key.slice(method.length + 1);
    expect({ key, registered: t.app.hasRoute({ method, url }) }).toEqual({ key, registered: true });
  }
});

describe.each(STAFF_ROLES)('as %s', (role) => {
  it.each(routes.filter((route) => !LONG_LIVED.has(route.key) || !(route.permission === ANY_STAFF || may(role, route.permission))))(
    '$key',
    async ({ method, url, permission }) => {
      const allowed = permission === ANY_STAFF || may(role, permission);
      const res = await t.app.inject({ method, url, headers: { authorization: tokens[role] }, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      if (allowed) {
        expect(res.statusCode).not.toBe(403);
        expect(res.statusCode).toBeLessThan(500);
      } else {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN', message: NOT_ALLOWED });
      }
    },
  );
});

it('refuses what a role may not do before touching the database: a refused write leaves no audit entry', async () => {
  const before = await t.app.inject({ method: 'GET', url: '/api/audit?entity=governorate', headers: t.staffAuth });
  const refused = await t.app.inject({ method: 'POST', url: '/api/location/governorates', headers: { authorization: tokens.operations }, payload: { name: 'Jahra', nameAr: 'الجهراء' } });
  expect(refused.statusCode).toBe(403);
  const after = await t.app.inject({ method: 'GET', url: '/api/audit?entity=governorate', headers: t.staffAuth });
  expect(after.json().data.total).toBe(before.json().data.total);
});
