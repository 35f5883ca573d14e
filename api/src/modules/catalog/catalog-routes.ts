import fastifyEtag from '@fastify/etag';
import { notFound } from '../../http/errors';
import { readSortedWindow, searchedPage } from '../../http/sorted-paging';
import { ok } from '../../http/reply';
import { errorResponses, idParamsSchema, pageSchema, successSchema } from '../../http/schemas';
import type { RoutesPlugin } from '../../http/type-provider';
import { requestLanguage } from '../../kuwait/name-order';
import { latinDigits } from '../../kuwait/search-text';
import { kuwaitDay } from '../../kuwait/kuwait-days';
import { catalogSlotsSchema } from '../delivery-slots/slot-schemas';
import { catalogSlotsOf } from '../delivery-slots/slot-service';
import { takesOrders } from '../shops/shop-availability';
import { catalogRepository } from './catalog-repository';
import {
  CATALOG_MAX_LIMIT,
  CATALOG_PAGE_SIZE,
  catalogCategorySchema,
  catalogProductSchema,
  catalogProductsQuerySchema,
  catalogShopQuerySchema,
  catalogShopSchema,
  catalogShopsQuerySchema,
} from './catalog-schemas';
import { availabilityAt, catalogCategoryView, catalogProductView, catalogShopView } from './catalog-view';

/** How long a browser, the app or a proxy may reuse an answer without asking again; then If-None-Match (a 304) keeps it cheap. */
export const CATALOG_MAX_AGE_SECONDS = 30;

/** What a customer typed, as search reads it (Arabic-Indic digits as Latin ones); null for nothing. */
const searchTerm = (q: string | undefined) => latinDigits((q ?? '').trim()) || null;

/** Page by number or by cursor, at most CATALOG_MAX_LIMIT rows (a larger `limit` is cut to it). */
const catalogWindow = (query: { page?: number; limit?: number; after?: string }) =>
  readSortedWindow({ ...query, limit: Math.min(query.limit ?? CATALOG_PAGE_SIZE, CATALOG_MAX_LIMIT) }, CATALOG_PAGE_SIZE);

/**
 * GET /api/catalog/… (decisions/customer-catalogue.md): the customers' catalogue, read-only and public (anonymous, a
 * customer's token or staff's: the answers are the same for everyone). Every answer carries an ETag (a hash of its
 * body: exact, whatever changed, the clock included) and may be cached publicly for 30 s; If-None-Match with the
 * same tag answers 304 without a body.
 */
