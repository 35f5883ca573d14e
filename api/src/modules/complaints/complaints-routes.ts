import { guardRowsByShop, shopScope } from '../../auth/shop-scope';
import { assertValid, badRequest, conflict, notFound } from '../../http/errors';
import { readPageAndLimit } from '../../http/paging';
import { ok } from '../../http/reply';
import { errorResponses, idParamsSchema, pageSchema, successSchema } from '../../http/schemas';
import { decodeSortCursor, encodeSortCursor } from '../../http/sorted-paging';
import type { RoutesPlugin } from '../../http/type-provider';
import { ledgerRepository } from '../ledger/ledger-repository';
import { toRefundView } from '../ledger/ledger-view';
import { staffMayActOnOrder } from '../orders/order-claim-service';
import { ordersRepository } from '../orders/orders-repository';
import { toComplaint, toComplaintDetail, toComplaintNote } from './complaint-view';
import { type ComplaintRow, type ComplaintWindow, complaintsRepository } from './complaints-repository';
import { ASSIGNEE_RULE, assigneeFilterRules, complaintNoteRules, complaintResolveRules, complaintRules, dueAt, REFUND_RULE, reopenedNote } from './complaints-rules';
import {
  complaintAssignBodySchema,
  complaintBodySchema,
  complaintDetailSchema,
  complaintNoteBodySchema,
  complaintNoteSchema,
  complaintResolveBodySchema,
  complaintSchema,
  complaintsQuerySchema,
} from './complaints-schemas';

/** The complaints list pages by 20. */
export const COMPLAINTS_PAGE_SIZE = 20;
export const COMPLAINT_NOT_FOUND = 'Complaint not found';

/** A cursor's time: the sort time as PostgreSQL writes it (never a value that would fail its cast). */
const CURSOR_TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d){0,2}$/;

/** `after` of the list: the last row's sort time (exact to the microsecond) and id. */
function readComplaintCursor(after: string): ComplaintWindow['after'] {
  const { value, id } = decodeSortCursor(after);
  if (typeof value !== 'string' || !CURSOR_TIME.test(value)) throw badRequest({ after: 'Invalid cursor' });
  return { at: value, id };
}

/**
 * decisions/complaints.md: complaints about orders, for staff — the list (open ones the most urgent first, resolved
 * ones the last resolved first), a complaint and its thread, logging one on an order, notes, assigning, resolving
 * (a refund names one of the order's refunds, made through the ledger) and reopening. `complaints.read` to see,
 * `complaints.act` to change, each write audited in the request's transaction; shop staff see and work their shops'
 * orders' complaints only (another shop's is not found). A complaint's status is not the order's: no order step.
 */
