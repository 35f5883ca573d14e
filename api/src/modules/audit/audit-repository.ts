import { sql, type SQL } from 'drizzle-orm';
import { type Db, queryRows, whereAll } from '../../db/client';
import { type CappedCount, countUpTo } from '../../http/capped-count';
import type { AUDIT_ACTIONS, AUDIT_ENTITIES } from './audit-schemas';

/** The Activity screen's filters (decisions/roles-and-audit.md); null: any. */
export interface AuditFilters {
  actorId: number | null;
  entity: string | null;
  entityId: number | null;
  action: string | null;
  start: Date | null;
  end: Date | null;
  /** Leave out sign-ins and failed sign-ins (the Activity screen's default: they drown the changes). */
  hideSignIns: boolean;
}

export interface AuditRow {
  id: number;
  /** ISO 8601 in UTC, written by the database (the OpenAPI document's date-time). */
  at: string;
  actorId: number | null;
  actorName: string | null;
  action: (typeof AUDIT_ACTIONS)[number];
  entity: (typeof AUDIT_ENTITIES)[number];
  entityId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  requestId: string | null;
  clientAddress: string | null;
  /** What the record is called (its name now, else as it was written: a deleted row's); null for orders. */
  entityName: string | null;
  entityNameAr: string | null;
}

function auditConditions(filters: AuditFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.actorId !== null) conditions.push(sql`actor_id = ${filters.actorId}`);
  if (filters.entity !== null) conditions.push(sql`entity = ${filters.entity}`);
  if (filters.entityId !== null) conditions.push(sql`entity_id = ${filters.entityId}`);
  if (filters.action !== null) conditions.push(sql`action = ${filters.action}`);
  if (filters.start) conditions.push(sql`at >= ${filters.start.toISOString()}`);
  if (filters.end) conditions.push(sql`at < ${filters.end.toISOString()}`);
  if (filters.hideSignIns) conditions.push(sql`action NOT IN ('sign-in', 'sign-in-failed')`);
  return conditions;
}

/** The audit log's reads. Its writes are the database's (migration 0014), in each write's transaction. */
export function auditRepository(db: Db) {
  return {
    /** Newest first (ids follow commits closely enough for a log read by people); keyset by `afterId`. */
    listWindow(filters: AuditFilters, { afterId, offset, take }: { afterId: number | null; offset: number; take: number }): Promise<AuditRow[]> {
      const conditions = [...auditConditions(filters), ...(afterId === null ? [] : [sql`id < ${afterId}`])];
      // The page first, then each entry's record named: its row's name now, else the name the entry
      // itself kept (a deleted row's); an hours row or a special date is named by its shop or reason.
      return queryRows<AuditRow>(
        db,
        sql`SELECT a.id::float8 AS id, to_char(a.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
                   a.actor_id AS "actorId", a.actor_name AS "actorName", a.action, a.entity, a.entity_id AS "entityId",
                   a.before, a.after, a.request_id AS "requestId", a.client_address AS "clientAddress",
                   COALESCE(named.name, a.after->>'name', a.before->>'name', a.after->>'reason', a.before->>'reason', a.after->>'email') AS "entityName",
                   NULLIF(COALESCE(named.name_ar, a.after->>'name_ar', a.before->>'name_ar', a.after->>'reason_ar', a.before->>'reason_ar'), '') AS "entityNameAr"
            FROM (SELECT * FROM audit_log ${whereAll(conditions)} ORDER BY id DESC LIMIT ${take} OFFSET ${offset}) a
            LEFT JOIN LATERAL (
              SELECT name, name_ar FROM shops WHERE a.entity = 'shop' AND id = a.entity_id
              UNION ALL SELECT name, name_ar FROM categories WHERE a.entity = 'category' AND id = a.entity_id
              UNION ALL SELECT name, name_ar FROM products WHERE a.entity = 'product' AND id = a.entity_id
              UNION ALL SELECT name, name_ar FROM governorates WHERE a.entity = 'governorate' AND id = a.entity_id
              UNION ALL SELECT name, name_ar FROM areas WHERE a.entity = 'area' AND id = a.entity_id
              UNION ALL SELECT name, name_ar FROM blocks WHERE a.entity = 'block' AND id = a.entity_id
              UNION ALL SELECT name, NULL FROM users WHERE a.entity = 'user' AND id = a.entity_id
              UNION ALL SELECT name, NULL FROM saved_views WHERE a.entity = 'saved_view' AND id = a.entity_id
              UNION ALL SELECT s.name, s.name_ar FROM shop_hours h JOIN shops s ON s.id = h.shop_id WHERE a.entity = 'shop_hours' AND h.id = a.entity_id
              UNION ALL SELECT reason, reason_ar FROM availability_overrides WHERE a.entity = 'availability_override' AND id = a.entity_id
              LIMIT 1
            ) named ON true
            ORDER BY a.id DESC`,
      );
    },

    /** The matching entries, counted up to the cap: the log only grows, Load More follows the cursor. */
    count(filters: AuditFilters): Promise<CappedCount> {
      return countUpTo(db, sql`SELECT 1 FROM audit_log ${whereAll(auditConditions(filters))}`);
    },
  };
}
