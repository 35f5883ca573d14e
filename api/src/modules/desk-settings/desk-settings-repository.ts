import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deskSettings, users } from '../../db/schema';
import type { RamadanDates } from '../delivery-slots/slot-rules';
import type { DeskSettings, DeskSettingsValues } from './desk-settings';

/** The Ramadan dates from their two columns (both or neither, migration 0029). */
const ramadanOf = (from: string | null, to: string | null): RamadanDates => (from !== null && to !== null ? { from, to } : null);

/** The desk's settings row (one, id 1; none until an owner first saves). */
export function deskSettingsRepository(db: Db) {
  return {
    /** The settings in force: the row, or `defaults` while there is none. */
    async read(defaults: DeskSettingsValues): Promise<DeskSettings> {
      const [row] = await db
        .select({ settings: deskSettings, updatedByName: users.name })
        .from(deskSettings)
        .leftJoin(users, eq(users.id, deskSettings.updatedBy))
        .where(eq(deskSettings.id, 1));
      if (!row) return { ...defaults, unansweredSince: null, updatedAt: null, updatedBy: null };
      const { id: _id, updatedBy, ramadanFrom, ramadanTo, ...settings } = row.settings;
      return {
        ...settings,
        ramadan: ramadanOf(ramadanFrom, ramadanTo),
        updatedBy: updatedBy === null && row.updatedByName === null ? null : { id: updatedBy, name: row.updatedByName ?? 'Unknown' },
      };
    },

    /** decisions/delivery-slots.md: the team's Ramadan dates alone (placing and the catalogue read them): none until an owner sets them. */
    async ramadanDates(): Promise<RamadanDates> {
      const [row] = await db.select({ from: deskSettings.ramadanFrom, to: deskSettings.ramadanTo }).from(deskSettings).where(eq(deskSettings.id, 1));
      return ramadanOf(row?.from ?? null, row?.to ?? null);
    },

    /**
     * Saves every value, as `userId`. The unanswered rule's start is kept while it does the same
     * (escalate, or reject), set when it is switched on or changes what it does, and cleared when
     * off: orders placed before it are left to staff.
     */
    async save({ ramadan, ...rest }: DeskSettingsValues, userId: number): Promise<void> {
      const values = { ...rest, ramadanFrom: ramadan?.from ?? null, ramadanTo: ramadan?.to ?? null };
      const action = values.unansweredAction;
      const since = action === 'off' ? sql`NULL` : sql`now()`;
      await db
        .insert(deskSettings)
        .values({ id: 1, ...values, unansweredSince: since, updatedBy: userId, updatedAt: sql`now()` })
        .onConflictDoUpdate({
          target: deskSettings.id,
          set: {
            ...values,
            unansweredSince:
              action === 'off' ? sql`NULL` : sql`CASE WHEN ${deskSettings.unansweredAction} = ${action} THEN ${deskSettings.unansweredSince} ELSE now() END`,
            updatedBy: userId,
            updatedAt: sql`now()`,
          },
        });
    },
  };
}
