import type { RefundAnswer } from '../ledger/ledger-schemas';
import type { ComplaintNoteRow, ComplaintRow } from './complaints-repository';
import type { ComplaintAnswer, ComplaintDetailAnswer } from './complaints-schemas';

// decisions/complaints.md: a complaint as the list and its page answer it, from the repository's rows. `overdue` is
// read against the API's clock (app.clock()), as the list's overdue filter is.

export const toComplaintNote = (row: ComplaintNoteRow) => ({ id: row.id, text: row.text, author: { id: row.authorId, name: row.authorName }, createdAt: row.createdAt });

/** `refund`: the refund it was resolved with (kind refund), as the ledger answers it. */
export function toComplaint(row: ComplaintRow, refund: RefundAnswer | null, now: Date): ComplaintAnswer {
  return {
    id: row.id,
    order: {
      id: row.orderId,
      status: row.orderStatus,
      totalAmount: Number(row.orderTotal),
      createdAt: row.orderCreatedAt,
      shop: row.shopId === null ? null : { id: row.shopId, name: row.shopName ?? '', name_ar: row.shopNameAr ?? '' },
    },
    customer: row.customerId === null ? null : { id: row.customerId, name: row.customerName ?? '', phone: row.customerPhone },
    category: row.category,
    description: row.description,
    status: row.status,
    assignee: row.assigneeId === null ? null : { id: row.assigneeId, name: row.assigneeName ?? 'Unknown' },
    createdBy: { id: row.createdById, name: row.createdByName },
    createdAt: row.createdAt,
    dueAt: row.dueAt,
    overdue: row.status === 'open' && row.dueAt.getTime() < now.getTime(),
    resolution:
      row.status === 'resolved' && row.resolutionKind !== null && row.resolvedAt !== null
        ? { kind: row.resolutionKind, note: row.resolutionNote ?? '', refund, by: { id: row.resolvedById, name: row.resolvedByName }, at: row.resolvedAt }
        : null,
    notes: row.notes,
  };
}

export const toComplaintDetail = (row: ComplaintRow, refund: RefundAnswer | null, thread: ComplaintNoteRow[], now: Date): ComplaintDetailAnswer => ({
  complaint: toComplaint(row, refund, now),
  thread: thread.map(toComplaintNote),
});
