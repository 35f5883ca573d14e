import { assertValid } from '../../http/errors';
import { readDayRange } from '../../kuwait/kuwait-days';
import { listPage, readPaging } from '../../http/paging';
import { ok } from '../../http/reply';
import { errorResponses, pageSchema } from '../../http/schemas';
import type { RoutesPlugin } from '../../http/type-provider';
import { type AuditFilters, type AuditRow, auditRepository } from './audit-repository';
import { AUDIT_CSV_COLUMNS } from './audit-csv';
import { csvResponseSchema, exportFileName, keysetBatches, sendCsv } from '../../http/csv-export';
import { type AuditEntry, auditEntrySchema, auditExportQuerySchema, type AuditFiltersQuery, auditQuerySchema } from './audit-schemas';

/** The Activity screen pages by 20: entries are short rows that expand. */
export const AUDIT_PAGE_SIZE = 20;

const toEntry = ({ actorId, actorName, ...row }: AuditRow): AuditEntry => ({
  ...row,
  actor: actorId === null && actorName === null ? null : { id: actorId, name: actorName ?? '' },
});

/**
 * GET /api/audit (decisions/roles-and-audit.md, owners): the audit log newest first, filtered by actor, entity (and one
 * row of it: a page's History panel), action and Kuwait days; Load More by `after`.
 */
export const auditRoutes: RoutesPlugin = async (app) => {
  const repo = auditRepository(app.db);

  /** The log's filters from the query; a wrong day is a 400 naming its field. */
  const readAuditFilters = (query: AuditFiltersQuery): AuditFilters => {
    const errors: Record<string, string> = {};
    const { start, end } = readDayRange(query, errors);
    assertValid(errors);
    return { actorId: query.actorId ?? null, entity: query.entity ?? null, entityId: query.entityId ?? null, action: query.action ?? null, start, end, hideSignIns: query.hideSignIns ?? false };
  };

  // decisions/reports-and-bulk.md's export of what the Activity screen's filters show (decisions/roles-and-audit.md asked for it with the CSV work).
  app.get(
    '/audit/export',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags: ['audit'],
        summary: 'The filtered audit log, newest first, as CSV (decisions/reports-and-bulk.md): streamed, UTF-8 with a BOM, Kuwait times, before and after as JSON',
        querystring: auditExportQuerySchema,
        response: { 200: csvResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const filters = readAuditFilters(request.query);
      const batches = keysetBatches((afterId: number | null, take) => repo.listWindow(filters, { afterId, offset: 0, take }), (last) => last.id);
      return sendCsv(reply, exportFileName('activity', app.clock()), AUDIT_CSV_COLUMNS, batches);
    },
  );

  app.get(
    '/audit',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags: ['audit'],
        summary: 'Who changed what: the audit log, newest first; actorId, entity, entityId, action, from and to (Kuwait days) narrow it',
        querystring: auditQuerySchema,
        response: { 200: pageSchema(auditEntrySchema), ...errorResponses },
      },
    },
    async (request) => {
      const { query } = request;
      const filters = readAuditFilters(query);
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
