import type { MessageRow, TemplateRow } from './messages-repository';
import { MESSAGE_VARIABLES, type CustomerMessageAnswer, type MessageTemplateAnswer } from './messages-schemas';

// decisions/customer-messages.md: a template and a message as the routes answer them, from the repository's rows.

export const toMessageTemplate = (row: TemplateRow): MessageTemplateAnswer => ({
  kind: row.kind,
  bodyEn: row.bodyEn,
  bodyAr: row.bodyAr,
  enabled: row.enabled,
  variables: [...MESSAGE_VARIABLES[row.kind]],
  updatedBy: row.updatedAt === null ? null : { id: row.updatedById, name: row.updatedByName ?? 'Unknown' },
  updatedAt: row.updatedAt,
});

export const toCustomerMessage = (row: MessageRow): CustomerMessageAnswer => ({
  id: row.id,
  kind: row.kind,
  orderId: row.orderId,
  // An erased customer is no one: their account's id stays on the row, never their name.
  customer: row.customerId === null || row.customerErased ? null : { id: row.customerId, name: row.customerName ?? '' },
  to: row.toPhone,
  language: row.language,
  text: row.body,
  provider: row.provider,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  nextAttemptAt: row.status === 'queued' ? row.nextAttemptAt : null,
  createdAt: row.createdAt,
  sentAt: row.sentAt,
  failedAt: row.failedAt,
});
