import Fastify from 'fastify';
import { STAFF_ROLES, type StaffRole } from '../db/schema';
import { createCatalog } from '../test/fixtures';
import { setUpTestApp } from '../test/test-app';
import { may, PERMISSIONS, permissionsOf } from './permissions';
import { ANY_STAFF, NOT_ALLOWED, routePermissionsPlugin, type StaffRoute } from './route-permissions';

// decisions/roles-and-audit.md: the route × role matrix, generated from the routes the app registered (each with the
// permission its options name) and the roles' grants: every staff route, every staff role, refused
// (403, before any validation or lookup) exactly when the role does not hold the route's
// permission. Run on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (jest.config.cjs).

jest.setTimeout(120_000);

const t = setUpTestApp();
const tokens = {} as Record<StaffRole, string>;
beforeAll(async () => {
  const { shopId } = await createCatalog(t.db, 'M');
  for (const role of STAFF_ROLES) tokens[role] = (await t.createUser(role, { shopIds: role === 'shop_staff' ? [shopId] : [] })).authorization;
}, 60_000);

/** The live stream stays open when allowed; the stream's own tests hold it (order-stream-routes.test.ts). */
const LONG_LIVED = new Set(['GET /api/orders/stream']);

const keyOf = (route: StaffRoute) => `${route.method} ${route.url}`;
const allows = (role: StaffRole, route: StaffRoute) => route.permission === ANY_STAFF || may(role, route.permission);

it('lists every staff route the app registered, once, each with the permission its options name', () => {
  const keys = t.app.staffRoutes.map(keyOf);
  expect(new Set(keys).size).toBe(keys.length);
  expect(keys).toEqual(expect.arrayContaining(['GET /api/user/me', 'GET /api/orders/stream', 'PATCH /api/orders/:id/status', 'DELETE /api/location/areas/:areaId/blocks/:id']));
  for (const route of t.app.staffRoutes) {
    expect({ key: keyOf(route), registered: t.app.hasRoute({ method: route.method, url: route.url }) }).toEqual({ key: keyOf(route), registered: true });
  }
  expect(t.app.staffRoutes.find((route) => keyOf(route) === 'GET /api/user/me')?.permission).toBe(ANY_STAFF);
});

it('does not start with a staff route that names no permission', async () => {
  const app = Fastify();
  await app.register(routePermissionsPlugin);
  const registering = app.register(async (staff) => {
    staff.addHook('onRoute', staff.listStaffRoute);
    staff.get('/api/forgotten', async () => 'open to every role');
  });
  await expect(registering).rejects.toThrow('GET /api/forgotten is a staff route without a permission');
  await app.close();
});

it('gives dispatch to owners and operations, its board to shop staff, and a driver only their own deliveries (decisions/dispatch.md)', () => {
  const dispatch = (role: StaffRole) => PERMISSIONS.filter((permission) => /^(dispatch|delivery)\./.test(permission) && may(role, permission));
  expect(dispatch('owner')).toEqual(['dispatch.read', 'dispatch.act', 'delivery.drive']);
  expect(dispatch('operations')).toEqual(['dispatch.read', 'dispatch.act']);
  expect(dispatch('shop_staff')).toEqual(['dispatch.read']);
  expect(dispatch('catalogue')).toEqual([]);
  expect(permissionsOf('driver')).toEqual(['delivery.drive']);
});

describe.each(STAFF_ROLES)('as %s', (role) => {
  it('is refused every staff route its role does not hold, and answered by every other', async () => {
    const routes = t.app.staffRoutes.filter((route) => !LONG_LIVED.has(keyOf(route)) || !allows(role, route));
    expect(routes.length).toBeGreaterThan(0);
    const expected: Record<string, string> = {};
    const answered: Record<string, unknown> = {};
    for (const route of routes) {
      const { method } = route;
      // Ids no row has: an allowed role meets 404 or 400, never 403.
      const url = route.url.replace(/:[A-Za-z]+/g, '987654');
      const res = await t.app.inject({ method, url, headers: { authorization: tokens[role] }, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      const key = keyOf(route);
      if (allows(role, route)) {
        expected[key] = 'answered';
        answered[key] = res.statusCode !== 403 && res.statusCode < 500 ? 'answered' : { status: res.statusCode, body: res.body };
      } else {
        expected[key] = 'refused';
        const body = res.json();
        const refused = res.statusCode === 403 && body.success === false && body.code === 'FORBIDDEN' && body.message === NOT_ALLOWED;
        answered[key] = refused ? 'refused' : { status: res.statusCode, body };
      }
    }
    expect(answered).toEqual(expected);
  });
});

it('refuses what a role may not do before touching the database: a refused write leaves no audit entry', async () => {
  const before = await t.app.inject({ method: 'GET', url: '/api/audit?entity=governorate', headers: t.staffAuth });
  const refused = await t.app.inject({ method: 'POST', url: '/api/location/governorates', headers: { authorization: tokens.operations }, payload: { name: 'Jahra', nameAr: 'الجهراء' } });
  expect(refused.statusCode).toBe(403);
  const after = await t.app.inject({ method: 'GET', url: '/api/audit?entity=governorate', headers: t.staffAuth });
  expect(after.json().data.total).toBe(before.json().data.total);
});
