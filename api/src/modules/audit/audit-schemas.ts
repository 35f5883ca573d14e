import { listQuerySchema } from '../../http/paging';
import type { Answer, Input } from '../../http/type-provider';

// JSON schemas of the audit log (decisions/roles-and-audit.md): who did what, when, from where, and what changed.

/** The audited entities: the triggers' names (migration 0014). */
export const AUDIT_ENTITIES = ['user', 'shop', 'category', 'product', 'order', 'governorate', 'area', 'block', 'shop_hours', 'availability_override', 'saved_view', 'order_note', 'desk_settings', 'refund', 'shop_coverage', 'delivery_defaults', 'shop_slots', 'driver_profile', 'driver_shift', 'delivery', 'customer_note', 'complaint', 'complaint_note', 'message_template', 'customer_message', 'staff_invite', 'job', 'commission_rate', 'statement_week', 'settlement_import', 'settlement_line', 'promotion'] as const;
/** What an entry records: row changes, an order's status, a user's role or shops, sign-in. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'status', 'role', 'shops', 'sign-in', 'sign-in-failed'] as const;

const fields = { type: ['object', 'null'], additionalProperties: true } as const;

export const auditEntrySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    at: { type: 'string', format: 'date-time' },
    actor: { type: ['object', 'null'], properties: { id: { type: ['integer', 'null'] }, name: { type: 'string' } }, required: ['id', 'name'] },
    action: { type: 'string', enum: AUDIT_ACTIONS },
    entity: { type: 'string', enum: AUDIT_ENTITIES },
    entityId: { type: ['integer', 'null'] },
    before: { ...fields, description: 'The fields as they were (the changed ones for an update; the whole row for a delete)' },
    after: { ...fields, description: 'The fields as they became (the changed ones for an update; the whole row for a create)' },
    requestId: { type: ['string', 'null'] },
    clientAddress: { type: ['string', 'null'] },
    entityName: { type: ['string', 'null'], description: "The record's name (now, or as it was when deleted); null where it has none (an order)" },
    entityNameAr: { type: ['string', 'null'], description: 'Its Arabic name, where it has one' },
  },
  required: ['id', 'at', 'actor', 'action', 'entity', 'entityId', 'before', 'after', 'requestId', 'clientAddress', 'entityName', 'entityNameAr'],
} as const;
export type AuditEntry = Answer<typeof auditEntrySchema>;

/** GET /audit/export (decisions/reports-and-bulk.md): the log's filters, without paging. */
export const auditExportQuerySchema = {
  type: 'object',
  properties: {
    actorId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    entity: { type: 'string', enum: AUDIT_ENTITIES },
    entityId: { type: 'integer', minimum: 1, maximum: 2147483647, description: "One row's entries: its History panel" },
    action: { type: 'string', enum: AUDIT_ACTIONS },
    from: { type: 'string', maxLength: 10, description: 'On or after this Kuwait day, YYYY-MM-DD' },
    to: { type: 'string', maxLength: 10, description: 'On or before this Kuwait day, YYYY-MM-DD' },
    hideSignIns: { type: 'boolean', description: 'Leave out sign-ins and failed sign-ins' },
  },
} as const;

export const auditQuerySchema = {
  ...listQuerySchema,
  properties: { ...listQuerySchema.properties, ...auditExportQuerySchema.properties },
} as const;
export type AuditQuery = Input<typeof auditQuerySchema>;
export type AuditFiltersQuery = Input<typeof auditExportQuerySchema>;
