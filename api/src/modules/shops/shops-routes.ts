import { assertValid, conflict } from '../../http/errors';
import { guardRowsByShop } from '../../auth/shop-scope';
import type { RoutesPlugin } from '../../http/type-provider';
import { imageEntityRoutes } from '../image-entity-routes';
import { latinDigits } from '../../kuwait/search-text';
import { type ShopFilter, shopsRepository, type ShopRow } from './shops-repository';
import { shopFormRules, shopLocationRules, type ShopValues } from './shops-rules';
import { type Shop, shopFilterProperties, shopFormDescription, shopSchema } from './shops-schemas';
import { shopView } from './shop-view';
import { SHOP_CSV_COLUMNS } from './shop-csv';
import { SHOP_FORM_FIELDS } from './shops-schemas';

/** spec §9: shops page by 10. */
export const SHOPS_PAGE_SIZE = 10;

/** Shops (spec §2 /shops): list, whole list, one, create, update, delete. Staff only. */
export const shopsRoutes: RoutesPlugin = async (app) => {
  const repo = shopsRepository(app.db, app.clock);
  const toShop = (row: ShopRow): Shop => shopView(row, app.images.urls(row.image), app.clock());
  // decisions/roles-and-audit.md: a shop-scoped account knows only its own shops.
  guardRowsByShop(app, { path: '/api/shop/:id', shopOf: async (id) => id, message: 'Shop not found' });
  imageEntityRoutes(app, {
    path: '/shop',
    tags: ['shops'],
    permissions: { read: 'shops.read', write: 'shops.write' },
    schema: shopSchema,
    view: toShop,
    repo,
    findCurrent: (id) => repo.findValues(id),
    notFoundMessage: 'Shop not found',
    fields: SHOP_FORM_FIELDS,
    rules: shopFormRules,
    defaults: { freeDelivery: false, isOpen: true, nameAr: '', closeTime: null },
    formDescription: shopFormDescription,
    list: {
      summary: 'Shops, newest first, by page (page, limit, after); with none of these, every shop sorted by name; q, governorateId, areaId and isOpen narrow either (decisions/search.md), notTakingOrders to the shops open by their hours but switched closed or paused (decisions/reports-and-bulk.md)',
      pageSize: SHOPS_PAGE_SIZE,
      source: repo,
      export: { name: 'shops', columns: SHOP_CSV_COLUMNS },
      filters: {
        properties: shopFilterProperties,
        read: async (query, shopIds): Promise<ShopFilter | null> => {
          const filter = {
            q: latinDigits(String(query.q ?? '').trim()) || null,
            governorateId: (query.governorateId as number | undefined) ?? null,
            areaId: (query.areaId as number | undefined) ?? null,
            isOpen: (query.isOpen as boolean | undefined) ?? null,
            shopIds,
            // decisions/reports-and-bulk.md: the dashboard's "not taking orders" count, as a list (availability is read in JS).
            ids: query.notTakingOrders === true ? (await repo.listNotTakingOrders(app.clock(), shopIds)).map((shop) => shop.id) : null,
          };
          return Object.values(filter).some((value) => value !== null) ? filter : null;
        },
      },
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
