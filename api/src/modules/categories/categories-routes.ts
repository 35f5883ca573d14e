import type { FastifyPluginAsync } from 'fastify';
import { badRequest, conflict } from '../../http/errors';
import { imageEntityRoutes } from '../image-entity-routes';
import { categoriesRepository } from './categories-repository';
import { CATEGORY_FORM_FIELDS, categoryFormRules, SELECT_A_SHOP } from './categories-rules';

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
  const assertShopExists = async (shopId: number | undefined) => {
    if (shopId !== undefined && !(await repo.shopExists(shopId))) throw badRequest({ shopId: SELECT_A_SHOP });
  };
  imageEntityRoutes(app, {
    path: '/categories',
    tags: ['categories'],
    schema: categorySchema,
    view: (row) => ({
      ...row,
      image: app.images.url(row.image),
      shop: { ...row.shop, image: app.images.url(row.shop.image) },
    }),
    repo,
    findCurrent: (id) => repo.findImage(id),
    notFoundMessage: 'Category not found',
    fields: CATEGORY_FORM_FIELDS,
    rules: categoryFormRules,
    defaults: { nameAr: '' },
    formDescription,
    list: {
      summary: 'Categories, newest first, by page (page, limit, after); with none of these, every category sorted by name',
      pageSize: CATEGORIES_PAGE_SIZE,
      source: repo,
    },
    checkCreate: (values) => assertShopExists(values.shopId),
    checkUpdate: (values) => assertShopExists(values.shopId),
    checkDelete: async (id) => {
      const held = await repo.productCount(id);
      if (held > 0) throw conflict(`This category still has ${held} product${held === 1 ? '' : 's'}`, 'IN_USE');
    },
  });
};
