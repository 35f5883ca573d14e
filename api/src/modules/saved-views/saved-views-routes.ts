import { assertValid, HttpError, notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { deletedSchema, errorResponses, idParamsSchema, successSchema } from '../../http/schemas';
import type { RoutesPlugin } from '../../http/type-provider';
import { savedViewsRepository } from './saved-views-repository';
import { savedViewRules } from './saved-views-rules';
import { type SavedViewAnswer, savedViewBodySchema, savedViewSchema, savedViewsQuerySchema } from './saved-views-schemas';

/** Saved views (decisions/search.md): a list's filters and sort under a name, the user's own or shared with the team. Staff only. */
export const savedViewsRoutes: RoutesPlugin = async (app) => {
  const repo = savedViewsRepository(app.db);
  const tags = ['saved views'];

  app.get(
    '/views',
    {
      config: { permission: 'views.manage' },
      schema: {
        tags,
        summary: "A list's saved views: the user's own and those shared with the team, by name",
        querystring: savedViewsQuerySchema,
        response: { 200: successSchema({ type: 'array', items: savedViewSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const userId = request.user.sub;
      const rows = await repo.listFor(userId, request.query.list);
      return ok(rows.map((row): SavedViewAnswer => ({ ...row, mine: row.owner.id === userId })));
    },
  );

  app.post(
    '/views',
    {
      config: { permission: 'views.manage' },
      schema: { tags, summary: "Save a list's filters and sort under a name, for oneself or the whole team", body: savedViewBodySchema, response: { 201: successSchema(savedViewSchema), ...errorResponses } },
    },
    async (request, reply) => {
      const { errors, values } = savedViewRules(request.body);
      assertValid(errors);
      const userId = request.user.sub;
      const id = await repo.insert({ ownerId: userId, list: request.body.list, shared: request.body.shared ?? false, ...values });
      const saved = (await repo.listFor(userId, request.body.list)).find((row) => row.id === id);
      if (!saved) throw notFound('View not found');
      reply.status(201);
      return ok({ ...saved, mine: true });
    },
  );

  app.delete(
    '/views/:id',
    { config: { permission: 'views.manage' }, schema: { tags, summary: 'Delete one of your own views (a shared view is its owner’s to delete)', params: idParamsSchema, response: { 200: deletedSchema, ...errorResponses } } },
    async (request) => {
      const outcome = await repo.deleteOwn(request.user.sub, request.params.id);
      if (outcome === 'missing') throw notFound('View not found');
      if (outcome === 'not-owner') throw new HttpError(403, 'FORBIDDEN', 'Only the person who saved this view can delete it');
      return ok({ id: request.params.id });
    },
  );
};
