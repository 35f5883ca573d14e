import { guardRowsByShop } from '../../auth/shop-scope';
import { ok } from '../../http/reply';
import { errorResponses, idParamsSchema, successSchema } from '../../http/schemas';
import type { RoutesPlugin } from '../../http/type-provider';
import { shopSlotsBodySchema, shopSlotsSchema } from './slot-schemas';
import { readShopSlots, replaceShopSlots } from './slot-service';

/**
 * A shop's delivery slots (decisions/delivery-slots.md): whether it offers them, the cutoff, the lead time, how many
 * days ahead, and its weekly templates (regular and Ramadan). Staff read them; the catalogue's writers change them (shop
 * staff their own shops'), the whole set at once, audited (entity shop_slots).
 */
export const slotRoutes: RoutesPlugin = async (app) => {
  // decisions/roles-and-audit.md: a shop-scoped account knows only its own shops.
  guardRowsByShop(app, { path: '/api/shop/:id', shopOf: async (id) => id, message: 'Shop not found' });
  const reply = { 200: successSchema(shopSlotsSchema), ...errorResponses };
  const tags = ['delivery slots'];

  app.get(
    '/shop/:id/slots',
    {
      config: { permission: 'shops.read' },
      schema: {
        tags,
        summary: "The shop's slot settings and weekly templates (regular first, by weekday and start); a shop that never saved any has slots off",
        params: idParamsSchema,
        response: reply,
      },
    },
    async (request) => ok(await readShopSlots(app.db, request.params.id)),
  );

  app.put(
    '/shop/:id/slots',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags,
        summary:
          'Replace the slot settings and the whole set of templates (HH:MM Kuwait time within one day, no two overlapping in a timetable’s day, ' +
          'capacity 1–500, at most 200); slots already booked keep their orders',
        params: idParamsSchema,
        body: shopSlotsBodySchema,
        response: reply,
      },
    },
    async (request) => {
      await replaceShopSlots(app.db, request.params.id, request.body);
      return ok(await readShopSlots(app.db, request.params.id));
    },
  );
};
