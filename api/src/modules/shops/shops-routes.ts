import type { FastifyPluginAsync } from 'fastify';
import { assertValid, conflict } from '../../http/errors';
import { namedSchema } from '../../http/schemas';
import { imageEntityRoutes } from '../image-entity-routes';
import { shopsRepository } from './shops-repository';
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
  imageEntityRoutes(app, {
    path: '/shop',
    tags: ['shops'],
    schema: shopSchema,
    view: (row) => ({ ...row, image: app.images.url(row.image) }),
    repo,
    findCurrent: (id) => repo.findValues(id),
    notFoundMessage: 'Shop not found',
    fields: SHOP_FORM_FIELDS,
    rules: shopFormRules,
    defaults: { freeDelivery: false, isOpen: true, nameAr: '', closeTime: null },
    formDescription,
    list: {
      summary: 'Shops, newest first, by page (page, limit, after); with none of these, every shop sorted by name',
      pageSize: SHOPS_PAGE_SIZE,
      source: repo,
    },
    checkCreate: async (values) => assertValid(shopLocationRules(await repo.locationFacts(values), values)),
    checkUpdate: async (values, current) => {
      if (values.governorateId !== undefined || values.areaId !== undefined || values.blockId !== undefined) {
        const ids = { governorateId: current.governorateId, areaId: current.areaId, blockId: current.blockId, ...values } as ShopValues;
        assertValid(shopLocationRules(await repo.locationFacts(ids), ids));
      }
    },
    checkDelete: async (id) => {
      const held = await repo.categoryCount(id);
      if (held > 0) throw conflict(`This shop still has ${held} ${held === 1 ? 'category' : 'categories'}`, 'IN_USE');
    },
  });
};
