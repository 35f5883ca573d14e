import type { Complaint, ComplaintDetail } from '../common/complaints-api';

// The complaints' tests share these: complaints as our API answers them, timed from now (the list and page say
// "3 hr" old and "Due in 1 hr" or "Overdue by 1 hr" against the real clock).

const MINUTE = 60_000;
/** An instant `minutes` from now (half a minute more, so a test's few seconds never change the minutes shown). */
export const fromNow = (minutes: number) => new Date(Date.now() + minutes * MINUTE + Math.sign(minutes) * 30_000).toISOString();

export function makeComplaint(id: number, fields: Partial<Complaint> = {}): Complaint {
  return {
    id,
    order: { id: 70, status: 'DELIVERED', totalAmount: 9.75, createdAt: '2026-03-05T09:00:00.000Z', shop: { id: 1, name: 'Jabriya Fresh', name_ar: 'جابرية فريش' } },
    customer: { id: 7, name: 'Mona Al-Ali', phone: '+96550001234' },
    category: 'missing_item',
    description: 'The labneh was not in the bag',
    status: 'open',
    assignee: null,
    createdBy: { id: 3, name: 'Fatima Al-Sabah' },
    createdAt: fromNow(-180),
    dueAt: fromNow(60),
    overdue: false,
    resolution: null,
    notes: 0,
    ...fields,
  };
}

export const detailOf = (complaint: Complaint, thread: ComplaintDetail['thread'] = []): ComplaintDetail => ({ complaint, thread });
