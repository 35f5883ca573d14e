import type { FastifyPluginAsync } from 'fastify';
import { assertValid, badRequest, conflict, notFound } from '../../http/errors';
import { readForm } from '../../http/multipart';
import { listPage, readPaging } from '../../http/paging';
import { ok } from '../../http/reply';
import { errorResponses, idParamsSchema, pageSchema, successSchema } from '../../http/schemas';
import { removeUnusedImages, writeWithImage } from '../uploads/image-lifecycle';
import { optionalPagingQuerySchema, wantsWholeList, wholeList, type OptionalPagingQuery } from '../whole-list';
import { categoriesRepository, type CategoryRow } from './categories-repository';
import { CATEGORY_FORM_FIELDS, categoryFormRules, SELECT_A_SHOP, type CategoryValues } from './categories-rules';

/** spec §9: categories page by 10. */
export const CATEGORIES_PAGE_SIZE = 10;

/** A category as the API answers it (spec §3); images are absolute URLs or null. */
export const categorySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    name_ar: { type: 'string' },
    image: { type: ['string', 'null'] },
    shopId: { type: 'integer' },
    shop: {
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'string' }, name_ar: { type: 'string' }, image: { type: ['string', 'null'] } },
    },
    createdAt: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'name', 'name_ar', 'image', 'shopId', 'shop'],
} as const;

const formDescription =
  'multipart/form-data (or JSON without a file): name, name_ar, shopId, file (the image). Other fields are ignored.';

/** Categories (spec §2 /categories): list, whole list, one, create, update, delete. Staff only. */
export const categoriesRoutes: FastifyPluginAsync = async (app) => {
  const repo = categoriesRepository(app.db);
  const tags = ['categories'];
  const toCategory = (row: CategoryRow) => ({
    ...row,
    image: app.images.url(row.image),
    shop: { ...row.shop, image: app.images.url(row.shop.image) },
  });
  const assertShopExists = async (shopId: number | undefined) => {
    if (shopId !== undefined && !(await repo.shopExists(shopId))) throw badRequest({ shopId: SELECT_A_SHOP });
  };

  app.get<{ Querystring: OptionalPagingQuery }>(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Categories, newest first, by page (page, limit, after); with none of these, every category sorted by name',
        querystring: optionalPagingQuerySchema,
        response: { 200: pageSchema(categorySchema), ...errorResponses },
      },
    },
    async (request) => {
      if (wantsWholeList(request.query)) return ok(wholeList((await repo.listAll()).map(toCategory)));
      const page = await listPage(readPaging(request.query, CATEGORIES_PAGE_SIZE), (w) => repo.listWindow(w), () => repo.countAll());
      return ok({ ...page, items: page.items.map(toCategory) });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/categories/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: successSchema(categorySchema), ...errorResponses } } },
    async (request) => {
      const row = await repo.findById(request.params.id);
      if (!row) throw notFound('Category not found');
      return ok(toCategory(row));
    },
  );

  app.post(
    '/categories',
    { schema: { tags, description: formDescription, response: { 201: successSchema(categorySchema), ...errorResponses } } },
    async (request, reply) => {
      const form = await readForm(request, CATEGORY_FORM_FIELDS);
      const { errors, values } = categoryFormRules(form.fields, 'create', { sent: form.file !== null, existing: false });
      assertValid(errors);
      await assertShopExists(values.shopId);
      const complete = { nameAr: '', ...values } as CategoryValues;
      const id = await writeWithImage(app.images, request.log, form.file, (image) => repo.insert({ ...complete, image }));
      return reply.status(201).send(ok(toCategory((await repo.findById(id))!)));
    },
  );

  app.route<{ Params: { id: number } }>({
    method: ['PUT', 'PATCH'],
    url: '/categories/:id',
    schema: {
      tags,
      description: `${formDescription} PUT is the edit form (required fields again, image optional); PATCH changes only what is sent.`,
      params: idParamsSchema,
      response: { 200: successSchema(categorySchema), ...errorResponses },
    },
    handler: async (request) => {
      const { id } = request.params;
      const form = await readForm(request, CATEGORY_FORM_FIELDS);
      const current = await repo.findImage(id);
      if (!current) throw notFound('Category not found');
      const mode = request.method === 'PATCH' ? 'patch' : 'replace';
      const { errors, values } = categoryFormRules(form.fields, mode, { sent: form.file !== null, existing: current.image !== null });
      assertValid(errors);
      await assertShopExists(values.shopId);
      const outcome = await writeWithImage(app.images, request.log, form.file, async (image) => {
        const updated = await repo.update(id, image ? { ...values, image } : values);
        if (!updated) throw notFound('Category not found');
        return { ...updated, image };
      });
      if (outcome.image) await removeUnusedImages(app.db, app.images, request.log, [outcome.previousImage]);
      return ok(toCategory((await repo.findById(id))!));
    },
  });

  app.delete<{ Params: { id: number } }>(
    '/categories/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: successSchema({ type: 'object', properties: { id: { type: 'integer' } } }), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const held = await repo.productCount(id);
      if (held > 0) throw conflict(`This category still has ${held} product${held === 1 ? '' : 's'}`, 'IN_USE');
      const deleted = await repo.delete(id);
      if (!deleted) throw notFound('Category not found');
      await removeUnusedImages(app.db, app.images, request.log, [deleted.image]);
      return ok({ id });
    },
  );
};
