import { assertValid, badRequest, notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { deletedSchema, errorResponses, idParamsSchema, successSchema } from '../../http/schemas';
import { guardRowsByShop, shopInScope, shopScope } from '../../auth/shop-scope';
import type { RoutesPlugin } from '../../http/type-provider';
import { kuwaitDay } from '../../kuwait/kuwait-days';
import { endOfServiceDay } from './shop-availability';
import { shopAvailabilityRepository } from './shop-availability-repository';
import { overrideRules, shopReasonRules, weeklyHoursRules } from './shop-availability-rules';
import {
  busyBodySchema,
  type OverrideAnswer,
  overrideBodySchema,
  overrideSchema,
  overridesQuerySchema,
  pauseBodySchema,
  weeklyHoursBodySchema,
} from './shop-availability-schemas';
import { pauseShop, resumeShop, setShopBusy } from './shop-pause';
import { availabilityInput, shopView } from './shop-view';
import { shopsRepository } from './shops-repository';
import { shopSchema } from './shops-schemas';

const MINUTE_MS = 60_000;

/**
 * Can the shop take orders now (decisions/availability.md): its weekly hours, the dated overrides (one shop's or
 * every shop's), pause (until a time, or until resumed) and busy. Each shop route answers the shop
 * with its availability recomputed. Staff only.
 */
export const shopAvailabilityRoutes: RoutesPlugin = async (app) => {
  // decisions/roles-and-audit.md: a shop-scoped account knows only its own shops.
  guardRowsByShop(app, { path: '/api/shop/:id', shopOf: async (id) => id, message: 'Shop not found' });
  const shopsRepo = shopsRepository(app.db, app.clock);
  const repo = shopAvailabilityRepository(app.db);
  const shopAnswer = async (id: number) => {
    const row = await shopsRepo.findById(id);
    if (!row) throw notFound('Shop not found');
    return ok(shopView(row, app.images.urls(row.image), app.clock()));
  };
  const shopReply = { 200: successSchema(shopSchema), ...errorResponses };

  app.put(
    '/shop/:id/hours',
    {
      config: { permission: 'shops.write' },
      schema: {
        tags: ['shop availability'],
        summary: 'Replace the weekly hours ("Advanced hours"): any number of intervals a day, past midnight allowed; empty goes back to openTime–closeTime',
        params: idParamsSchema,
        body: weeklyHoursBodySchema,
        response: shopReply,
      },
    },
    async (request) => {
      const { hours } = request.body;
      assertValid(weeklyHoursRules(hours));
      if (!(await repo.replaceWeeklyHours(request.params.id, hours))) throw notFound('Shop not found');
      return shopAnswer(request.params.id);
    },
  );

  app.post(
    '/shop/:id/pause',
    {
      config: { permission: 'shops.write' },
      schema: {
        tags: ['shop availability'],
        summary: 'Pause: no new orders for some minutes, until a time, until the close, or (with none of these) until resumed; it resumes by itself',
        params: idParamsSchema,
        body: pauseBodySchema,
        response: shopReply,
      },
    },
    async (request) => {
      const { id } = request.params;
      const { minutes, until, endOfDay } = request.body;
      const now = app.clock();
      const reason = shopReasonRules(request.body);
      assertValid(reason.errors);
      if ([minutes, until, endOfDay || undefined].filter((value) => value !== undefined).length > 1) {
        throw badRequest({ until: 'Choose one: minutes, a time, or the end of the day' });
      }
      let ends: Date | null = null;
      if (minutes !== undefined) ends = new Date(now.getTime() + minutes * MINUTE_MS);
      if (until !== undefined) {
        ends = new Date(until);
        if (!(ends.getTime() > now.getTime())) throw badRequest({ until: 'Choose a time in the future' });
      }
      if (endOfDay) {
        const row = await shopsRepo.findById(id);
        if (!row) throw notFound('Shop not found');
        ends = endOfServiceDay(availabilityInput(row), now);
      }
      const done = await pauseShop(app.db, id, { at: now, until: ends, ...reason.values });
      if (!done) throw notFound('Shop not found');
      return shopAnswer(id);
    },
  );

  app.post(
    '/shop/:id/resume',
    {
      config: { permission: 'shops.write' },
      schema: {
        tags: ['shop availability'],
        summary: 'Resume a paused shop (by staff, or after the auto-pause of decisions/live-desk.md): it takes orders again',
        params: idParamsSchema,
        response: shopReply,
      },
    },
    async (request) => {
      if (!(await resumeShop(app.db, request.params.id))) throw notFound('Shop not found');
      return shopAnswer(request.params.id);
    },
  );

  app.post(
    '/shop/:id/busy',
    {
      config: { permission: 'shops.write' },
      schema: {
        tags: ['shop availability'],
        summary: 'Busy: still taking orders, with extra preparation minutes, for some minutes or until the close',
        params: idParamsSchema,
        body: busyBodySchema,
        response: shopReply,
      },
    },
    async (request) => {
      const { id } = request.params;
      const now = app.clock();
      const reason = shopReasonRules(request.body);
      assertValid(reason.errors);
      const row = await shopsRepo.findById(id);
      if (!row) throw notFound('Shop not found');
      const until = request.body.minutes !== undefined ? new Date(now.getTime() + request.body.minutes * MINUTE_MS) : endOfServiceDay(availabilityInput(row), now);
      await setShopBusy(app.db, id, { until, extraMinutes: request.body.extraMinutes, ...reason.values });
      return shopAnswer(id);
    },
  );

  app.delete(
    '/shop/:id/busy',
    { config: { permission: 'shops.write' }, schema: { tags: ['shop availability'], summary: 'No longer busy: the usual preparation time again', params: idParamsSchema, response: shopReply } },
    async (request) => {
      if (!(await setShopBusy(app.db, request.params.id, null))) throw notFound('Shop not found');
      return shopAnswer(request.params.id);
    },
  );

  const overrideView = (row: Awaited<ReturnType<typeof repo.insertOverride>>): OverrideAnswer => row;

  app.get(
    '/availability/overrides',
    {
      config: { permission: 'shops.read' },
      schema: {
        tags: ['shop availability'],
        summary: "Current and coming overrides, soonest first: a shop's own (shopId), or the platform calendar's (every shop)",
        querystring: overridesQuerySchema,
        response: { 200: successSchema({ type: 'array', items: overrideSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const shopId = request.query.shopId ?? null;
      if (shopId !== null && !shopInScope(shopScope(request), shopId)) throw notFound('Shop not found');
      const rows = await repo.listOverrides(shopId, kuwaitDay(app.clock()));
      return ok(rows.map(overrideView));
    },
  );

  app.post(
    '/availability/overrides',
    {
      config: { permission: 'shops.write' },
      schema: {
        tags: ['shop availability'],
        summary: 'Add an override for a date range: closed (Eid) or other hours (Ramadan), for one shop or (shopId null) every shop, with a bilingual reason',
        body: overrideBodySchema,
        response: { 201: successSchema(overrideSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { errors, values } = overrideRules(request.body);
      assertValid(errors);
      if (values.shopId !== null && !(await repo.shopExists(values.shopId))) throw badRequest({ shopId: 'The selected shop does not exist' });
      reply.status(201);
      return ok(overrideView(await repo.insertOverride(values)));
    },
  );

  app.delete(
    '/availability/overrides/:id',
    { config: { permission: 'shops.write' }, schema: { tags: ['shop availability'], summary: 'Remove an override', params: idParamsSchema, response: { 200: deletedSchema, ...errorResponses } } },
    async (request) => {
      if (!(await repo.deleteOverride(request.params.id))) throw notFound('Override not found');
      return ok({ id: request.params.id });
    },
  );
};
