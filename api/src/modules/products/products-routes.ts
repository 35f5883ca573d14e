import { assertValid, badRequest, notFound } from '../../http/errors';
import { type ListQuery, listPage, listQuerySchema, readPaging } from '../../http/paging';
import { readSortedWindow, searchedPage, type SortCursor, sortedBatches } from '../../http/sorted-paging';
import { type NameLanguage, requestLanguage } from '../../kuwait/name-order';
import { csvResponseSchema, exportFileName, keysetBatches, sendCsv } from '../../http/csv-export';
import { PRODUCT_CSV_COLUMNS, withProductShops } from './product-csv';
import { runBulk } from '../../http/bulk';
import { isFilteredProducts, type ProductFilters, readProductFilters } from './product-filters';
import { ok } from '../../http/reply';
import { bulkResultSchema, errorResponses, idParamsSchema, pageSchema, successSchema } from '../../http/schemas';
import { guardRowsByShop, shopInScope, shopScope } from '../../auth/shop-scope';
import type { RoutesPlugin } from '../../http/type-provider';
import { imageEntityRoutes } from '../image-entity-routes';
import { productsRepository, type ProductRow } from './products-repository';
import { barcodeError, normaliseBarcode, productFormRules, productStatusRules } from './products-rules';
import { barcodeParamsSchema, barcodeQuerySchema, categoryParamsSchema, productBulkBodySchema, type ProductFiltersQuery, productFiltersQuerySchema, type Product, productFormDescription, productSchema, productStatusBodySchema, stockMovementSchema } from './products-schemas';
import { stockMovementsCount, stockMovementsWindow } from './stock-ledger';
import { nextServiceStart } from '../shops/shop-availability';
import { availabilityInput } from '../shops/shop-view';
import { shopsRepository } from '../shops/shops-repository';
import { PRODUCT_FORM_FIELDS } from './products-schemas';

/** spec §9: products page by 10. */
export const PRODUCTS_PAGE_SIZE = 10;
const productsListQuerySchema = { ...listQuerySchema, properties: { ...listQuerySchema.properties, ...productFiltersQuerySchema.properties } } as const;
/** The most products one bulk action on a filter may change. */
const MAX_BULK_MATCHING = 10_000;
/** The stock ledger pages by 20: changes are short rows. */
const STOCK_LEDGER_PAGE_SIZE = 20;

const must = <T>(row: T | null | undefined): T => {
  if (!row) throw notFound('Product not found');
  return row;
};

