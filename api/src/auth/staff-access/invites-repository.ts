import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shops, staffInvites, type StaffRole, users } from '../../db/schema';
import type { InviteStatus } from './staff-access-schemas';

/** An invite link works this long. */
export const INVITE_HOURS = 72;
/** The owners' list shows, beside the pending invites, the others of this many days. */
export const INVITE_HISTORY_DAYS = 30;

const columns = {
  id: staffInvites.id,
  email: staffInvites.email,
  role: staffInvites.role,
  shopIds: staffInvites.shopIds,
  createdAt: staffInvites.createdAt,
  expiresAt: staffInvites.expiresAt,
  acceptedAt: staffInvites.acceptedAt,
  revokedAt: staffInvites.revokedAt,
  invitedById: staffInvites.invitedBy,
  invitedByName: sql<string>`coalesce(${users.name}, 'Unknown')`,
};
export type InviteRow = { id: number; email: string; role: StaffRole; shopIds: number[]; createdAt: Date; expiresAt: Date; acceptedAt: Date | null; revokedAt: Date | null; invitedById: number | null; invitedByName: string };

/** An invite's status at `now`: one revoked after it had expired stays 'expired' (a new invite replaced it). */
export function inviteStatus(invite: Pick<InviteRow, 'expiresAt' | 'acceptedAt' | 'revokedAt'>, now: Date): InviteStatus {
  if (invite.acceptedAt) return 'accepted';
  if (invite.revokedAt) return invite.revokedAt < invite.expiresAt ? 'revoked' : 'expired';
  return invite.expiresAt > now ? 'pending' : 'expired';
}

/** Not accepted, not revoked, not expired at `now`. */
const pendingAt = (now: Date) => and(isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt), gt(staffInvites.expiresAt, now));

/** decisions/staff-access.md: invites by link. Times are the app's clock (`now`), so tests move time. */
export function invitesRepository(db: Db) {
  const audit = (id: number, action: 'create' | 'update', before: Record<string, unknown> | null, after: Record<string, unknown>) =>
    db.execute(sql`SELECT dukkan_audit_record('staff_invite', ${id}::integer, ${action}, ${before === null ? null : JSON.stringify(before)}::jsonb, ${JSON.stringify(after)}::jsonb)`);

  const byId = async (id: number): Promise<InviteRow | null> => {
    const [row] = await db.select(columns).from(staffInvites).leftJoin(users, eq(users.id, staffInvites.invitedBy)).where(eq(staffInvites.id, id));
    return row ?? null;
  };

  return {
    byId,

    /**
     * A new invite; an open one for the same email is revoked (replaced). Invites of one email are made one at a
     * time (a lock for the transaction), so two owners inviting it at once leave one pending.
     */
    async create(values: { email: string; role: StaffRole; shopIds: number[]; invitedBy: number; tokenHash: string }, now: Date): Promise<InviteRow> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('staff_invite:' || ${values.email}))`);
      const replaced = await db
        .update(staffInvites)
        .set({ revokedAt: now })
        .where(and(eq(sql`lower(${staffInvites.email})`, values.email), isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt)))
        .returning({ id: staffInvites.id });
      for (const { id } of replaced) await audit(id, 'update', { status: 'pending' }, { status: 'revoked', replaced: true });
      const expiresAt = new Date(now.getTime() + INVITE_HOURS * 3_600_000);
      const [row] = await db
        .insert(staffInvites)
        .values({ ...values, createdAt: now, expiresAt })
        .returning({ id: staffInvites.id });
      await audit(row.id, 'create', null, { email: values.email, role: values.role, shop_ids: values.shopIds });
      return (await byId(row.id)) as InviteRow;
    },

    /** The pending invites first, then the others of the last 30 days; newest first within each. */
    list(now: Date): Promise<InviteRow[]> {
      const since = new Date(now.getTime() - INVITE_HISTORY_DAYS * 86_400_000);
      return db
        .select(columns)
        .from(staffInvites)
        .leftJoin(users, eq(users.id, staffInvites.invitedBy))
        .where(or(pendingAt(now), gt(staffInvites.createdAt, since)))
        .orderBy(sql`(${pendingAt(now)}) DESC`, desc(staffInvites.createdAt), desc(staffInvites.id))
        .limit(500) as Promise<InviteRow[]>;
    },

    /** Revokes a pending invite; 'not-pending' when it was accepted, revoked or expired, 'not-found' when there is none. */
    async revoke(id: number, now: Date): Promise<'revoked' | 'not-pending' | 'not-found'> {
      const rows = await db.update(staffInvites).set({ revokedAt: now }).where(and(eq(staffInvites.id, id), pendingAt(now))).returning({ id: staffInvites.id });
      if (rows.length > 0) {
        await audit(id, 'update', { status: 'pending' }, { status: 'revoked' });
        return 'revoked';
      }
      return (await byId(id)) ? 'not-pending' : 'not-found';
    },

    /** The invite of a token's hash; `lock`: locked for the transaction (an accept), so of two accepts one waits and then sees it taken. */
    async byTokenHash(tokenHash: string, lock = false): Promise<InviteRow | null> {
      const query = db.select(columns).from(staffInvites).leftJoin(users, eq(users.id, staffInvites.invitedBy)).where(eq(staffInvites.tokenHash, tokenHash));
      const [row] = await (lock ? query.for('update', { of: staffInvites }) : query);
      return (row as InviteRow | undefined) ?? null;
    },

    /** Of the invite's shops, those that still exist. */
    async existingShops(shopIds: number[]): Promise<number[]> {
      if (shopIds.length === 0) return [];
      const rows = await db.select({ id: shops.id }).from(shops).where(inArray(shops.id, shopIds));
      return rows.map((row) => row.id).sort((a, b) => a - b);
    },

    async markAccepted(id: number, userId: number, now: Date): Promise<void> {
      await db.update(staffInvites).set({ acceptedAt: now, acceptedUserId: userId }).where(eq(staffInvites.id, id));
      await audit(id, 'update', { status: 'pending' }, { status: 'accepted', accepted_user_id: userId });
    },
  };
}
