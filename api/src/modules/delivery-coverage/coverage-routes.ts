import { guardRowsByShop } from '../../auth/shop-scope';
import { ok } from '../../http/reply';
import { errorResponses, idParamsSchema, successSchema } from '../../http/schemas';
import type { RoutesPlugin } from '../../http/type-provider';
import { coverageRepository } from './coverage-repository';
import { coverageBodySchema, deliveryDefaultsBodySchema, deliveryDefaultsSchema, shopCoverageSchema } from './coverage-schemas';
import { readCoverage, replaceCoverage, replaceDeliveryDefaults, toDeliveryDefaults } from './coverage-service';

/**
 * Where each shop delivers (decisions/delivery-coverage.md): its zones (areas or single blocks) with a fee, a minimum
 * basket and an ETA, and the platform's defaults per governorate for shops with none. Staff read them; the catalogue's
 * writers change a shop's zones (shop staff their own shops'), owners the defaults. Every change is audited.
 */
export const coverageRoutes: RoutesPlugin = async (app) => {
  // decisions/roles-and-audit.md: a shop-scoped account knows only its own shops.
  guardRowsByShop(app, { path: '/api/shop/:id', shopOf: async (id) => id, message: 'Shop not found' });
  const repo = coverageRepository(app.db);
  const cap = async () => (await app.deskSettings.read()).deliveryFeeCap;
  const coverageReply = { 200: successSchema(shopCoverageSchema), ...errorResponses };
  const defaultsReply = { 200: successSchema(deliveryDefaultsSchema), ...errorResponses };

  app.get(
    '/shop/:id/coverage',
    {
      config: { permission: 'shops.read' },
      schema: {
        tags: ['delivery coverage'],
        summary: "The shop's zones (areas, or single blocks overriding their area) with fee, minimum basket and ETA; aboveCap: a zone charges more than the team's fee cap",
        params: idParamsSchema,
        response: coverageReply,
      },
    },
    async (request) => ok(await readCoverage(app.db, request.params.id, await cap())),
  );

  app.put(
    '/shop/:id/coverage',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags: ['delivery coverage'],
        summary:
          'Replace the whole set of zones: each an areaId or a blockId, and governorateIds for every area of a governorate; a place named twice is refused. ' +
          'No zones: the governorate defaults apply (or, without them, delivery free everywhere)',
        params: idParamsSchema,
        body: coverageBodySchema,
        response: coverageReply,
      },
    },
    async (request) => {
      await replaceCoverage(app.db, request.params.id, request.body);
      return ok(await readCoverage(app.db, request.params.id, await cap()));
    },
  );

  app.get(
    '/delivery/defaults',
    {
      config: { permission: 'shops.read' },
      schema: {
        tags: ['delivery coverage'],
        summary: "The platform's terms per governorate for shops with no zones of their own",
        response: defaultsReply,
      },
    },
    async () => ok(toDeliveryDefaults(await repo.listDefaults())),
  );

  app.put(
    '/delivery/defaults',
    {
      // The platform's terms: owners'.
      config: { permission: 'settings.manage' },
      schema: {
        tags: ['delivery coverage'],
        summary: 'Replace the defaults: one row per governorate; a governorate left out has none (its shops without zones deliver free there)',
        body: deliveryDefaultsBodySchema,
        response: defaultsReply,
      },
    },
    async (request) => {
      await replaceDeliveryDefaults(app.db, request.body);
      return ok(toDeliveryDefaults(await repo.listDefaults()));
    },
  );
};
