import type { FastifyPluginAsync } from 'fastify';
import { assertValid, conflict, notFound } from '../../http/errors';
import { readForm } from '../../http/multipart';
import { listPage, readPaging } from '../../http/paging';
import { ok } from '../../http/reply';
import { errorResponses, idParamsSchema, namedSchema, pageSchema, successSchema } from '../../http/schemas';
import { removeUnusedImages, writeWithImage } from '../uploads/image-lifecycle';
import { optionalPagingQuerySchema, wantsWholeList, wholeList, type OptionalPagingQuery } from '../whole-list';
import { shopsRepository, type ShopRow } from './shops-repository';
import { SHOP_FORM_FIELDS, shopFormRules, shopLocationRules, type ShopValues } from './shops-rules';

/** spec §9: shops page by 10. */
export const SHOPS_PAGE_SIZE = 10;

/** A shop as the API answers it (spec §3); `image` is an absolute URL or null. */
export const shopSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    name_ar: { type: 'string' },
    phone: { type: 'string', description: 'With the country code: +965XXXXXXXX' },
    freeDelivery: { type: 'boolean' },
    isOpen: { type: 'boolean' },
    governorateId: { type: 'integer' },
    areaId: { type: 'integer' },
    blockId: { type: 'integer' },
    openTime: { type: 'string', description: 'HH:MM' },
    closeTime: { type: ['string', 'null'], description: 'HH:MM' },
    image: { type: ['string', 'null'] },
    governorate: namedSchema,
    area: namedSchema,
    block: namedSchema,
    createdAt: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'name', 'name_ar', 'phone', 'freeDelivery', 'isOpen', 'governorateId', 'areaId', 'blockId', 'openTime', 'closeTime', 'image'],
} as const;

const formDescription =
  'multipart/form-data (or JSON without a file): name, name_ar, phone (8 digits, with or without +965), ' +
  "freeDelivery and isOpen ('true'/'false'), governorateId, areaId, blockId, openTime and closeTime (HH:MM), file (the image). " +
  'Other fields are ignored.';

/** Shops (spec §2 /shops): list, whole list, one, create, update, delete. Staff only. */
export const shopsRoutes: FastifyPluginAsync = async (app) => {
  const repo = shopsRepository(app.db);
  const tags = ['shops'];
  const toShop = (row: ShopRow) => ({ ...row, image: app.images.url(row.image) });

  app.get<{ Querystring: OptionalPagingQuery }>(
    '/shop',
    {
      schema: {
        tags,
        summary: 'Shops, newest first, by page (page, limit, after); with none of these, every shop sorted by name',
        querystring: optionalPagingQuerySchema,
        response: { 200: pageSchema(shopSchema), ...errorResponses },
      },
    },
    async (request) => {
      if (wantsWholeList(request.query)) return ok(wholeList((await repo.listAll()).map(toShop)));
      const page = await listPage(readPaging(request.query, SHOPS_PAGE_SIZE), (w) => repo.listWindow(w), () => repo.countAll());
      return ok({ ...page, items: page.items.map(toShop) });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/shop/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: successSchema(shopSchema), ...errorResponses } } },
    async (request) => {
      const row = await repo.findById(request.params.id);
      if (!row) throw notFound('Shop not found');
      return ok(toShop(row));
    },
  );

  app.post(
    '/shop',
    { schema: { tags, description: formDescription, response: { 201: successSchema(shopSchema), ...errorResponses } } },
    async (request, reply) => {
      const form = await readForm(request, SHOP_FORM_FIELDS);
      const { errors, values } = shopFormRules(form.fields, 'create', { sent: form.file !== null, existing: false });
      assertValid(errors);
      const complete = { freeDelivery: false, isOpen: true, nameAr: '', closeTime: null, ...values } as ShopValues;
      assertValid(shopLocationRules(await repo.locationFacts(complete), complete));
      const id = await writeWithImage(app.images, request.log, form.file, (image) => repo.insert({ ...complete, image }));
      return reply.status(201).send(ok(toShop((await repo.findById(id))!)));
    },
  );

  app.route<{ Params: { id: number } }>({
    method: ['PUT', 'PATCH'],
    url: '/shop/:id',
    schema: {
      tags,
      description: `${formDescription} PUT is the edit form (required fields again, image optional); PATCH changes only what is sent.`,
      params: idParamsSchema,
      response: { 200: successSchema(shopSchema), ...errorResponses },
    },
    handler: async (request) => {
      const { id } = request.params;
      const form = await readForm(request, SHOP_FORM_FIELDS);
      const current = await repo.findValues(id);
      if (!current) throw notFound('Shop not found');
      const mode = request.method === 'PATCH' ? 'patch' : 'replace';
      const { errors, values } = shopFormRules(form.fields, mode, { sent: form.file !== null, existing: current.image !== null });
      assertValid(errors);
      if (values.governorateId !== undefined || values.areaId !== undefined || values.blockId !== undefined) {
        const ids = { governorateId: current.governorateId, areaId: current.areaId, blockId: current.blockId, ...values } as ShopValues;
        assertValid(shopLocationRules(await repo.locationFacts(ids), ids));
      }
      const outcome = await writeWithImage(app.images, request.log, form.file, async (image) => {
        const updated = await repo.update(id, image ? { ...values, image } : values);
        if (!updated) throw notFound('Shop not found'); // deleted meanwhile: the new file goes too
        return { ...updated, image };
      });
      // The old picture goes only now that the new one is committed.
      if (outcome.image) await removeUnusedImages(app.db, app.images, request.log, [outcome.previousImage]);
      return ok(toShop((await repo.findById(id))!));
    },
  });

  app.delete<{ Params: { id: number } }>(
    '/shop/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: successSchema({ type: 'object', properties: { id: { type: 'integer' } } }), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const held = await repo.categoryCount(id);
      if (held > 0) throw conflict(`This shop still has ${held} ${held === 1 ? 'category' : 'categories'}`, 'IN_USE');
      const deleted = await repo.delete(id);
      if (!deleted) throw notFound('Shop not found');
      await removeUnusedImages(app.db, app.images, request.log, [deleted.image]);
      return ok({ id });
    },
  );
};