/** Products (spec §2 /products): lists, one, create, update, status toggle, delete. Staff only. */
export const productsRoutes: RoutesPlugin = async (app) => {
  const repo = productsRepository(app.db);
  const shops = shopsRepository(app.db, app.clock);
  const tags = ['products'];
  const toProduct = (row: ProductRow): Product => ({
    ...row,
    ...app.images.urls(row.image),
    // Exact in the database; a JSON number for the panel (12 significant digits survive a double).
    price: Number(row.price),
    active: row.status === 'active',
    weightStep: row.weightStep === null ? null : Number(row.weightStep),
    estimatedWeight: row.estimatedWeight === null ? null : Number(row.estimatedWeight),
  });
  // decisions/roles-and-audit.md: a category of another shop does not exist for a shop-scoped account.
  const assertCategoryExists = async (categoryId: number | undefined, shopIds: number[] | null) => {
    const shopId = categoryId === undefined ? undefined : await repo.shopIdOfCategory(categoryId);
    if (shopId === null || (shopId !== undefined && !shopInScope(shopIds, shopId))) {
      throw badRequest({ categoryId: 'The selected category does not exist' });
    }
  };
  guardRowsByShop(app, { path: '/api/products/:id', shopOf: (id) => repo.shopIdOf(id), message: 'Product not found' });
  guardRowsByShop(app, { path: '/api/products/category/:categoryId', param: 'categoryId', shopOf: (id) => repo.shopIdOfCategory(id), message: 'Category not found' });
  const list = async (categoryId: number | null, query: ListQuery & ProductFiltersQuery, shopIds: number[] | null, language: NameLanguage) => {
    const { errors, filters } = readProductFilters(query, categoryId, shopIds, language);
    assertValid(errors);
    if (isFilteredProducts(filters) || (categoryId === null && filters.categoryId !== null)) return ok(await filteredList(filters, query));
    const paging = readPaging(query, PRODUCTS_PAGE_SIZE);
    const page = await listPage(paging, (w) => repo.listWindow(categoryId, w), () => repo.count(categoryId));
    return ok({ ...page, items: page.items.map(toProduct) });
  };
  /** A page under search, filters or a sort (decisions/search.md), its total capped (http/capped-count.ts). */
  const filteredList = async (filters: ProductFilters, query: ListQuery) => {
    return searchedPage(
      readSortedWindow(query, PRODUCTS_PAGE_SIZE),
      {
        keys: (cursor, limit) => repo.findFilteredKeys(filters, cursor, limit),
        rows: (ids) => repo.findByIds(ids),
        count: () => repo.countFiltered(filters),
      },
      toProduct,
    );
  };
  const listSchema = { 200: pageSchema(productSchema), ...errorResponses };
  const oneSchema = { 200: successSchema(productSchema), ...errorResponses };

  app.get(
    '/products',
    { config: { permission: 'catalog.read' }, schema: { tags, summary: 'Products, newest first', querystring: productsListQuerySchema, response: listSchema } },
    async (request) => list(null, request.query, shopScope(request), requestLanguage(request)),
  );

  app.get(
    '/products/export',
    {
      config: { permission: 'catalog.read' },
      schema: {
        tags,
        summary: 'Every product the search and filters match, as sorted, as CSV (decisions/reports-and-bulk.md): streamed, UTF-8 with a BOM, prices with 3 decimals',
        querystring: productFiltersQuerySchema,
        response: { 200: csvResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { errors, filters } = readProductFilters(request.query, null, shopScope(request), requestLanguage(request));
      assertValid(errors);
      const batches = sortedBatches({ keys: (after, take) => repo.findFilteredKeys(filters, after, take), rows: (ids) => repo.findByIds(ids) });
      return sendCsv(reply, exportFileName('products', app.clock()), PRODUCT_CSV_COLUMNS, withProductShops(app.db, batches));
    },
  );

  app.get(
    '/products/category/:categoryId',
    {
      config: { permission: 'catalog.read' },
      schema: {
        tags,
        summary: "A category's products, newest first",
        params: categoryParamsSchema,
        querystring: productsListQuerySchema,
        response: listSchema,
      },
    },
    async (request) => {
      if (!(await repo.categoryExists(request.params.categoryId))) throw notFound('Category not found');
      return list(request.params.categoryId, request.query, shopScope(request), requestLanguage(request));
    },
  );

  // One, create, update (PUT/PATCH) and delete; the lists above page by category instead.
  const product = imageEntityRoutes(app, {
    path: '/products',
    tags,
    permissions: { read: 'catalog.read', write: 'catalog.write' },
    schema: productSchema,
    view: toProduct,
    repo,
    findCurrent: (id) => repo.findImage(id),
    notFoundMessage: 'Product not found',
    fields: PRODUCT_FORM_FIELDS,
    rules: productFormRules,
    defaults: { nameAr: '', unit: 'piece', weightStep: null, estimatedWeight: null, sku: null, barcode: null },
    formDescription: productFormDescription,
    editDescription: `${productFormDescription} The file only when the image changes. PUT is the edit form (required fields again); PATCH changes only what is sent.`,
    checkCreate: (values, request) => assertCategoryExists(values.categoryId, shopScope(request)),
    checkUpdate: (values, _current, request) => assertCategoryExists(values.categoryId, shopScope(request)),
    // Orders placed earlier keep showing the old picture (an order item's snapshot keeps the image
    // name): a replaced or deleted product's file goes only when nothing shows it.
    orderItemsShowImages: true,
  });

  app.get(
    '/products/barcode/:code',
    {
      config: { permission: 'catalog.read' },
      schema: {
        tags,
        summary: "The shop's product with this barcode (decisions/grocery-products.md): what a scan finds when picking; 404 when the shop has none",
        params: barcodeParamsSchema,
        querystring: barcodeQuerySchema,
        response: oneSchema,
      },
    },
    async (request) => {
      const code = normaliseBarcode(request.params.code);
      const error = barcodeError(code);
      if (error) throw badRequest({ code: error });
      // decisions/roles-and-audit.md: another shop's product is not found, as on every product route.
      const { shopId } = request.query;
      const product = shopInScope(shopScope(request), shopId) ? await repo.findByBarcode(shopId, code) : null;
      return ok(toProduct(must(product)));
    },
  );

  app.get(
    '/products/:id/stock',
    {
      config: { permission: 'catalog.read' },
      schema: {
        tags,
        summary: "The product's stock ledger (decisions/availability.md), newest first, by page: every change with who, when, how much and why",
        params: idParamsSchema,
        querystring: listQuerySchema,
        response: { 200: pageSchema(stockMovementSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await repo.findImage(id))) throw notFound('Product not found');
      const paging = readPaging(request.query, STOCK_LEDGER_PAGE_SIZE);
      const page = await listPage(paging, (window) => stockMovementsWindow(app.db, id, window), () => stockMovementsCount(app.db, id));
      return ok({
        ...page,
        items: page.items.map(({ actorId, actorName, ...movement }) => ({
          ...movement,
          actor: actorId === null ? null : { id: actorId, name: actorName ?? '' },
        })),
      });
    },
  );

  app.post(
    '/products/:id/sold-out',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags,
        summary: '"Sold out for today" (decisions/availability.md): off sale until the next opening of its shop, then back by itself',
        params: idParamsSchema,
        response: oneSchema,
      },
    },
    async (request) => {
      const { id } = request.params;
      const shopId = await repo.shopIdOf(id);
      const shop = shopId === null ? null : await shops.findById(shopId);
      if (!shop) throw notFound('Product not found');
      await repo.setSoldOut(id, nextServiceStart(availabilityInput(shop), app.clock()));
      return ok(toProduct(must(await repo.findById(id))));
    },
  );

  app.delete(
    '/products/:id/sold-out',
    { config: { permission: 'catalog.write' }, schema: { tags, summary: 'Back on sale now (undoes "sold out for today")', params: idParamsSchema, response: oneSchema } },
    async (request) => {
      if (!(await repo.setSoldOut(request.params.id, null))) throw notFound('Product not found');
      return ok(toProduct(must(await repo.findById(request.params.id))));
    },
  );

  app.patch(
    '/products/:id/status',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags,
        summary: "Switch a product between 'active' and 'inactive'",
        params: idParamsSchema,
        body: productStatusBodySchema,
        response: oneSchema,
      },
    },
    async (request) => {
      const { errors, status } = productStatusRules(request.body ?? {});
      assertValid(errors);
      const product = status && (await repo.setStatus(request.params.id, status)) ? await repo.findById(request.params.id) : undefined;
      if (!product) throw notFound('Product not found');
      return ok(toProduct(product));
    },
  );

  /** The products a bulk action names: its ids, or every one its filter matches (read by keyset, ids only). */
  const bulkTargets = async (body: { ids?: number[]; matching?: ProductFiltersQuery }, shopIds: number[] | null): Promise<number[]> => {
    if ((body.ids === undefined) === (body.matching === undefined)) throw badRequest({ ids: 'Send either ids or matching' });
    if (body.ids) return body.ids;
    const { errors, filters } = readProductFilters(body.matching ?? {}, null, shopIds);
    assertValid(errors);
    const ids: number[] = [];
    const batches = keysetBatches((after: SortCursor | null, take) => repo.findFilteredKeys(filters, after, take), (last) => last);
    for await (const keys of batches) {
      ids.push(...keys.map((key) => key.id));
      if (ids.length > MAX_BULK_MATCHING) throw badRequest({ matching: `More than ${MAX_BULK_MATCHING.toLocaleString('en')} products match: narrow the filter` });
    }
    return ids;
  };

  app.post(
    '/products/bulk',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags,
        summary: "Activate, deactivate or delete many products (decisions/reports-and-bulk.md): each as its own action would, the refused ones listed with the single action's status and message",
        body: productBulkBodySchema,
        response: { 200: successSchema(bulkResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { action } = request.body;
      const shopIds = shopScope(request);
      const ids = await bulkTargets(request.body, shopIds);
      const result = await runBulk(app.db, ids, async (id) => {
        // Another shop's product is answered as missing, as its own route answers it (decisions/roles-and-audit.md).
        if (!shopInScope(shopIds, await repo.shopIdOf(id))) throw notFound('Product not found');
        if (action === 'delete') return product.remove(request, id);
        if (!(await repo.setStatus(id, action === 'activate' ? 'active' : 'inactive'))) throw notFound('Product not found');
      });
      return ok(result);
    },
  );
};
