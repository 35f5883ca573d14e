import type { FastifyRequest, HTTPMethods, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../http/errors';
import { may, type Permission } from './permissions';

// decisions/roles-and-audit.md: each staff route says what it needs in its own options, beside its handler:
// `config: { permission: 'orders.act' }`. The staff scope reads it with two hooks: at start-up a
// staff route that names no permission stops the app, and on every request a role without the
// permission is refused with 403 before the request is validated or anything is read. The staff
// routes with their permissions (`app.staffRoutes`: the route × role test matrix runs over it) are
// collected as the routes register, never written by hand; which role holds which permission is
// the one table of permissions.ts.

/** What every staff role may do: read its own account and permissions. */
export const ANY_STAFF = 'any-staff';

/** What a staff route needs: a permission, or only to be staff. */
export type RoutePermission = Permission | typeof ANY_STAFF;

/** A staff route as registered: one method, its path under /api, the permission it declared. */
export interface StaffRoute {
  method: HTTPMethods;
  url: string;
  permission: RoutePermission;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a staff route needs (auth/route-permissions.ts); every staff route names one. */
    permission?: RoutePermission;
  }
  interface FastifyInstance {
    /** Every staff route registered so far, with its permission: the permission table, generated. */
    staffRoutes: readonly StaffRoute[];
    /** onRequest hook of the staff scope, after requireStaff: the route's permission, else 403. */
    requirePermission(request: FastifyRequest): Promise<void>;
    /** onRoute hook of the staff scope: a route without a permission is a start-up error; one with it is listed. */
    listStaffRoute(route: RouteOptions): void;
  }
}

/** The 403 of a staff account whose role may not do what it asked (the panel shows it in its toast). */
export const NOT_ALLOWED = 'You do not have permission to do this';

/** `app.staffRoutes`, and the two hooks the staff scope adds (app.ts). */
export const routePermissionsPlugin = fp(
  async (app) => {
    const table: StaffRoute[] = [];
    app.decorate('staffRoutes', table);

    app.decorate('listStaffRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const permission = route.config?.permission;
      if (permission === undefined) {
        throw new Error(`${methods.join('/')} ${route.url} is a staff route without a permission: say it in its options, config: { permission }`);
      }
      // Fastify adds a HEAD route beside each GET, with the GET's options: the GET stands for both.
      for (const method of methods) if (method !== 'HEAD') table.push({ method, url: route.url, permission });
    });

    app.decorate('requirePermission', async (request: FastifyRequest) => {
      const needed = request.routeOptions.config.permission;
      if (needed === ANY_STAFF) return;
      if (needed === undefined || !may(request.account.role, needed)) throw forbidden(NOT_ALLOWED);
    });
  },
  { name: 'route-permissions' },
);
