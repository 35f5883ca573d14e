import type { FastifyPluginAsync } from 'fastify';
import { assertValid, badRequest, notFound } from '../../http/errors';
import { listPage, listQuerySchema, readPaging } from '../../http/paging';
import { ok } from '../../http/reply';
import { errorResponses, idParamsSchema, moneySchema, namedSchema, pageSchema, successSchema } from '../../http/schemas';
import { imageEntityRoutes } from '../image-entity-routes';
import { productsRepository, type ProductRow } from './products-repository';
import { PRODUCT_FORM_FIELDS, productFormRules, productStatusRules } from './products-rules';

/** spec §9: products page by 10. */
export const PRODUCTS_PAGE_SIZE = 10;

/** A product as the API answers it (spec §3): price a number (KWD), `active` mirrors `status`. */
export const productSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    name_ar: { type: 'string' },
    image: { type: ['string', 'null'] },
    price: moneySchema,
    stock: { type: 'integer' },
    status: { type: 'string', enum: ['active', 'inactive'] },
    active: { type: 'boolean' },
    categoryId: { type: 'integer' },
    category: namedSchema,
    createdAt: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'name', 'name_ar', 'image', 'price', 'stock', 'status', 'active', 'categoryId', 'category'],
} as const;

const formDescription =
  'multipart/form-data (or JSON without a file): name, name_ar, categoryId, price (KWD, > 0, up to 3 decimals), ' +
  'stock (a whole number, 0 or more), file (the image). Other fields are ignored.';

type ListQuery = { page?: number; limit?: number; after?: string };

/** Products (spec §2 /products): lists, one, create, update, status toggle, delete. Staff only. */
export const productsRoutes: FastifyPluginAsync = async (app) => {
  const repo = productsRepository(app.db);
  const tags = ['products'];
  const toProduct = (row: ProductRow) => ({
    ...row,
    image: app.images.url(row.image),
    // Exact in the database; a JSON number for the panel (12 significant digits survive a double).
    price: Number(row.price),
    active: row.status === 'active',
  });
  const assertCategoryExists = async (categoryId: number | undefined) => {
    if (categoryId !== undefined && !(await repo.categoryExists(categoryId))) {
      throw badRequest({ categoryId: 'The selected category does not exist' });
    }
  };
  const list = async (categoryId: number | null, query: ListQuery) => {
    const paging = readPaging(query, PRODUCTS_PAGE_SIZE);
    const page = await listPage(paging, (w) => repo.listWindow(categoryId, w), () => repo.count(categoryId));
    return ok({ ...page, items: page.items.map(toProduct) });
  };
  const listSchema = { 200: pageSchema(productSchema), ...errorResponses };
  const oneSchema = { 200: successSchema(productSchema), ...errorResponses };

  app.get<{ Querystring: ListQuery }>(
    '/products',
    { schema: { tags, summary: 'Products, newest first', querystring: listQuerySchema, response: listSchema } },
    async (request) => list(null, request.query),
  );

  app.get<{ Params: { categoryId: number }; Querystring: ListQuery }>(
    '/products/category/:categoryId',
    {
      schema: {
        tags,
        summary: "A category's products, newest first",
        params: {
          type: 'object',
          properties: { categoryId: idParamsSchema.properties.id },
          required: ['categoryId'],
        },
        querystring: listQuerySchema,
        response: listSchema,
      },
    },
    async (request) => {
      if (!(await repo.categoryExists(request.params.categoryId))) throw notFound('Category not found');
      return list(request.params.categoryId, request.query);
    },
  );

  // One, create, update (PUT/PATCH) and delete; the lists above page by category instead.
  imageEntityRoutes(app, {
    path: '/products',
    tags,
    schema: productSchema,
    view: toProduct,
    repo,
    findCurrent: (id) => repo.findImage(id),
    notFoundMessage: 'Product not found',
    fields: PRODUCT_FORM_FIELDS,
    rules: productFormRules,
    defaults: { nameAr: '' },
    formDescription,
    editDescription: `${formDescription} The file only when the image changes. PUT is the edit form (required fields again); PATCH changes only what is sent.`,
    checkCreate: (values) => assertCategoryExists(values.categoryId),
    checkUpdate: (values) => assertCategoryExists(values.categoryId),
    // Orders placed earlier keep showing the old picture (an order item's snapshot keeps the image
    // name): a replaced or deleted product's file goes only when nothing shows it.
    orderItemsShowImages: true,
  });

  app.patch<{ Params: { id: number }; Body: { status?: string } }>(
    '/products/:id/status',
    {
      schema: {
        tags,
        summary: "Switch a product between 'active' and 'inactive'",
        params: idParamsSchema,
        body: { type: 'object', properties: { status: { type: 'string' } } },
        response: oneSchema,
      },
    },
    async (request) => {
      const { errors, status } = productStatusRules(request.body ?? {});
      assertValid(errors);
      if (!(await repo.setStatus(request.params.id, status!))) throw notFound('Product not found');
      return ok(toProduct((await repo.findById(request.params.id))!));
    },
  );
};
