import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { isShopScoped, may, type Permission } from '../../auth/permissions';
import type { OrderStatus, UserRole } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { claimHeld } from './order-claims';
import { ORDER_DESK, type OrderActor, recordClaimStep } from './order-events';
import { ORDER_TRANSITIONS } from './order-status-service';

// decisions/order-workspace.md: claim, release, assign, and the end of idle claims. Each is one conditional UPDATE of
// the locked row, so of two staff claiming at once exactly one wins (the other reads the winner's
// claim after its commit, matches nothing, and is told who holds it), with its step on the order's
// log in the same transaction (the live desks hear of it on commit).

/** Orders still to be worked on: only they are claimed (a move to an end clears the claim). */
const OPEN_STATUSES = (Object.keys(ORDER_TRANSITIONS) as OrderStatus[]).filter((status) => ORDER_TRANSITIONS[status].length > 0);
const isOpen = sql`o.status IN (${sql.join(OPEN_STATUSES.map((status) => sql`${status}`), sql`, `)})`;

/** Why a claim or an assignment matched nothing: no such order (404), an order that ended, or someone else's claim (409). */
async function refusal(db: Db, orderId: number): Promise<Error> {
  const [order] = await queryRows<{ status: OrderStatus; holder: string | null }>(
    db,
    sql`SELECT o.status, CASE WHEN ${claimHeld()} THEN coalesce(u.name, 'Unknown') END AS holder
        FROM orders o LEFT JOIN users u ON u.id = o.claimed_by WHERE o.id = ${orderId}`,
  );
  if (!order) return notFound(`Order #${orderId} was not found`);
  if (!OPEN_STATUSES.includes(order.status)) return conflict(`Order #${orderId} is ${order.status}: only open orders can be claimed`, 'ORDER_NOT_OPEN');
  return conflict(`Order #${orderId} is already claimed by ${order.holder ?? 'someone else'}`, 'ORDER_CLAIMED');
}

/**
 * Gives open order `orderId` to `holderId`: when it is unclaimed (or its claim ran out), or when
 * `override` (an assignment, which may take it from another). The holder's own claim is refreshed
 * (its idle time starts again) and no step is added. Answers whether the order changed hands.
 */
async function takeClaim(db: Db, orderId: number, holderId: number, override: boolean): Promise<boolean | null> {
  const [row] = await queryRows<{ kept: boolean }>(
    db,
    sql`WITH old AS (SELECT o.id, o.claimed_by, ${claimHeld()} AS held FROM orders o WHERE o.id = ${orderId} AND ${isOpen} FOR UPDATE)
        UPDATE orders o
        SET claimed_by = ${holderId}, claim_active_at = now(),
            claimed_at = CASE WHEN old.held AND old.claimed_by = ${holderId} THEN o.claimed_at ELSE now() END
        FROM old
        WHERE o.id = old.id ${override ? sql`` : sql`AND (NOT old.held OR old.claimed_by = ${holderId})`}
        RETURNING (old.held AND old.claimed_by = ${holderId}) AS kept`,
  );
  return row ? !row.kept : null;
}

/** Staff member `userId` claims order `orderId`; 409 naming the holder when another holds it. */
export async function claimOrder(db: Db, orderId: number, userId: number): Promise<void> {
  const changed = await takeClaim(db, orderId, userId, false);
  if (changed === null) throw await refusal(db, orderId);
  if (changed) await recordClaimStep(db, { orderId, action: 'claim', actor: { kind: 'staff', id: userId }, holderId: userId });
}

/**
 * Whether account `userId` is a member of staff holding `permission` who may use it on order `orderId`: a shop-scoped
 * one only on an order of their shops. An assignment's check (here, and a complaint's assignee: decisions/complaints.md).
 */
