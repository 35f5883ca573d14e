import { guardRowsByShop } from '../../auth/shop-scope';
import { csvResponseSchema, sendCsv } from '../../http/csv-export';
import { assertValid, conflict, notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { deletedSchema, errorResponses, idParamsSchema, successSchema } from '../../http/schemas';
import type { RoutesPlugin } from '../../http/type-provider';
import { kuwaitDay } from '../../kuwait/kuwait-days';
import { requestLanguage } from '../../kuwait/name-order';
import { commissionRatesRepository } from './commission-rates-repository';
import { statementCsv } from './statement-csv';
import { toCommissionRate, toStatement, toStatementWeek } from './statement-view';
import { statementsRepository } from './statements-repository';
import { commissionRateRules, weekStartRules } from './statements-rules';
import {
  commissionRateBodySchema,
  commissionRateParamsSchema,
  commissionRateSchema,
  commissionRatesSchema,
  statementParamsSchema,
  statementSchema,
  statementWeeksSchema,
  weekParamsSchema,
} from './statements-schemas';
import { closeWeek, listWeeks, statementOf, weekState } from './statements-service';

export const SHOP_NOT_FOUND = 'Shop not found';
export const COMMISSION_RATE_NOT_FOUND = 'Commission rate not found';

/**
 * decisions/shop-statements.md: the shops' commission rates and weekly statements. `money.read` to see them (shop staff
 * their own shops': another shop is not found), `money.manage` (owners) to add or remove a rate and to close a week,
 * each write audited in the request's transaction. "Today" and "now" are the API's clock (app.clock).
 */
export const statementsRoutes: RoutesPlugin = async (app) => {
  const rates = commissionRatesRepository(app.db);
  const statements = statementsRepository(app.db);
  guardRowsByShop(app, { path: '/api/shops/:id', shopOf: async (id) => id, message: SHOP_NOT_FOUND });

  const today = () => kuwaitDay(app.clock());

  /** The shop (404 for none: a scoped account's other shops were answered so by the guard already). */
  const shopOf = async (id: number) => {
    const shop = await statements.shop(id);
    if (!shop) throw notFound(SHOP_NOT_FOUND);
    return shop;
  };

  /** The week of a statement route: a Saturday that has come (400 otherwise), its close and period. */
  const weekNamed = async (raw: string) => {
    const { errors, values } = weekStartRules(raw, today());
    assertValid(errors);
    return weekState(app.db, values.weekStart, app.clock());
  };

  app.get(
    '/shops/:id/commission-rates',
    {
      config: { permission: 'money.read' },
      schema: {
        tags: ['statements'],
        summary: "The shop's commission rates, the latest date first, and the id of the one in effect today (Kuwait); null: none yet",
        params: idParamsSchema,
        response: { 200: successSchema(commissionRatesSchema), ...errorResponses },
      },
    },
    async (request) => {
      const shop = await shopOf(request.params.id);
      const rows = await rates.list(shop.id);
      const current = rows.find((row) => row.effectiveFrom <= today());
      return ok({ rates: rows.map(toCommissionRate), currentId: current?.id ?? null });
    },
  );

  app.post(
    '/shops/:id/commission-rates',
    {
      config: { permission: 'money.manage' },
      schema: {
        tags: ['statements'],
        summary:
          "A new commission rate of the shop from a date (today or later, Kuwait): a percentage of each delivered order's items (0–100, 2 decimals) and a fee per order (0–100 KWD); 409 COMMISSION_DATE_TAKEN for a second rate of one date",
        params: idParamsSchema,
        body: commissionRateBodySchema,
        response: { 201: successSchema(commissionRateSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const shop = await shopOf(request.params.id);
      const { errors, values } = commissionRateRules(request.body, today());
      assertValid(errors);
      const id = await rates.insert(shop.id, values, request.user.sub);
      if (id === null) throw conflict('This shop already has a rate from that date', 'COMMISSION_DATE_TAKEN');
      const row = await rates.find(id);
      if (!row) throw notFound(COMMISSION_RATE_NOT_FOUND);
      reply.status(201);
      return ok(toCommissionRate(row));
    },
  );

  app.delete(
    '/shops/:id/commission-rates/:rateId',
    {
      config: { permission: 'money.manage' },
      schema: {
        tags: ['statements'],
        summary: 'Removes a rate not yet in effect (it starts after today); 409 COMMISSION_IN_EFFECT for one that has started (add a new one instead)',
        params: commissionRateParamsSchema,
        response: { 200: deletedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id, rateId } = request.params;
      const outcome = await rates.deleteFuture((await shopOf(id)).id, rateId, today());
      if (outcome === 'missing') throw notFound(COMMISSION_RATE_NOT_FOUND);
      if (outcome === 'in_effect') throw conflict('A rate in effect cannot be deleted: add a new one instead', 'COMMISSION_IN_EFFECT');
      return ok({ id: rateId });
    },
  );

  app.get(
    '/statements/weeks',
    {
      config: { permission: 'money.read' },
      schema: {
        tags: ['statements'],
        summary: 'The statement weeks (Saturday to Friday, Kuwait): the current one and every earlier one since the ledger began (at most 104), newest first, each open or closed',
        response: { 200: successSchema(statementWeeksSchema), ...errorResponses },
      },
    },
    async () => ok((await listWeeks(app.db, app.clock())).map(toStatementWeek)),
  );

  app.get(
    '/shops/:id/statements/:weekStart',
    {
      config: { permission: 'money.read' },
      schema: {
        tags: ['statements'],
        summary:
          "The shop's statement of the week that starts on `weekStart` (a Saturday): the orders delivered in its period and the refunds made in it, in KWD; as kept at its close once closed, as the ledger says now while open",
        params: statementParamsSchema,
        response: { 200: successSchema(statementSchema), ...errorResponses },
      },
    },
    async (request) => {
      const shop = await shopOf(request.params.id);
      const week = await weekNamed(request.params.weekStart);
      return ok(toStatement(shop, week, await statementOf(app.db, shop.id, week)));
    },
  );

  app.get(
    '/shops/:id/statements/:weekStart/csv',
    {
      config: { permission: 'money.read' },
      schema: {
        tags: ['statements'],
        summary: "The shop's statement of the week as CSV: one row per order, then the totals; headers in the panel's language (Accept-Language: English or Arabic)",
        params: statementParamsSchema,
        response: { 200: csvResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const shop = await shopOf(request.params.id);
      const week = await weekNamed(request.params.weekStart);
      const { columns, rows } = statementCsv(await statementOf(app.db, shop.id, week), requestLanguage(request));
      return sendCsv(reply, `statement-${shop.id}-${week.weekStart}.csv`, columns, (async function* () {
        yield rows;
      })());
    },
  );

  app.post(
    '/statements/weeks/:weekStart/close',
    {
      config: { permission: 'money.manage' },
      schema: {
        tags: ['statements'],
        summary:
          "Closes the week: its period ends now (or at the week's end, if over) and every shop's statement is kept as it is; what comes after counts in the next week. 409 WEEK_CLOSED, or EARLIER_WEEK_OPEN while the week before is open",
        params: weekParamsSchema,
        response: { 200: successSchema(statementWeeksSchema.items), ...errorResponses },
      },
    },
    async (request) => {
      const { errors, values } = weekStartRules(request.params.weekStart, today());
      assertValid(errors);
      return ok(toStatementWeek(await closeWeek(app.db, values.weekStart, request.user.sub, app.clock())));
    },
  );
};
