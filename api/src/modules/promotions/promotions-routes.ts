import { shopInScope, shopScope } from '../../auth/shop-scope';
import { assertValid, badRequest, HttpError, notFound } from '../../http/errors';
import { decodeCursor, encodeCursor } from '../../http/paging';
import { ok } from '../../http/reply';
import { errorResponses, idParamsSchema, successSchema } from '../../http/schemas';
import type { RoutesPlugin } from '../../http/type-provider';
import { PROMOTION_MESSAGES, promotionPatchRules, promotionRules } from './promotion-rules';
import { toPromotion } from './promotion-view';
import { type PromotionFilters, promotionsRepository } from './promotions-repository';
import { promotionBodySchema, promotionPageSchema, promotionPatchSchema, promotionSchema, promotionsQuerySchema } from './promotions-schemas';

/** Promotions are listed 50 to a page. */
export const PROMOTIONS_PAGE_SIZE = 50;
export const PROMOTION_NOT_FOUND = 'Promotion not found';

/** `cursor` of the list: the last id seen (http/paging.ts' cursor), a 400 under its own name when it is not one. */
function readCursor(cursor: string | undefined): number | null {
  if (!cursor) return null;
  try {
    return decodeCursor(cursor);
  } catch {
    throw badRequest({ cursor: 'Invalid cursor' });
  }
}

/**
 * decisions/promotions.md: coupon codes and automatic offers, for staff. `money.read` to see them (shop staff: the
 * platform-wide ones and their shops'; another shop's is not found), `money.manage` (owners) to create one and to
 * change it (pause, end, rename, budget, maximum), each write audited in the request's transaction (entity `promotion`).
 * "Now" is the API's clock (app.clock): a promotion's state reads it.
 */
export const promotionsRoutes: RoutesPlugin = async (app) => {
  const repo = promotionsRepository(app.db);

  /** The promotion as it is now, if the caller's shops reach it (404 otherwise). */
  const visible = async (id: number, scope: number[] | null) => {
    const row = await repo.find(id, app.clock());
    if (!row || (row.shopId !== null && !shopInScope(scope, row.shopId))) throw notFound(PROMOTION_NOT_FOUND);
    return row;
  };

  app.get(
    '/promotions',
    {
      config: { permission: 'money.read' },
      schema: {
        tags: ['promotions'],
        summary:
          'Promotions newest first, 50 a page (cursor=<nextCursor>): by state (by the API’s clock), shop, and q (name in either language, or code). Shop staff see the platform-wide ones and their shops’',
        querystring: promotionsQuerySchema,
        response: { 200: successSchema(promotionPageSchema), ...errorResponses },
      },
    },
    async (request) => {
      const now = app.clock();
      const q = request.query.q?.trim() ?? '';
      const filters: PromotionFilters = { state: request.query.state ?? null, shopId: request.query.shopId ?? null, q: q === '' ? null : q, scope: shopScope(request) };
      const [rows, total] = await Promise.all([repo.page(filters, readCursor(request.query.cursor), PROMOTIONS_PAGE_SIZE + 1, now), repo.count(filters, now)]);
      const items = rows.slice(0, PROMOTIONS_PAGE_SIZE);
      const last = items[items.length - 1];
      return ok({ items: items.map(toPromotion), nextCursor: rows.length > PROMOTIONS_PAGE_SIZE && last ? encodeCursor(last.id) : null, total });
    },
  );

  app.get(
    '/promotions/:id',
    {
      config: { permission: 'money.read' },
      schema: {
        tags: ['promotions'],
        summary: 'One promotion, with its state, redemptions and what it has given away; 404 for another shop’s (shop staff)',
        params: idParamsSchema,
        response: { 200: successSchema(promotionSchema), ...errorResponses },
      },
    },
    async (request) => ok(toPromotion(await visible(request.params.id, shopScope(request)))),
  );

  app.post(
    '/promotions',
    {
      config: { permission: 'money.manage' },
      schema: {
        tags: ['promotions'],
        summary:
          'A new promotion: a coupon (code) or an automatic offer (no code) — a percentage of the items (capped or not), a fixed amount or free delivery — with its terms, shop, funder and schedule; 409 PROMOTION_CODE_TAKEN',
        body: promotionBodySchema,
        response: { 201: successSchema(promotionSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { errors, values } = promotionRules(request.body);
      // Another shop than the caller's reads as a shop that does not exist.
      if (values.shopId !== null && !errors.shopId && (!shopInScope(shopScope(request), values.shopId) || !(await repo.shopExists(values.shopId)))) {
        errors.shopId = PROMOTION_MESSAGES.shop;
      }
      assertValid(errors);
      const id = await repo.insert(values, request.user.sub);
      if (id === null) throw new HttpError(409, 'PROMOTION_CODE_TAKEN', PROMOTION_MESSAGES.codeTaken, { code: PROMOTION_MESSAGES.codeTaken });
      reply.status(201);
      return ok(toPromotion(await visible(id, null)));
    },
  );

  app.patch(
    '/promotions/:id',
    {
      config: { permission: 'money.manage' },
      schema: {
        tags: ['promotions'],
        summary:
          'Changes a promotion: active (pause or resume), endsAt, name, nameAr, budget (never below what was spent) and maxRedemptions (never below those made). What a customer pays is fixed once created',
        params: idParamsSchema,
        body: promotionPatchSchema,
        response: { 200: successSchema(promotionSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await visible(id, shopScope(request));
      // Locked: the orders taking it wait for the change, so what was spent is read as it stays.
      const current = await repo.lock(id);
      if (!current) throw notFound(PROMOTION_NOT_FOUND);
      const { errors, values } = promotionPatchRules(request.body, current);
      assertValid(errors);
      await repo.update(id, values);
      return ok(toPromotion(await visible(id, null)));
    },
  );
};
