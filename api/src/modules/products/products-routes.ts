import type { FastifyPluginAsync } from 'fastify';
import { assertValid, badRequest, notFound } from '../../http/errors';
import { readForm } from '../../http/multipart';
import { listPage, listQuerySchema, readPaging } from '../../http/paging';
import { ok } from '../../http/reply';
import { errorResponses, idParamsSchema, moneySchema, namedSchema, pageSchema, successSchema } from '../../http/schemas';
import { removeUnusedImages, writeWithImage } from '../uploads/image-lifecycle';
import { productsRepository, type ProductRow } from './products-repository';
import { PRODUCT_FORM_FIELDS, productFormRules, productStatusRules, type ProductValues } from './products-rules';

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

  app.get<{ Params: { id: number } }>(
    '/products/:id',
    { schema: { tags, params: idParamsSchema, response: oneSchema } },
    async (request) => {
      const row = await repo.findById(request.params.id);
      if (!row) throw notFound('Product not found');
      return ok(toProduct(row));
    },
  );

  app.post(
    '/products',
    { schema: { tags, description: formDescription, response: { 201: successSchema(productSchema), ...errorResponses } } },
    async (request, reply) => {
      const form = await readForm(request, PRODUCT_FORM_FIELDS);
      const { errors, values } = productFormRules(form.fields, 'create', { sent: form.file !== null, existing: false });
      assertValid(errors);
      await assertCategoryExists(values.categoryId);
      const complete = { nameAr: '', ...values } as ProductValues;
      const id = await writeWithImage(app.images, request.log, form.file, (image) => repo.insert({ ...complete, image }));
      return reply.status(201).send(ok(toProduct((await repo.findById(id))!)));
    },
  );

  app.route<{ Params: { id: number } }>({
    method: ['PUT', 'PATCH'],
    url: '/products/:id',
    schema: {
      tags,
      description: `${formDescription} The file only when the image changes. PUT is the edit form (required fields again); PATCH changes only what is sent.`,
      params: idParamsSchema,
      response: oneSchema,
    },
    handler: async (request) => {
      const { id } = request.params;
      const form = await readForm(request, PRODUCT_FORM_FIELDS);
      const current = await repo.findImage(id);
      if (!current) throw notFound('Product not found');
      const mode = request.method === 'PATCH' ? 'patch' : 'replace';
      const { errors, values } = productFormRules(form.fields, mode, { sent: form.file !== null, existing: current.image !== null });
      assertValid(errors);
      await assertCategoryExists(values.categoryId);
      const outcome = await writeWithImage(app.images, request.log, form.file, async (image) => {
        const updated = await repo.update(id, image ? { ...values, image } : values);
        if (!updated) throw notFound('Product not found');
        return { ...updated, image };
      });
      // Orders placed earlier keep showing the old picture: it goes only when nothing shows it.
      if (outcome.image) {
        await removeUnusedImages(app.db, app.images, request.log, [outcome.previousImage], { orderItems: true });
      }
      return ok(toProduct((await repo.findById(id))!));
    },
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

  app.delete<{ Params: { id: number } }>(
    '/products/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: successSchema({ type: 'object', properties: { id: { type: 'integer' } } }), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const deleted = await repo.delete(id);
      if (!deleted) throw notFound('Product not found');
      // An order item may still show the picture (its snapshot keeps the image name).
      await removeUnusedImages(app.db, app.images, request.log, [deleted.image], { orderItems: true });
      return ok({ id });
    },
  );
};