export async function staffMayActOnOrder(db: Db, orderId: number, userId: number, permission: Permission): Promise<boolean> {
  const [account] = await queryRows<{ role: UserRole; inShop: boolean }>(
    db,
    sql`SELECT u.role, EXISTS (SELECT 1 FROM user_shops us JOIN orders o ON o.shop_id = us.shop_id WHERE us.user_id = u.id AND o.id = ${orderId}) AS "inShop"
        FROM users u WHERE u.id = ${userId} AND u.anonymised_at IS NULL`,
  );
  return !!account && may(account.role, permission) && (!isShopScoped(account.role) || account.inShop);
}

/**
 * Gives order `orderId` to `assigneeId`, who must be a member of staff who may act on its shop's
 * orders (a field error otherwise); it may take it from another holder (the panel asks first).
 */
export async function assignOrder(db: Db, orderId: number, assigneeId: number, actor: OrderActor): Promise<void> {
  if (!(await staffMayActOnOrder(db, orderId, assigneeId, 'orders.act'))) {
    // An order that does not exist is its 404, not the assignee's fault.
    if (!(await queryRows(db, sql`SELECT 1 FROM orders WHERE id = ${orderId}`)).length) throw notFound(`Order #${orderId} was not found`);
    throw badRequest({ userId: "Choose a member of staff who can act on this shop's orders" });
  }
  const changed = await takeClaim(db, orderId, assigneeId, true);
  if (changed === null) throw await refusal(db, orderId);
  if (changed) await recordClaimStep(db, { orderId, action: 'assign', actor, holderId: assigneeId });
}

/**
 * Ends the claim on order `orderId`, whoever holds it (the panel asks before ending another's):
 * a step `release` by `actor`, or `expire` when it had run out already. Nothing to end is no error.
 * Answers false when there is no such order.
 */
export async function releaseOrder(db: Db, orderId: number, actor: OrderActor): Promise<boolean> {
  const [row] = await queryRows<{ holder: number; held: boolean }>(
    db,
    sql`WITH old AS (SELECT o.id, o.claimed_by, ${claimHeld()} AS held FROM orders o WHERE o.id = ${orderId} FOR UPDATE)
        UPDATE orders o SET claimed_by = NULL, claimed_at = NULL, claim_active_at = NULL
        FROM old WHERE o.id = old.id AND old.claimed_by IS NOT NULL
        RETURNING old.claimed_by AS holder, old.held`,
  );
  if (row) {
    await recordClaimStep(db, { orderId, action: row.held ? 'release' : 'expire', actor: row.held ? actor : ORDER_DESK, holderId: row.holder });
    return true;
  }
  return (await queryRows(db, sql`SELECT 1 FROM orders WHERE id = ${orderId}`)).length > 0;
}

/** The holder acted on the order (a note, say): their claim's idle time starts again. */
export async function touchClaim(db: Db, orderId: number, userId: number): Promise<void> {
  await db.execute(sql`UPDATE orders o SET claim_active_at = now() WHERE o.id = ${orderId} AND o.claimed_by = ${userId} AND ${claimHeld()}`);
}

/** How many idle claims one upkeep ends at most (the rest at the next). */
const EXPIRE_BATCH = 500;

/**
 * Ends the claims that ran out (decisions/order-workspace.md), each with its `expire` step by the order desk, so
 * every desk sees the order back in the queue. Rows another transaction holds are left for the
 * next run. Answers how many ended. Inside a transaction (the upkeep's).
 */
export async function expireIdleClaims(tx: Db): Promise<number> {
  const ended = await queryRows<{ id: number; holder: number }>(
    tx,
    sql`WITH old AS (SELECT o.id, o.claimed_by FROM orders o WHERE o.claimed_by IS NOT NULL AND NOT ${claimHeld()} ORDER BY o.id LIMIT ${EXPIRE_BATCH} FOR UPDATE SKIP LOCKED)
        UPDATE orders o SET claimed_by = NULL, claimed_at = NULL, claim_active_at = NULL
        FROM old WHERE o.id = old.id RETURNING o.id, old.claimed_by AS holder`,
  );
  ended.sort((a, b) => a.id - b.id);
  for (const claim of ended) await recordClaimStep(tx, { orderId: claim.id, action: 'expire', actor: ORDER_DESK, holderId: claim.holder });
  return ended.length;
}
