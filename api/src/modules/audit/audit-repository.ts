import { sql, type SQL } from 'drizzle-orm';
import { type Db, queryRows, whereAll } from '../../db/client';
import { type CappedCount, countUpTo } from '../../http/capped-count';
import type { AUDIT_ACTIONS, AUDIT_ENTITIES } from './audit-schemas';

/** The Activity screen's filters (issue 18); null: any. */
export interface AuditFilters {
  actorId: number | null;
  entity: string | null;
  entityId: number | null;
  action: string | null;
  start: Date | null;
  end: Date | null;
}

export interface AuditRow {
  id: number;
  at: Date;
  actorId: number | null;
  actorName: string | null;
  action: (typeof AUDIT_ACTIONS)[number];
  entity: (typeof AUDIT_ENTITIES)[number];
  entityId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  requestId: string | null;
  clientAddress: string | null;
}

function auditConditions(filters: AuditFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.actorId !== null) conditions.push(sql`actor_id = ${filters.actorId}`);
  if (filters.entity !== null) conditions.push(sql`entity = ${filters.entity}`);
  if (filters.entityId !== null) conditions.push(sql`entity_id = ${filters.entityId}`);
  if (filters.action !== null) conditions.push(sql`action = ${filters.action}`);
  if (filters.start) conditions.push(sql`at >= ${filters.start.toISOString()}`);
  if (filters.end) conditions.push(sql`at < ${filters.end.toISOString()}`);
  return conditions;
}

/** The audit log's reads. Its writes are the database's (migration 0014), in each write's transaction. */
export function auditRepository(db: Db) {
  return {
    /** Newest first (ids follow commits closely enough for a log read by people); keyset by `afterId`. */
    listWindow(filters: AuditFilters, { afterId, offset, take }: { afterId: number | null; offset: number; take: number }): Promise<AuditRow[]> {
      const conditions = [...auditConditions(filters), ...(afterId === null ? [] : [sql`id < ${afterId}`])];
      return queryRows<AuditRow>(
        db,
        sql`SELECT id::float8 AS id, at, actor_id AS "actorId", actor_name AS "actorName", action, entity, entity_id AS "entityId",
                   before, after, request_id AS "requestId", client_address AS "clientAddress"
            FROM audit_log ${whereAll(conditions)} ORDER BY id DESC LIMIT ${take} OFFSET ${offset}`,
      );
    },

    /** The matching entries, counted up to the cap: the log only grows, Load More follows the cursor. */
    count(filters: AuditFilters): Promise<CappedCount> {
      return countUpTo(db, sql`SELECT 1 FROM audit_log ${whereAll(auditConditions(filters))}`);
    },
  };
}