export const complaintsRoutes: RoutesPlugin = async (app) => {
  const repo = complaintsRepository(app.db);
  const ledger = ledgerRepository(app.db);
  const orders = ordersRepository(app.db);
  guardRowsByShop(app, { path: '/api/orders/:id', shopOf: (id) => orders.shopIdOf(id), message: (id) => `Order #${id} was not found` });
  guardRowsByShop(app, { path: '/api/complaints/:id', shopOf: (id) => repo.shopOf(id), message: COMPLAINT_NOT_FOUND });

  /** The refunds the rows were resolved with, by id, as the ledger answers them. */
  const refundsOf = async (rows: ComplaintRow[]) => {
    const resolved = rows.filter((row) => row.refundId !== null);
    const refunds = await ledger.refunds([...new Set(resolved.map((row) => row.orderId))]);
    return (id: number | null) => {
      const refund = id === null ? undefined : refunds.find((row) => row.id === id);
      return refund ? toRefundView(refund) : null;
    };
  };

  /** A complaint and its thread as they are now (in the request's transaction after a write); 404 for none. */
  const detailOf = async (id: number) => {
    const row = await repo.find(id);
    if (!row) throw notFound(COMPLAINT_NOT_FOUND);
    const refund = await refundsOf([row]);
    return toComplaintDetail(row, refund(row.refundId), await repo.notes(id), app.clock());
  };

  /** Locks the complaint for a change; 404 for none. */
  const locked = async (id: number) => {
    const complaint = await repo.lock(id);
    if (!complaint) throw notFound(COMPLAINT_NOT_FOUND);
    return complaint;
  };

  app.get(
    '/complaints',
    {
      config: { permission: 'complaints.read' },
      schema: {
        tags: ['complaints'],
        summary:
          "Complaints (decisions/complaints.md): open ones the most urgent first (dueAt ascending), resolved ones the last resolved first; by category, assignee (me, none or an id), overdue, order; keyset paged. Shop staff: their shops' orders' only",
        querystring: complaintsQuerySchema,
        response: { 200: pageSchema(complaintSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { query } = request;
      const { page, limit } = readPageAndLimit(query, COMPLAINTS_PAGE_SIZE);
      const after = query.after ? readComplaintCursor(query.after) : null;
      const { errors, values } = assigneeFilterRules(query.assignee, request.user.sub);
      assertValid(errors);
      const now = app.clock();
      const filters = {
        status: query.status ?? 'open',
        category: query.category ?? null,
        assignee: values.assignee,
        overdueAt: query.overdue ? now : null,
        orderId: query.orderId ?? null,
        shopIds: shopScope(request),
      };
      const window = { after, offset: after ? 0 : (page - 1) * limit, take: limit + 1 };
      const [rows, total] = await Promise.all([repo.page(filters, window), repo.count(filters)]);
      const pageRows = rows.slice(0, limit);
      const refund = await refundsOf(pageRows);
      const last = pageRows[pageRows.length - 1];
      return ok({
        items: pageRows.map((row) => toComplaint(row, refund(row.refundId), now)),
        total,
        page,
        pages: Math.max(1, Math.ceil(total / limit)),
        limit,
        nextCursor: rows.length > limit && last ? encodeSortCursor({ value: last.sortKey, id: last.id }) : null,
      });
    },
  );

  app.get(
    '/complaints/:id',
    {
      config: { permission: 'complaints.read' },
      schema: {
        tags: ['complaints'],
        summary: 'A complaint and its thread, oldest first',
        params: idParamsSchema,
        response: { 200: successSchema(complaintDetailSchema), ...errorResponses },
      },
    },
    async (request) => ok(await detailOf(request.params.id)),
  );

  app.post(
    '/orders/:id/complaints',
    {
      config: { permission: 'complaints.act' },
      schema: {
        tags: ['complaints'],
        summary: "Log a complaint about an order: its category (whose target sets dueAt) and a description (10–2000 characters). An order may have any number",
        params: idParamsSchema,
        body: complaintBodySchema,
        response: { 201: successSchema(complaintDetailSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const orderId = request.params.id;
      const { errors, values } = complaintRules(request.body);
      assertValid(errors);
      const createdAt = app.clock();
      const id = await repo.create(orderId, { ...values, createdBy: request.user.sub, createdAt, dueAt: dueAt(values.category, createdAt) });
      if (id === null) throw notFound(`Order #${orderId} was not found`);
      reply.status(201);
      return ok(await detailOf(id));
    },
  );

  app.post(
    '/complaints/:id/notes',
    {
      config: { permission: 'complaints.act' },
      schema: {
        tags: ['complaints'],
        summary: "Add a note to a complaint's thread (1–2000 characters), with its author and time",
        params: idParamsSchema,
        body: complaintNoteBodySchema,
        response: { 201: successSchema(complaintNoteSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { errors, values } = complaintNoteRules(request.body);
      assertValid(errors);
      await locked(request.params.id);
      const note = await repo.addNote(request.params.id, request.user.sub, values.text);
      reply.status(201);
      return ok(toComplaintNote(note));
    },
  );

  app.post(
    '/complaints/:id/assign',
    {
      config: { permission: 'complaints.act' },
      schema: {
        tags: ['complaints'],
        summary: "Give a complaint to a member of staff who may act on its order's complaints (shop staff: of that shop), or to nobody (null)",
        params: idParamsSchema,
        body: complaintAssignBodySchema,
        response: { 200: successSchema(complaintDetailSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { userId } = request.body;
      const complaint = await locked(id);
      // The orders' assignment's check, with this module's permission.
      if (userId !== null && !(await staffMayActOnOrder(app.db, complaint.orderId, userId, 'complaints.act'))) throw badRequest({ userId: ASSIGNEE_RULE });
      await repo.assign(id, userId);
      return ok(await detailOf(id));
    },
  );

  app.post(
    '/complaints/:id/resolve',
    {
      config: { permission: 'complaints.act' },
      schema: {
        tags: ['complaints'],
        summary:
          "Resolve a complaint: how (refund — naming one of the order's refunds, not failed, made first through POST orders/{id}/refunds —, replacement, apology, no action) and a note (3–1000). 409 COMPLAINT_RESOLVED",
        params: idParamsSchema,
        body: complaintResolveBodySchema,
        response: { 200: successSchema(complaintDetailSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { errors, values } = complaintResolveRules(request.body);
      assertValid(errors);
      const complaint = await locked(id);
      if (complaint.status === 'resolved') throw conflict('This complaint is already resolved', 'COMPLAINT_RESOLVED');
      if (values.refundId !== null) {
        const refund = await ledger.findRefund(values.refundId);
        if (!refund || refund.orderId !== complaint.orderId || refund.status === 'failed') throw badRequest({ refundId: REFUND_RULE });
      }
      await repo.resolve(id, { ...values, by: request.user.sub, at: app.clock() });
      return ok(await detailOf(id));
    },
  );

  app.post(
    '/complaints/:id/reopen',
    {
      config: { permission: 'complaints.act' },
      schema: {
        tags: ['complaints'],
        summary: 'Open a resolved complaint again: its resolution is cleared, and a note in its thread says who reopened it and how it had been resolved. 409 COMPLAINT_OPEN',
        params: idParamsSchema,
        response: { 200: successSchema(complaintDetailSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const complaint = await locked(id);
      if (complaint.status === 'open' || complaint.resolutionKind === null) throw conflict('This complaint is open', 'COMPLAINT_OPEN');
      const userId = request.user.sub;
      await repo.reopen(id);
      await repo.addNote(id, userId, reopenedNote(await repo.nameOf(userId), { kind: complaint.resolutionKind, note: complaint.resolutionNote ?? '' }));
      return ok(await detailOf(id));
    },
  );
};
