import { eq, type SQL, sql } from 'drizzle-orm';
import { inShopScope } from '../../auth/shop-scope';
import { type Db, queryRows } from '../../db/client';
import { complaintNotes, complaints, type OrderStatus } from '../../db/schema';
import type { ComplaintCategory, ComplaintResolution, ComplaintStatus } from './complaints-schemas';

// decisions/complaints.md: the SQL of complaints and their threads. A complaint is read with its order, shop, customer
// and the people on it in one statement; the open list pages on (due_at, id), the resolved one on (resolved_at, id)
// descending, each over its own partial index (migration 0033).

/** GET complaints' filters, read by the route; `shopIds`: a scoped account's shops (null: every shop). */
export interface ComplaintFilters {
  status: ComplaintStatus;
  category: ComplaintCategory | null;
  /** A member of staff's id, 'none' (nobody on it), or null (anyone). */
  assignee: number | 'none' | null;
  /** Only the open ones due before this time (null: no such filter). */
  overdueAt: Date | null;
  orderId: number | null;
  shopIds: number[] | null;
}

/** Where a page starts: after the last row's (sort time as PostgreSQL writes it, id), or at an offset. */
export interface ComplaintWindow {
  after: { at: string; id: number } | null;
  offset: number;
  take: number;
}

export interface ComplaintRow {
  id: number;
  orderId: number;
  orderStatus: OrderStatus;
  /** orders.total_amount, exact decimal text. */
  orderTotal: string;
  orderCreatedAt: Date;
  shopId: number | null;
  shopName: string | null;
  shopNameAr: string | null;
  customerId: number | null;
  customerName: string | null;
  customerPhone: string | null;
  category: ComplaintCategory;
  description: string;
  status: ComplaintStatus;
  assigneeId: number | null;
  assigneeName: string | null;
  createdById: number | null;
  createdByName: string;
  createdAt: Date;
  dueAt: Date;
  resolutionKind: ComplaintResolution | null;
  resolutionNote: string | null;
  refundId: number | null;
  resolvedById: number | null;
  resolvedByName: string;
  resolvedAt: Date | null;
  notes: number;
  /** The list's sort time as text (due_at open, resolved_at resolved), exact to the microsecond for the cursor. */
  sortKey: string;
}

export interface ComplaintNoteRow {
  id: number;
  text: string;
  authorId: number | null;
  authorName: string;
  createdAt: Date;
}

/** What a change reads of the complaint it locked. */
export interface LockedComplaint {
  orderId: number;
  status: ComplaintStatus;
  resolutionKind: ComplaintResolution | null;
  resolutionNote: string | null;
}

const complaintsWhere = (where: SQL, order: SQL = sql`c.id`) => sql`
  SELECT c.id, c.order_id AS "orderId", o.status AS "orderStatus", o.total_amount::text AS "orderTotal", o.created_at AS "orderCreatedAt",
         s.id AS "shopId", s.name AS "shopName", s.name_ar AS "shopNameAr",
         cu.id AS "customerId", cu.name AS "customerName", cu.phone AS "customerPhone",
         c.category, c.description, c.status,
         c.assignee_id AS "assigneeId", a.name AS "assigneeName",
         c.created_by AS "createdById", coalesce(cb.name, 'Unknown') AS "createdByName", c.created_at AS "createdAt", c.due_at AS "dueAt",
         c.resolution_kind AS "resolutionKind", c.resolution_note AS "resolutionNote", c.refund_id AS "refundId",
         c.resolved_by AS "resolvedById", coalesce(rb.name, 'Unknown') AS "resolvedByName", c.resolved_at AS "resolvedAt",
         (SELECT count(*)::int FROM complaint_notes n WHERE n.complaint_id = c.id) AS notes,
         (CASE WHEN c.status = 'open' THEN c.due_at ELSE c.resolved_at END)::text AS "sortKey"
  FROM complaints c
  JOIN orders o ON o.id = c.order_id
  LEFT JOIN shops s ON s.id = c.shop_id
  LEFT JOIN users cu ON cu.id = o.user_id
  LEFT JOIN users a ON a.id = c.assignee_id
  LEFT JOIN users cb ON cb.id = c.created_by
  LEFT JOIN users rb ON rb.id = c.resolved_by
  WHERE ${where} ORDER BY ${order}`;

/** The list's conditions over `c`. */
function filterConditions(filters: ComplaintFilters): SQL {
  const conditions: SQL[] = [sql`c.status = ${filters.status}`];
  if (filters.category) conditions.push(sql`c.category = ${filters.category}`);
  if (filters.assignee === 'none') conditions.push(sql`c.assignee_id IS NULL`);
  else if (filters.assignee !== null) conditions.push(sql`c.assignee_id = ${filters.assignee}`);
  if (filters.overdueAt) conditions.push(sql`c.status = 'open' AND c.due_at < ${filters.overdueAt.toISOString()}::timestamptz`);
  if (filters.orderId !== null) conditions.push(sql`c.order_id = ${filters.orderId}`);
  const scope = inShopScope(sql`c.shop_id`, filters.shopIds);
  if (scope) conditions.push(scope);
  return sql.join(conditions, sql` AND `);
}

