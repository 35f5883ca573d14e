import { sql, type SQL } from 'drizzle-orm';
import { type Db, queryRows, whereAll } from '../../db/client';
import type { Language } from './messages-rules';
import { MESSAGE_KINDS, type MessageKind, type MessageProviderName, type MessageStatus } from './messages-schemas';

// decisions/customer-messages.md: the SQL of templates and of the outbox. A message is inserted once per event
// (ON CONFLICT on event_key does nothing); the worker's writes are single statements conditional on the status, so a
// late or repeated try never undoes a `sent`.

export interface TemplateRow {
  kind: MessageKind;
  bodyEn: string;
  bodyAr: string;
  enabled: boolean;
  updatedById: number | null;
  updatedByName: string | null;
  updatedAt: Date | null;
}

export interface MessageRow {
  id: number;
  kind: MessageKind;
  orderId: number;
  customerId: number | null;
  customerName: string | null;
  /** The account was erased (anonymised): it is no one any longer. */
  customerErased: boolean;
  toPhone: string;
  language: Language;
  body: string;
  provider: MessageProviderName;
  status: MessageStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date | null;
  createdAt: Date;
  sentAt: Date | null;
  failedAt: Date | null;
  providerMessageId: string | null;
}

export interface MessageFilters {
  status: MessageStatus | null;
  kind: MessageKind | null;
  orderId: number | null;
  customerId: number | null;
}

/** What a message is rendered from: its order, customer (with phone and language), shop and driver. */
export interface OrderContextRow {
  orderId: number;
  customerId: number;
  customerName: string;
  phone: string | null;
  language: Language;
  totalFils: number;
  shopName: string;
  shopNameAr: string;
  driverName: string;
}

const templatesWhere = (where: SQL) => sql`
  SELECT t.kind, t.body_en AS "bodyEn", t.body_ar AS "bodyAr", t.enabled, t.updated_by AS "updatedById", u.name AS "updatedByName", t.updated_at AS "updatedAt"
  FROM message_templates t LEFT JOIN users u ON u.id = t.updated_by WHERE ${where}`;

const messagesWhere = (where: SQL, tail: SQL = sql``) => sql`
  SELECT m.id, m.kind, m.order_id AS "orderId", m.customer_id AS "customerId", u.name AS "customerName",
         (u.anonymised_at IS NOT NULL) AS "customerErased", m.to_phone AS "toPhone", m.language, m.body, m.provider, m.status,
         m.attempts, m.last_error AS "lastError", m.next_attempt_at AS "nextAttemptAt", m.created_at AS "createdAt",
         m.sent_at AS "sentAt", m.failed_at AS "failedAt", m.provider_message_id AS "providerMessageId"
  FROM customer_messages m LEFT JOIN users u ON u.id = m.customer_id
  ${where} ORDER BY m.id DESC ${tail}`;

function filterConditions(filters: MessageFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(sql`m.status = ${filters.status}`);
  if (filters.kind) conditions.push(sql`m.kind = ${filters.kind}`);
  if (filters.orderId !== null) conditions.push(sql`m.order_id = ${filters.orderId}`);
  if (filters.customerId !== null) conditions.push(sql`m.customer_id = ${filters.customerId}`);
  return conditions;
}

