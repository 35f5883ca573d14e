import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderNotes, users } from '../../db/schema';

const noteColumns = {
  id: orderNotes.id,
  orderId: orderNotes.orderId,
  body: orderNotes.body,
  authorId: orderNotes.authorId,
  authorName: orderNotes.authorName,
  at: orderNotes.createdAt,
};

/** A note as the API answers it: its author as a person. */
const asNote = ({ authorId, authorName, ...note }: { id: number; orderId: number; body: string; authorId: number | null; authorName: string; at: Date }) => ({
  ...note,
  author: { id: authorId, name: authorName },
});

/** An order's internal notes (decisions/order-workspace.md). */
export function orderNotesRepository(db: Db) {
  return {
    /** The order's notes, oldest first. */
    async listFor(orderId: number) {
      const rows = await db.select(noteColumns).from(orderNotes).where(eq(orderNotes.orderId, orderId)).orderBy(asc(orderNotes.id));
      return rows.map(asNote);
    },

    /** Writes a note by `authorId`, keeping their name as it is now. */
    async insert(orderId: number, authorId: number, body: string) {
      const [row] = await db
        .insert(orderNotes)
        .values({ orderId, authorId, body, authorName: sql`coalesce((SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${authorId}), 'Unknown')` })
        .returning(noteColumns);
      return asNote(row);
    },
  };
}
