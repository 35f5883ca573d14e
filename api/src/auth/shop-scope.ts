import { inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../http/errors';
import type { ApiInstance } from '../http/type-provider';

// decisions/roles-and-audit.md: shop staff see and change only their shops' rows. Another shop's row is answered as
// missing (404: its existence is not revealed), and every list, count and stream leaves it out.

/** The request's shops (null: every shop). */
export const shopScope = (request: FastifyRequest): number[] | null => request.account?.shopIds ?? null;

/** The condition "`column` is one of the scope's shops"; none without a scope. */
export function inShopScope(column: SQLWrapper, shopIds: number[] | null): SQL | undefined {
  if (shopIds === null) return undefined;
  return shopIds.length > 0 ? inArray(column as never, shopIds) : sql`false`;
}

/** Whether a row of `shopId` (null: of no shop) is visible to the scope. */
export const shopInScope = (shopIds: number[] | null, shopId: number | null | undefined): boolean =>
  shopIds === null || (shopId !== null && shopId !== undefined && shopIds.includes(shopId));

/**
 * A preHandler of a module: its routes under `path` (e.g. '/api/orders/:id', and the paths below
 * it) answer a scoped account 404 `message` when the row named by `param` is of another shop.
 * `shopOf` reads the row's shop (null: no such row, or a row of no shop).
 */
export function guardRowsByShop(
  app: ApiInstance,
  { path, param = 'id', shopOf, message }: { path: string; param?: string; shopOf: (id: number) => Promise<number | null>; message: string | ((id: number) => string) },
): void {
  // With `done`, not `async`: most requests (every shop's staff, other paths) pass without a promise.
  app.addHook('preHandler', (request, _reply, done) => {
    const shopIds = shopScope(request);
    const url = request.routeOptions.url ?? '';
    if (shopIds === null || (url !== path && !url.startsWith(`${path}/`))) return done();
    const id = Number((request.params as Record<string, unknown>)[param]);
    shopOf(id).then(
      (shopId) => done(shopInScope(shopIds, shopId) ? undefined : notFound(typeof message === 'string' ? message : message(id))),
      done,
    );
  });
}
