import type { FastifyRequest } from 'fastify';
import { assertValid, conflict, notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { deletedSchema, errorResponses, idParamsSchema, pageSchema, successSchema } from '../../http/schemas';
import { latinDigits } from '../../kuwait/search-text';
import { requestLanguage } from '../../kuwait/name-order';
import type { RoutesPlugin } from '../../http/type-provider';
import { wholeList } from '../whole-list';
import { locationsRepository } from './locations-repository';
import { areaHeldBy, blockHeldBy, governorateHeldBy, locationNameRules } from './locations-rules';
import {
  areaParamsSchema,
  areaSchema,
  blockParamsSchema,
  blockSchema,
  governorateSchema,
  locationMatchSchema,
  locationSearchQuerySchema,
  nameBodySchema,
} from './locations-schemas';

const isPatch = (request: FastifyRequest) => request.method === 'PATCH';

/** The location filter shows at most this many matches: a name fragment that finds more is too short. */
const LOCATION_MATCHES_SHOWN = 50;

/**
 * The location tree of spec §2 /locations (governorate > area > block). Lists are whole and sorted
 * by name. A child is addressed under its parent, and a child of another parent is a 404. A
 * location still holding children or shops is never deleted: 409 says what holds it.
 */
export const locationsRoutes: RoutesPlugin = async (app) => {
  const repo = locationsRepository(app.db);
  const tags = ['locations'];

  // ── Governorates ────────────────────────────────────────────────────────────────────────────
  app.get('/location/search', {
    config: { permission: 'locations.read' },
    schema: {
      tags,
      summary: 'Governorates, areas and blocks whose English or Arabic name holds q (decisions/search.md), each with the path to it; at most 50',
      querystring: locationSearchQuerySchema,
      response: { 200: successSchema({ type: 'array', items: locationMatchSchema }), ...errorResponses },
    },
  }, async (request) => {
    const q = latinDigits(request.query.q.trim());
    return ok(q ? await repo.search(q, LOCATION_MATCHES_SHOWN, requestLanguage(request)) : []);
  });

  app.get('/location/governorates', {
    config: { permission: 'locations.read' },
    schema: { tags, summary: 'Every governorate, by name', response: { 200: pageSchema(governorateSchema), ...errorResponses } },
  }, async (request) => ok(wholeList(await repo.listGovernorates(requestLanguage(request)))));

  app.post('/location/governorates', {
    config: { permission: 'locations.write' },
    schema: { tags, body: nameBodySchema, response: { 201: successSchema(governorateSchema), ...errorResponses } },
  }, async (request, reply) => {
    const { errors, values } = locationNameRules(request.body ?? {});
    assertValid(errors);
    reply.status(201);
    return ok(await repo.insertGovernorate({ name: values.name ?? '', nameAr: values.nameAr ?? '' }));
  });

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/location/governorates/:id',
    config: { permission: 'locations.write' },
    schema: { tags, params: idParamsSchema, body: nameBodySchema, response: { 200: successSchema(governorateSchema), ...errorResponses } },
    handler: async (request) => {
      const { errors, values } = locationNameRules(request.body ?? {}, isPatch(request));
      assertValid(errors);
      const row = await repo.updateGovernorate(request.params.id, values);
      if (!row) throw notFound('Governorate not found');
      return ok(row);
    },
  });

  app.delete('/location/governorates/:id', {
    config: { permission: 'locations.write' },
    schema: { tags, params: idParamsSchema, response: { 200: deletedSchema, ...errorResponses } },
  }, async (request) => {
    const { id } = request.params;
    if (!(await repo.findGovernorate(id))) throw notFound('Governorate not found');
    const heldBy = governorateHeldBy(await repo.governorateHolds(id));
    if (heldBy) throw conflict(heldBy, 'IN_USE');
    if (!(await repo.deleteGovernorate(id))) throw notFound('Governorate not found');
    return ok({ id });
  });

  // ── Areas ───────────────────────────────────────────────────────────────────────────────────
  app.get('/location/governorates/:id/areas', {
    config: { permission: 'locations.read' },
    schema: { tags, summary: "A governorate's areas, by name", params: idParamsSchema, response: { 200: pageSchema(areaSchema), ...errorResponses } },
  }, async (request) => {
    if (!(await repo.findGovernorate(request.params.id))) throw notFound('Governorate not found');
    return ok(wholeList(await repo.listAreas(request.params.id, requestLanguage(request))));
  });

  app.post('/location/governorates/:id/areas', {
    config: { permission: 'locations.write' },
    schema: { tags, params: idParamsSchema, body: nameBodySchema, response: { 201: successSchema(areaSchema), ...errorResponses } },
  }, async (request, reply) => {
    const { errors, values } = locationNameRules(request.body ?? {});
    assertValid(errors);
    if (!(await repo.findGovernorate(request.params.id))) throw notFound('Governorate not found');
    const row = await repo.insertArea(request.params.id, { name: values.name ?? '', nameAr: values.nameAr ?? '' });
    reply.status(201);
    return ok(row);
  });

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/location/governorates/:governorateId/areas/:id',
    config: { permission: 'locations.write' },
    schema: { tags, params: areaParamsSchema, body: nameBodySchema, response: { 200: successSchema(areaSchema), ...errorResponses } },
    handler: async (request) => {
      const { errors, values } = locationNameRules(request.body ?? {}, isPatch(request));
      assertValid(errors);
      const row = await repo.updateArea(request.params.governorateId, request.params.id, values);
      if (!row) throw notFound('Area not found');
      return ok(row);
    },
  });

  app.delete('/location/governorates/:governorateId/areas/:id', {
    config: { permission: 'locations.write' },
    schema: { tags, params: areaParamsSchema, response: { 200: deletedSchema, ...errorResponses } },
  }, async (request) => {
    const { governorateId, id } = request.params;
    if (!(await repo.findArea(id, governorateId))) throw notFound('Area not found');
    const heldBy = areaHeldBy(await repo.areaHolds(id));
    if (heldBy) throw conflict(heldBy, 'IN_USE');
    if (!(await repo.deleteArea(governorateId, id))) throw notFound('Area not found');
    return ok({ id });
  });

  // ── Blocks ──────────────────────────────────────────────────────────────────────────────────
  app.get('/location/areas/:id/blocks', {
    config: { permission: 'locations.read' },
    schema: { tags, summary: "An area's blocks, by name", params: idParamsSchema, response: { 200: pageSchema(blockSchema), ...errorResponses } },
  }, async (request) => {
    if (!(await repo.findArea(request.params.id))) throw notFound('Area not found');
    return ok(wholeList(await repo.listBlocks(request.params.id, requestLanguage(request))));
  });

  app.post('/location/areas/:id/blocks', {
    config: { permission: 'locations.write' },
    schema: { tags, params: idParamsSchema, body: nameBodySchema, response: { 201: successSchema(blockSchema), ...errorResponses } },
  }, async (request, reply) => {
    const { errors, values } = locationNameRules(request.body ?? {});
    assertValid(errors);
    if (!(await repo.findArea(request.params.id))) throw notFound('Area not found');
    const row = await repo.insertBlock(request.params.id, { name: values.name ?? '', nameAr: values.nameAr ?? '' });
    reply.status(201);
    return ok(row);
  });

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/location/areas/:areaId/blocks/:id',
    config: { permission: 'locations.write' },
    schema: { tags, params: blockParamsSchema, body: nameBodySchema, response: { 200: successSchema(blockSchema), ...errorResponses } },
    handler: async (request) => {
      const { errors, values } = locationNameRules(request.body ?? {}, isPatch(request));
      assertValid(errors);
      const row = await repo.updateBlock(request.params.areaId, request.params.id, values);
      if (!row) throw notFound('Block not found');
      return ok(row);
    },
  });

  app.delete('/location/areas/:areaId/blocks/:id', {
    config: { permission: 'locations.write' },
    schema: { tags, params: blockParamsSchema, response: { 200: deletedSchema, ...errorResponses } },
  }, async (request) => {
    const { areaId, id } = request.params;
    if (!(await repo.findBlock(id, areaId))) throw notFound('Block not found');
    const heldBy = blockHeldBy(await repo.blockHolds(id));
    if (heldBy) throw conflict(heldBy, 'IN_USE');
    if (!(await repo.deleteBlock(areaId, id))) throw notFound('Block not found');
    return ok({ id });
  });
};
