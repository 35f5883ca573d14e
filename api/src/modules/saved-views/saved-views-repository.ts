import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type SavedViewList, savedViews, users } from '../../db/schema';

export function savedViewsRepository(db: Db) {
  return {
    /** The user's own views of a list and those the team shares, by name. */
    listFor(userId: number, list: SavedViewList) {
      return db
        .select({
          id: savedViews.id,
          list: savedViews.list,
          name: savedViews.name,
          query: savedViews.query,
          shared: savedViews.shared,
          createdAt: savedViews.createdAt,
          owner: { id: users.id, name: users.name },
        })
        .from(savedViews)
        .innerJoin(users, eq(users.id, savedViews.ownerId))
        .where(and(eq(savedViews.list, list), or(eq(savedViews.ownerId, userId), eq(savedViews.shared, true))))
        .orderBy(asc(savedViews.name), asc(savedViews.id));
    },

    async insert(values: { ownerId: number; list: SavedViewList; name: string; query: string; shared: boolean }) {
      const [row] = await db.insert(savedViews).values(values).returning({ id: savedViews.id });
      return row.id;
    },

    /** Deletes the user's own view; 'missing' when there is none, 'not-owner' for a teammate's. */
    async deleteOwn(userId: number, id: number): Promise<'deleted' | 'missing' | 'not-owner'> {
      const [view] = await db.select({ ownerId: savedViews.ownerId }).from(savedViews).where(eq(savedViews.id, id));
      if (!view) return 'missing';
      if (view.ownerId !== userId) return 'not-owner';
      await db.delete(savedViews).where(and(eq(savedViews.id, id), eq(savedViews.ownerId, userId)));
      return 'deleted';
    },
  };
}