/** Open: the most urgent first (due_at, id); resolved: the last resolved first (resolved_at, id descending). */
const sortOf = (status: ComplaintStatus) =>
  status === 'open' ? { key: sql`(c.due_at, c.id)`, after: sql`>`, order: sql`c.due_at, c.id` } : { key: sql`(c.resolved_at, c.id)`, after: sql`<`, order: sql`c.resolved_at DESC, c.id DESC` };

export function complaintsRepository(db: Db) {
  const notesWhere = (where: SQL) =>
    queryRows<ComplaintNoteRow>(
      db,
      sql`SELECT n.id, n.text, n.author_id AS "authorId", coalesce(u.name, 'Unknown') AS "authorName", n.created_at AS "createdAt"
          FROM complaint_notes n LEFT JOIN users u ON u.id = n.author_id WHERE ${where} ORDER BY n.id`,
    );

  return {
    /** A page of the list in its status's order. */
    page(filters: ComplaintFilters, { after, offset, take }: ComplaintWindow): Promise<ComplaintRow[]> {
      const sort = sortOf(filters.status);
      const afterKey = after ? sql` AND ${sort.key} ${sort.after} (${after.at}::timestamptz, ${after.id}::int)` : sql``;
      return queryRows<ComplaintRow>(db, sql`${complaintsWhere(sql`${filterConditions(filters)}${afterKey}`, sort.order)} LIMIT ${take} OFFSET ${offset}`);
    },

    async count(filters: ComplaintFilters): Promise<number> {
      const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM complaints c WHERE ${filterConditions(filters)}`);
      return row.n;
    },

    async find(id: number): Promise<ComplaintRow | null> {
      const [row] = await queryRows<ComplaintRow>(db, complaintsWhere(sql`c.id = ${id}`));
      return row ?? null;
    },

    /** A complaint's shop (its order's); null: no such complaint, or an order of no shop. */
    async shopOf(id: number): Promise<number | null> {
      const [row] = await db.select({ shopId: complaints.shopId }).from(complaints).where(eq(complaints.id, id));
      return row?.shopId ?? null;
    },

    /** Locks a complaint for a change (of two changes at once, the second reads the first's result); null: none. */
    async lock(id: number): Promise<LockedComplaint | null> {
      const [row] = await db
        .select({ orderId: complaints.orderId, status: complaints.status, resolutionKind: complaints.resolutionKind, resolutionNote: complaints.resolutionNote })
        .from(complaints)
        .where(eq(complaints.id, id))
        .for('update');
      return (row as LockedComplaint | undefined) ?? null;
    },

    /** Logs a complaint about order `orderId`, of the order's shop; null when there is no such order. */
    async create(orderId: number, values: { category: ComplaintCategory; description: string; createdBy: number; createdAt: Date; dueAt: Date }): Promise<number | null> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO complaints (order_id, shop_id, category, description, created_by, created_at, due_at)
            SELECT o.id, o.shop_id, ${values.category}, ${values.description}, ${values.createdBy},
                   ${values.createdAt.toISOString()}::timestamptz, ${values.dueAt.toISOString()}::timestamptz
            FROM orders o WHERE o.id = ${orderId}
            RETURNING id`,
      );
      return row?.id ?? null;
    },

    /** The thread, oldest first. */
    notes: (complaintId: number) => notesWhere(sql`n.complaint_id = ${complaintId}`),

    async addNote(complaintId: number, authorId: number, text: string): Promise<ComplaintNoteRow> {
      const [{ id }] = await db.insert(complaintNotes).values({ complaintId, authorId, text }).returning({ id: complaintNotes.id });
      const [note] = await notesWhere(sql`n.id = ${id}`);
      return note;
    },

    async assign(id: number, assigneeId: number | null): Promise<void> {
      await db.update(complaints).set({ assigneeId }).where(eq(complaints.id, id));
    },

    async resolve(id: number, values: { kind: ComplaintResolution; note: string; refundId: number | null; by: number; at: Date }): Promise<void> {
      await db
        .update(complaints)
        .set({ status: 'resolved', resolutionKind: values.kind, resolutionNote: values.note, refundId: values.refundId, resolvedBy: values.by, resolvedAt: values.at })
        .where(eq(complaints.id, id));
    },

    /** Open again: the resolution cleared (the caller keeps it in the thread). */
    async reopen(id: number): Promise<void> {
      await db
        .update(complaints)
        .set({ status: 'open', resolutionKind: null, resolutionNote: null, refundId: null, resolvedBy: null, resolvedAt: null })
        .where(eq(complaints.id, id));
    },

    /** A member of staff's name, for the thread ('Unknown' once gone). */
    async nameOf(userId: number): Promise<string> {
      const [row] = await queryRows<{ name: string }>(db, sql`SELECT coalesce((SELECT name FROM users WHERE id = ${userId}), 'Unknown') AS name`);
      return row.name;
    },
  };
}
