import { assertValid } from '../../http/errors';
import { readDayRange } from '../../http/kuwait-days';
import { listPage, readPaging } from '../../http/paging';
import { ok } from '../../http/reply';
import { errorResponses, pageSchema } from '../../http/schemas';
import type { RoutesPlugin } from '../../http/type-provider';
import { type AuditRow, auditRepository } from './audit-repository';
import { type AuditEntry, auditEntrySchema, auditQuerySchema } from './audit-schemas';

/** The Activity screen pages by 20: entries are short rows that expand. */
export const AUDIT_PAGE_SIZE = 20;

const toEntry = ({ actorId, actorName, ...row }: AuditRow): AuditEntry => ({
  ...row,
  actor: actorId === null && actorName === null ? null : { id: actorId, name: actorName ?? '' },
});

/**
 * GET /api/audit (issue 18, owners): the audit log newest first, filtered by actor, entity (and one
 * row of it: a page's History panel), action and Kuwait days; Load More by `after`.
 */
export const auditRoutes: RoutesPlugin = async (app) => {
  const repo = auditRepository(app.db);

  app.get(
    '/audit',
    {
      schema: {
        tags: ['audit'],
        summary: 'Who changed what: the audit log, newest first; actorId, entity, entityId, action, from and to (Kuwait days) narrow it',
        querystring: auditQuerySchema,
        response: { 200: pageSchema(auditEntrySchema), ...errorResponses },
      },
    },
    async (request) => {
      const { query } = request;
      const errors: Record<string, string> = {};
      const { start, end } = readDayRange(query, errors);
      assertValid(errors);
      const filters = {
        actorId: query.actorId ?? null,
        entity: query.entity ?? null,
        entityId: query.entityId ?? null,
        action: query.action ?? null,
        start,
        end,
      };
      let capped = false;
      const page = await listPage(
        readPaging(query, AUDIT_PAGE_SIZE),
        (window) => repo.listWindow(filters, window),
        async () => {
          const counted = await repo.count(filters);
          capped = counted.totalCapped;
          return counted.total;
        },
      );
      return ok({ ...page, totalCapped: capped, items: page.items.map(toEntry) });
    },
  );
};