export const catalogRoutes: RoutesPlugin = async (app) => {
  const repo = catalogRepository(app.db);
  const tags = ['catalog'];

  // Registered inside this plugin, so only the catalogue's answers are tagged (after /api's no-store hook, which the
  // next hook overrides for them).
  await app.register(fastifyEtag);
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode === 200 || reply.statusCode === 304) {
      reply.header('cache-control', `public, max-age=${CATALOG_MAX_AGE_SECONDS}`);
      // Categories and products are sorted by name in the reader's language (Accept-Language): a cache keeps one
      // answer per language.
      reply.header('vary', 'Accept-Language');
    }
    done(null, payload);
  });
  // Kept a moment by this replica (plugins/answer-cache.ts), one answer per address and reader's language.
  app.keepAnswers(app, (request) => `${requestLanguage(request)} ${request.url}`);

  const assertShop = async (id: number) => {
    if (!(await repo.shopExists(id))) throw notFound('Shop not found');
  };
  const assertBlock = async (id: number) => {
    if (!(await repo.blockExists(id))) throw notFound('Block not found');
  };

  app.get(
    '/catalog/shops',
    {
      schema: {
        tags,
        summary: 'The shops delivering to a block, newest first: open now or when they open next, with the fee, minimum basket and ETA',
        security: [],
        querystring: catalogShopsQuerySchema,
        response: { 200: pageSchema(catalogShopSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { blockId } = request.query;
      const q = searchTerm(request.query.q);
      const now = app.clock();
      const availability = availabilityAt(now);
      const page = await searchedPage(
        catalogWindow(request.query),
        {
          keys: (cursor, limit) => repo.servingShopKeys(blockId, q, cursor, limit),
          rows: (ids) => repo.shops(ids, blockId, kuwaitDay(now)),
          count: () => repo.countServingShops(blockId, q),
        },
        (row) => catalogShopView(row, app.images.urls(row.image), availability(row)),
      );
      // An unknown block has no shops: asked only then, a list costs one statement fewer.
      if (page.items.length === 0) await assertBlock(blockId);
      return ok({ ...page });
    },
  );

  app.get(
    '/catalog/shops/:id',
    {
      schema: {
        tags,
        summary: "One shop; with blockId, its terms for that block (delivery null: it does not deliver there)",
        security: [],
        params: idParamsSchema,
        querystring: catalogShopQuerySchema,
        response: { 200: successSchema(catalogShopSchema), ...errorResponses },
      },
    },
    async (request) => {
      const blockId = request.query.blockId ?? null;
      if (blockId !== null) await assertBlock(blockId);
      const now = app.clock();
      const [row] = await repo.shops([request.params.id], blockId, kuwaitDay(now));
      if (!row) throw notFound('Shop not found');
      return ok(catalogShopView(row, app.images.urls(row.image), availabilityAt(now)(row)));
    },
  );

  app.get(
    '/catalog/shops/:id/slots',
    {
      schema: {
        tags,
        summary:
          "decisions/delivery-slots.md: whether the shop takes orders now (asap), and its delivery slots of the next days, chronologically, with the places left (past their cutoff left out; none when it offers no slots)",
        security: [],
        params: idParamsSchema,
        response: { 200: successSchema(catalogSlotsSchema), ...errorResponses },
      },
    },
    async (request) => {
      const now = app.clock();
      const [row] = await repo.shops([request.params.id], null, kuwaitDay(now));
      if (!row) throw notFound('Shop not found');
      return ok(await catalogSlotsOf(app.db, row.id, now, takesOrders(availabilityAt(now)(row))));
    },
  );

  app.get(
    '/catalog/shops/:id/categories',
    {
      schema: {
        tags,
        summary: "A shop's categories with products on sale, by name, each with how many",
        security: [],
        params: idParamsSchema,
        response: { 200: successSchema({ type: 'array', items: catalogCategorySchema }), ...errorResponses },
      },
    },
    async (request) => {
      await assertShop(request.params.id);
      const rows = await repo.categories(request.params.id, requestLanguage(request));
      return ok(rows.map((row) => catalogCategoryView(row, app.images.urls(row.image))));
    },
  );

  app.get(
    '/catalog/shops/:id/products',
    {
      schema: {
        tags,
        summary: "A shop's products on sale, by name: prices in KWD, the unit, sold out or not (inactive ones never)",
        security: [],
        params: idParamsSchema,
        querystring: catalogProductsQuerySchema,
        response: { 200: pageSchema(catalogProductSchema), ...errorResponses },
      },
    },
    async (request) => {
      const shopId = request.params.id;
      const categoryId = request.query.categoryId ?? null;
      await assertShop(shopId);
      if (categoryId !== null && !(await repo.categoryOfShop(categoryId, shopId))) throw notFound('Category not found');
      const filter = { shopId, categoryId, q: searchTerm(request.query.q) };
      const language = requestLanguage(request);
      const now = app.clock();
      const page = await searchedPage(
        catalogWindow(request.query),
        {
          keys: (cursor, limit) => repo.productKeys(filter, language, cursor, limit),
          rows: (ids) => repo.productsByIds(ids),
          count: () => repo.countProducts(filter),
        },
        (row) => catalogProductView(row, app.images.urls(row.image), now),
      );
      return ok({ ...page });
    },
  );
};