export function messagesRepository(db: Db) {
  return {
    /** Every template, in MESSAGE_KINDS' order. */
    async templates(): Promise<TemplateRow[]> {
      const rows = await queryRows<TemplateRow>(db, templatesWhere(sql`true`));
      return MESSAGE_KINDS.flatMap((kind) => rows.filter((row) => row.kind === kind));
    },

    async template(kind: MessageKind): Promise<TemplateRow | null> {
      const [row] = await queryRows<TemplateRow>(db, templatesWhere(sql`t.kind = ${kind}`));
      return row ?? null;
    },

    async saveTemplate(kind: MessageKind, values: { bodyEn: string; bodyAr: string; enabled: boolean; by: number }): Promise<boolean> {
      const rows = await queryRows<{ kind: string }>(
        db,
        sql`UPDATE message_templates SET body_en = ${values.bodyEn}, body_ar = ${values.bodyAr}, enabled = ${values.enabled},
                   updated_by = ${values.by}, updated_at = now()
            WHERE kind = ${kind} RETURNING kind`,
      );
      return rows.length > 0;
    },

    /** A page of the outbox, newest first: after the keyset id, or at an offset. */
    page(filters: MessageFilters, { afterId, offset, take }: { afterId: number | null; offset: number; take: number }): Promise<MessageRow[]> {
      const conditions = filterConditions(filters);
      if (afterId !== null) conditions.push(sql`m.id < ${afterId}`);
      return queryRows<MessageRow>(db, messagesWhere(whereAll(conditions), sql`LIMIT ${take} OFFSET ${offset}`));
    },

    async count(filters: MessageFilters): Promise<number> {
      const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM customer_messages m ${whereAll(filterConditions(filters))}`);
      return row.n;
    },

    async counts(): Promise<Record<MessageStatus, number>> {
      const rows = await queryRows<{ status: MessageStatus; n: number }>(db, sql`SELECT status, count(*)::int AS n FROM customer_messages GROUP BY status`);
      const n = (status: MessageStatus) => rows.find((row) => row.status === status)?.n ?? 0;
      return { queued: n('queued'), sent: n('sent'), failed: n('failed') };
    },

    async find(id: number): Promise<MessageRow | null> {
      const [row] = await queryRows<MessageRow>(db, messagesWhere(sql`WHERE m.id = ${id}`));
      return row ?? null;
    },

    /** A failed message queued again (attempts kept); false when it is not failed (or there is none). */
    async requeue(id: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`UPDATE customer_messages SET status = 'queued', failed_at = NULL, next_attempt_at = NULL
            WHERE id = ${id} AND status = 'failed' RETURNING id`,
      );
      return rows.length > 0;
    },

    /** The order a message is about, its customer, shop and live delivery's driver: what a template's values come from. */
    async orderContext(orderId: number): Promise<OrderContextRow | null> {
      const [row] = await queryRows<OrderContextRow>(
        db,
        sql`SELECT o.id AS "orderId", u.id AS "customerId", u.name AS "customerName", u.phone, u.language,
                   round(o.total_amount * 1000)::int AS "totalFils", coalesce(s.name, '') AS "shopName", coalesce(nullif(s.name_ar, ''), s.name, '') AS "shopNameAr",
                   coalesce(dr.name, d.courier_driver_name, d.courier_company, '') AS "driverName"
            FROM orders o
            JOIN users u ON u.id = o.user_id AND u.anonymised_at IS NULL
            LEFT JOIN shops s ON s.id = o.shop_id
            LEFT JOIN deliveries d ON d.order_id = o.id AND d.live
            LEFT JOIN users dr ON dr.id = d.driver_id
            WHERE o.id = ${orderId}`,
      );
      return row ?? null;
    },

    /** The outbox's row for one event, unless that event was told already: its id, or null. */
    async insertOnce(message: { kind: MessageKind; orderId: number; customerId: number; eventKey: string; toPhone: string; language: Language; body: string; provider: MessageProviderName }): Promise<number | null> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO customer_messages (kind, order_id, customer_id, event_key, to_phone, language, body, provider)
            VALUES (${message.kind}, ${message.orderId}, ${message.customerId}, ${message.eventKey}, ${message.toPhone}, ${message.language}, ${message.body}, ${message.provider})
            ON CONFLICT (event_key) DO NOTHING RETURNING id`,
      );
      return row?.id ?? null;
    },

    /** The provider took it: sent, with its id, one more attempt — only while it is not sent already. */
    async markSent(id: number, values: { provider: MessageProviderName; providerMessageId: string }): Promise<void> {
      await db.execute(sql`UPDATE customer_messages
                           SET status = 'sent', sent_at = now(), provider_message_id = ${values.providerMessageId}, provider = ${values.provider},
                               attempts = attempts + 1, last_error = NULL, next_attempt_at = NULL, failed_at = NULL
                           WHERE id = ${id} AND status <> 'sent'`);
    },

    /** A try failed: one more attempt and why; `gaveUp`: it is failed (a dead letter), else queued for `nextAttemptAt`. */
    async markAttemptFailed(id: number, values: { provider: MessageProviderName; error: string; nextAttemptAt: Date | null; gaveUp: boolean }): Promise<void> {
      await db.execute(sql`UPDATE customer_messages
                           SET attempts = attempts + 1, last_error = ${values.error.slice(0, 500)}, provider = ${values.provider},
                               next_attempt_at = ${values.gaveUp || !values.nextAttemptAt ? null : values.nextAttemptAt.toISOString()}::timestamptz,
                               status = ${values.gaveUp ? 'failed' : 'queued'}, failed_at = ${values.gaveUp ? sql`now()` : sql`NULL`}
                           WHERE id = ${id} AND status = 'queued'`);
    },

    /** A message that can no longer go (its customer erased meanwhile): failed without asking anyone. */
    async markUndeliverable(id: number, reason: string): Promise<void> {
      await db.execute(sql`UPDATE customer_messages SET status = 'failed', failed_at = now(), last_error = ${reason}, next_attempt_at = NULL
                           WHERE id = ${id} AND status = 'queued'`);
    },

    /** decisions/customers.md: an erased customer's messages keep their kind, order, status and times; no number, no text. */
    async forgetCustomer(customerId: number): Promise<void> {
      await db.execute(sql`UPDATE customer_messages SET to_phone = '', body = '' WHERE customer_id = ${customerId}`);
    },

    /** decisions/roles-and-audit.md: a staff action on a message written in the request's audit log (the outbox has no trigger: the worker's writes are not staff's). */
    async audit(id: number, action: string, before: object, after: object): Promise<void> {
      await db.execute(sql`SELECT dukkan_audit_record('customer_message', ${id}, ${action}, ${JSON.stringify(before)}::jsonb, ${JSON.stringify(after)}::jsonb)`);
    },
  };
}
