import { ok, type StubRequest } from '@dukkan/shared/test-utils';
import type { CustomerMessage } from '../common/messages-api';

// Messages to customers as our API answers them (decisions/customer-messages.md), for the unit tests.

/** A message as GET messages lists it: sent in English by WhatsApp unless told. */
export const message = (id: number, fields: Partial<CustomerMessage> = {}): CustomerMessage => ({
  id,
  kind: 'order_accepted',
  orderId: 40 + id,
  customer: { id: 7, name: 'Mona Al-Ali' },
  to: '+96550001234',
  language: 'en',
  text: `Hello Mona, your order #${40 + id} is accepted.`,
  provider: 'whatsapp',
  status: 'sent',
  attempts: 1,
  lastError: null,
  nextAttemptAt: null,
  createdAt: '2026-03-05T09:00:00.000Z',
  sentAt: '2026-03-05T09:00:05.000Z',
  failedAt: null,
  ...fields,
});

/** Our API's GET messages: newest first (as given), its filters, `limit` a page, keyset `after`. */
export function messagesServer(rows: CustomerMessage[]) {
  return (request: StubRequest) => {
    const { query } = request;
    const matching = rows.filter(
      (row) =>
        (!query.get('status') || row.status === query.get('status')) &&
        (!query.get('kind') || row.kind === query.get('kind')) &&
        (!query.get('orderId') || row.orderId === Number(query.get('orderId'))) &&
        (!query.get('customerId') || row.customer?.id === Number(query.get('customerId'))),
    );
    const limit = Number(query.get('limit'));
    const after = query.get('after');
    const start = after ? matching.findIndex((row) => `cursor-${row.id}` === after) + 1 : 0;
    const items = matching.slice(start, start + limit);
    const more = start + limit < matching.length;
    return ok({ items, total: matching.length, page: 1, pages: 1, limit, nextCursor: more ? `cursor-${items.at(-1)?.id}` : null });
  };
}
