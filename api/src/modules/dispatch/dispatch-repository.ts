import { type SQL, sql } from 'drizzle-orm';
import { inShopScope } from '../../auth/shop-scope';
import { type Db, queryRows, whereAll } from '../../db/client';
import type { DeliveryFailReason, DeliveryProof, DeliveryState, OrderStatus, ShiftState } from '../../db/schema';
import { filsToKwd } from '../../money/fils';
import type { SortCursor } from '../../http/sorted-paging';
import type { AddressRow } from '../orders/delivery-address';
import type { CourierValues, DriverLoad, DriverProfileValues } from './dispatch-rules';
import type { DispatchOrderState } from './dispatch-schemas';

// decisions/dispatch.md: the SQL of dispatch. Amounts cross here as whole fils (numeric × 1000, exact). A delivery an
// order still needs is one whose order is open (ACCEPTED or INTRANSIT): a move made outside dispatch (staff ending the
// order from its page) leaves the delivery as it was, and no list, load or shift counts it any more.

/** A delivery as the answers show it. */
export interface DeliveryRow {
  id: number;
  orderId: number;
  shopId: number | null;
  state: DeliveryState;
  live: boolean;
  driverId: number | null;
  driverName: string | null;
  driverPhone: string | null;
  courierCompany: string | null;
  courierReference: string | null;
  courierTrackingUrl: string | null;
  courierDriverName: string | null;
  courierDriverPhone: string | null;
  courierCostFils: number | null;
  assignedAt: Date;
  assignedById: number | null;
  assignedByName: string;
  pickedUpAt: Date | null;
  endedAt: Date | null;
  failReasonCode: DeliveryFailReason | null;
  failNote: string | null;
  proof: DeliveryProof | null;
  /** A photo proof's stored picture name. */
  proofImage: string | null;
  cashCollectedFils: number | null;
  shiftId: number | null;
}

/** An order as dispatch locks it. */
export interface DispatchOrderLock {
  id: number;
  status: OrderStatus;
  shopId: number | null;
  paymentMethod: string;
  deliveryCode: string;
}

/** A driver as an assignment or a shift reads them (their row locked). */
export interface DriverLock {
  id: number;
  name: string;
  isDriver: boolean;
  capacity: number;
  shift: { id: number; state: ShiftState } | null;
}

/** A driver as the answers show them. */
export interface DriverRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  vehicle: string;
  capacity: number;
  areas: { id: number; name: string; name_ar: string }[];
  shiftId: number | null;
  shiftOpenedAt: Date | null;
  shiftState: ShiftState | null;
  load: number;
}

/** A shift as the answers show it, with its deliveries' figures. */
export interface ShiftRow {
  id: number;
  driverId: number;
  driverName: string;
  state: ShiftState;
  openedAt: Date;
  openedById: number | null;
  openedByName: string;
  closedAt: Date | null;
  closedById: number | null;
  closedByName: string | null;
  delivered: number;
  /** What the ledger settled at delivery for the cash orders delivered in the shift. */
  expectedFils: number;
  collectedFils: number;
  countedFils: number | null;
  resolutionNote: string | null;
}

/** An order of the board, before its money and suggested driver are added. */
export interface DispatchOrderRow extends AddressRow {
  id: number;
  status: OrderStatus;
  shopId: number | null;
  shopName: string | null;
  shopNameAr: string | null;
  customerName: string;
  totalFils: number;
  paymentMethod: string;
  acceptedAt: Date | null;
  picked: boolean;
  address: string | null;
  /** The live delivery, else the latest one not withdrawn (null: none). */
  delivery: DeliveryRow | null;
}

/** One of a driver's own live deliveries, with what the driver needs at the door. */
export interface DriverDeliveryRow extends AddressRow {
  id: number;
  orderId: number;
  state: 'assigned' | 'picked_up';
  status: OrderStatus;
  shopId: number;
  shopName: string;
  shopNameAr: string;
  shopPhone: string;
  shopGovernorate: string;
  shopGovernorateAr: string;
  shopArea: string;
  shopAreaAr: string;
  shopBlock: string;
  shopBlockAr: string;
  customerName: string;
  customerPhone: string;
  paymentMethod: string;
  totalFils: number;
  itemCount: number;
  assignedAt: Date;
  pickedUpAt: Date | null;
  address: string | null;
}

/** A row of the delivery times: the group (null: all of them), its deliveries and median minutes. */
export interface TimesRow {
  grouping: 'overall' | 'shop' | 'area' | 'driver';
  keyId: number | null;
  name: string | null;
  nameAr: string | null;
  deliveries: number;
  assignMinutes: number | null;
  pickupMinutes: number | null;
  deliverMinutes: number | null;
}

/** What a customer's own order answer says of its delivery. */
export interface CustomerDeliveryRow {
  id: number;
  deliveryCode: string;
  state: DeliveryState | null;
  driverName: string | null;
  courierCompany: string | null;
  courierTrackingUrl: string | null;
}

/** Board counts per area and state, as the database grouped them. */
export interface BoardCountRow {
  areaId: number | null;
  areaName: string | null;
  areaNameAr: string | null;
  governorateId: number | null;
  governorateName: string | null;
  governorateNameAr: string | null;
  state: DispatchOrderState;
  count: number;
}

const fils = (column: string) => sql.raw(`(${column} * 1000)::bigint`);
const asNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));
/** An ISO timestamp to the microsecond, written by the database: a cursor's value, compared back exactly. */
const isoMicros = (at: SQL) => sql`to_char(${at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const idList = (ids: readonly number[]) => sql`(${sql.join(ids.map((id) => sql`${id}::int`), sql`, `)})`;

/** The orders a delivery may still be carrying: not yet delivered or ended. */
const OPEN_ORDER = sql`o.status IN ('ACCEPTED', 'INTRANSIT')`;

/** `d` is a delivery a driver carries now: assigned or picked up, its order open. */
const carried = sql`d.live AND d.state IN ('assigned', 'picked_up') AND ${OPEN_ORDER}`;

const deliveryColumns = sql`d.id, d.order_id AS "orderId", d.shop_id AS "shopId", d.state, d.live, d.driver_id AS "driverId",
  du.name AS "driverName", coalesce(dp.phone, '') AS "driverPhone",
  d.courier_company AS "courierCompany", d.courier_reference AS "courierReference", d.courier_tracking_url AS "courierTrackingUrl",
  d.courier_driver_name AS "courierDriverName", d.courier_driver_phone AS "courierDriverPhone", ${fils('d.courier_cost')} AS "courierCostFils",
  d.assigned_at AS "assignedAt", d.assigned_by AS "assignedById", coalesce(ab.name, 'Unknown') AS "assignedByName",
  d.picked_up_at AS "pickedUpAt", d.ended_at AS "endedAt", d.fail_reason_code AS "failReasonCode", d.fail_note AS "failNote",
  d.proof, d.proof_image AS "proofImage", ${fils('d.cash_collected')} AS "cashCollectedFils", d.shift_id AS "shiftId"`;
const deliveryJoins = sql`LEFT JOIN users du ON du.id = d.driver_id LEFT JOIN driver_profiles dp ON dp.user_id = d.driver_id
  LEFT JOIN users ab ON ab.id = d.assigned_by`;
const asDelivery = (row: DeliveryRow): DeliveryRow => ({
  ...row,
  courierCostFils: asNumber(row.courierCostFils),
  cashCollectedFils: asNumber(row.cashCollectedFils),
});

/** Each driver's load: the deliveries they carry now, counted in one pass over the live deliveries. */
const loads = sql`(SELECT d.driver_id, count(*)::int AS load FROM deliveries d JOIN orders o ON o.id = d.order_id WHERE ${carried} GROUP BY d.driver_id)`;

/**
 * Drivers chosen by `conditions` (on `u`, `p`, `sh`), by name, each with their areas and load: both read once for all of
 * them, grouped, not once per driver (200 drivers on the board are one pass over the live deliveries).
 */
const driversQuery = (conditions: SQL[]) => sql`
  SELECT u.id, u.name, u.email, coalesce(p.phone, '') AS phone, coalesce(p.vehicle, '') AS vehicle, coalesce(p.capacity, 3) AS capacity,
         sh.id AS "shiftId", sh.opened_at AS "shiftOpenedAt", sh.state AS "shiftState", coalesce(covered.areas, '[]'::json) AS areas,
         coalesce(l.load, 0) AS load
  FROM users u ${driverJoins}
  LEFT JOIN (SELECT da.user_id, json_agg(json_build_object('id', a.id, 'name', a.name, 'name_ar', a.name_ar) ORDER BY a.name COLLATE "dukkan_names", a.id) AS areas
             FROM driver_areas da JOIN areas a ON a.id = da.area_id GROUP BY da.user_id) covered ON covered.user_id = u.id
  LEFT JOIN ${loads} l ON l.driver_id = u.id
  ${whereAll(conditions)}
  ORDER BY u.name COLLATE "dukkan_names", u.id`;

const driverJoins = sql`LEFT JOIN driver_profiles p ON p.user_id = u.id LEFT JOIN driver_shifts sh ON sh.driver_id = u.id AND sh.state <> 'closed'`;

const shiftColumns = sql`sh.id, sh.driver_id AS "driverId", coalesce(du.name, 'Unknown') AS "driverName", sh.state, sh.opened_at AS "openedAt",
  sh.opened_by AS "openedById", coalesce(ob.name, 'Unknown') AS "openedByName", sh.closed_at AS "closedAt", sh.closed_by AS "closedById",
  CASE WHEN sh.closed_by IS NOT NULL THEN coalesce(cb.name, 'Unknown') END AS "closedByName",
  ${fils('sh.counted_cash')} AS "countedFils", sh.resolution_note AS "resolutionNote",
  (SELECT count(*) FROM deliveries d WHERE d.shift_id = sh.id AND d.state = 'delivered')::int AS delivered,
  (SELECT coalesce(sum(d.cash_collected * 1000), 0)::bigint FROM deliveries d WHERE d.shift_id = sh.id AND d.state = 'delivered') AS "collectedFils",
  (SELECT coalesce(-sum(l.amount_fils), 0)::bigint FROM deliveries d
     JOIN order_ledger l ON l.order_id = d.order_id AND l.kind = 'cash_to_collect' AND l.reason_code = 'order_delivered'
   WHERE d.shift_id = sh.id AND d.state = 'delivered') AS "expectedFils"`;
const shiftJoins = sql`LEFT JOIN users du ON du.id = sh.driver_id LEFT JOIN users ob ON ob.id = sh.opened_by LEFT JOIN users cb ON cb.id = sh.closed_by`;
const asShift = (row: ShiftRow): ShiftRow => ({
  ...row,
  expectedFils: Number(row.expectedFils),
  collectedFils: Number(row.collectedFils),
  countedFils: asNumber(row.countedFils),
});

/** The columns of an order's delivery address (orders/delivery-address.ts reads them). */
const addressColumns = sql`o.governorate_id AS "governorateId", o.area_id AS "areaId", o.block_id AS "blockId", o.governorate, o.area, o.block,
  o.governorate_ar AS "governorateAr", o.area_ar AS "areaAr", o.block_ar AS "blockAr", o.street, o.avenue, o.building, o.floor, o.apartment,
  o.paci, o.directions, o.latitude, o.longitude, o.address`;

/** The orders of one board state (their `o` and live delivery `d`), after the filters. */
function stateSource(state: DispatchOrderState, conditions: SQL[]): SQL {
  if (state === 'waiting') {
    return sql`FROM orders o WHERE o.status = 'ACCEPTED' AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.order_id = o.id AND d.live)
      ${conditions.length ? sql`AND ${sql.join(conditions, sql` AND `)}` : sql``}`;
  }
  return sql`FROM deliveries d JOIN orders o ON o.id = d.order_id WHERE d.live AND d.state = ${state} AND ${OPEN_ORDER}
    ${conditions.length ? sql`AND ${sql.join(conditions, sql` AND `)}` : sql``}`;
}

/** When an order became ready to hand over: accepted (placed, for one accepted before migration 0016 kept the time). */
const readySince = sql`coalesce(o.accepted_at, o.created_at)`;

/** The board's lists' filters: one area (null: all), the scope's shops (null: every shop). */
export interface BoardFilters {
  areaId: number | null;
  shopIds: number[] | null;
}

/**
 * The open orders counted per area and board state (of the scope's shops): the ACCEPTED orders by their status index,
 * each with its live delivery or none, and the INTRANSIT ones through the live deliveries (a handful), never every
 * INTRANSIT order; by governorate, then area, by name. Exported for the benchmark's EXPLAIN (bench/dispatch-load.ts).
 */
export function boardCountsQuery(shopIds: number[] | null): SQL {
  const scope = inShopScope(sql`o.shop_id`, shopIds);
  const scoped = scope ? sql`AND ${scope}` : sql``;
  return sql`WITH counted AS (
      SELECT o.area_id, CASE WHEN d.id IS NULL THEN 'waiting' ELSE d.state END AS state, count(*)::int AS count
      FROM orders o LEFT JOIN deliveries d ON d.order_id = o.id AND d.live
      WHERE o.status = 'ACCEPTED' ${scoped} GROUP BY 1, 2
      UNION ALL
      SELECT o.area_id, d.state, count(*)::int FROM deliveries d JOIN orders o ON o.id = d.order_id
      WHERE d.live AND o.status = 'INTRANSIT' ${scoped} GROUP BY 1, 2)
    SELECT c.area_id AS "areaId", a.name AS "areaName", a.name_ar AS "areaNameAr", g.id AS "governorateId", g.name AS "governorateName",
           g.name_ar AS "governorateNameAr", c.state, sum(c.count)::int AS count
    FROM counted c LEFT JOIN areas a ON a.id = c.area_id LEFT JOIN governorates g ON g.id = a.governorate_id
    GROUP BY c.area_id, a.name, a.name_ar, g.id, g.name, g.name_ar, c.state
    ORDER BY g.name COLLATE "dukkan_names", g.id, a.name COLLATE "dukkan_names", c.area_id`;
}

/**
 * One board state's orders (of the scope's shops, in one area when asked), those ready longest first, after the cursor:
 * their keys (the time as the database wrote it, and the id), at most `limit`. Waiting orders walk
 * orders_dispatch_waiting_idx in its order; the others come from the live deliveries. Exported for the benchmark.
 */
export function orderKeysQuery(state: DispatchOrderState, filters: BoardFilters, cursor: SortCursor | null, limit: number): SQL {
  const conditions = boardConditions(filters);
  if (cursor) conditions.push(sql`(${readySince}, o.id) > (${String(cursor.value)}::timestamptz, ${cursor.id})`);
  return sql`SELECT ${isoMicros(readySince)} AS value, o.id ${stateSource(state, conditions)} ORDER BY ${readySince}, o.id LIMIT ${limit}`;
}

export function dispatchRepository(db: Db) {
  const deliveryWhere = async (where: SQL, lock: boolean): Promise<DeliveryRow | null> => {
    const [row] = await queryRows<DeliveryRow>(db, sql`SELECT ${deliveryColumns} FROM deliveries d ${deliveryJoins} WHERE ${where} ${lock ? sql`FOR UPDATE OF d` : sql``}`);
    return row ? asDelivery(row) : null;
  };
  const shiftWhere = async (where: SQL, lock: boolean): Promise<ShiftRow | null> => {
    if (lock) await db.execute(sql`SELECT 1 FROM driver_shifts sh WHERE ${where} FOR UPDATE`);
    const [row] = await queryRows<ShiftRow>(db, sql`SELECT ${shiftColumns} FROM driver_shifts sh ${shiftJoins} WHERE ${where}`);
    return row ? asShift(row) : null;
  };

  return {
    // ── Deliveries ──────────────────────────────────────────────────────────────────────────────

    /** The order, locked until the transaction ends: every change of its deliveries (and its moves) waits for the one before. */
    async lockOrder(orderId: number): Promise<DispatchOrderLock | null> {
      const [row] = await queryRows<DispatchOrderLock>(
        db,
        sql`SELECT id, status, shop_id AS "shopId", payment_method AS "paymentMethod", delivery_code AS "deliveryCode" FROM orders WHERE id = ${orderId} FOR UPDATE`,
      );
      return row ?? null;
    },

    /** The order's live delivery (locked when `lock`); null: none. */
    liveDelivery: (orderId: number, lock = false) => deliveryWhere(sql`d.order_id = ${orderId} AND d.live`, lock),

    delivery: (id: number, lock = false) => deliveryWhere(sql`d.id = ${id}`, lock),

    /** A delivery's order, shop and driver (null: no such delivery): what the scope and a driver's ownership are judged by. */
    async deliveryOwner(id: number): Promise<{ orderId: number; shopId: number | null; driverId: number | null } | null> {
      const [row] = await queryRows<{ orderId: number; shopId: number | null; driverId: number | null }>(
        db,
        sql`SELECT order_id AS "orderId", shop_id AS "shopId", driver_id AS "driverId" FROM deliveries WHERE id = ${id}`,
      );
      return row ?? null;
    },

    /** A new live delivery of the order, assigned now by `actorId`. Answers its id. */
    async insertDelivery(order: { id: number; shopId: number | null }, carrier: { driverId: number } | CourierValues, actorId: number): Promise<number> {
      const courier = 'company' in carrier ? carrier : null;
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO deliveries (order_id, shop_id, driver_id, courier_company, courier_reference, courier_tracking_url, courier_driver_name,
                                    courier_driver_phone, courier_cost, assigned_by)
            VALUES (${order.id}, ${order.shopId}, ${courier ? null : (carrier as { driverId: number }).driverId}, ${courier?.company ?? null},
                    ${courier?.reference ?? null}, ${courier?.trackingUrl ?? null}, ${courier?.driverName ?? null}, ${courier?.driverPhone ?? null},
                    ${courier ? filsToKwd(courier.costFils) : null}::numeric, ${actorId})
            RETURNING id`,
      );
      return row.id;
    },

    /** An assigned delivery withdrawn (its order waits again), or a failed one returned: no longer live, ended now. */
    async endDelivery(id: number, to: 'withdrawn' | 'returned'): Promise<void> {
      await db.execute(sql`UPDATE deliveries SET state = ${to}, live = false, ended_at = now() WHERE id = ${id}`);
    },

    /** A failed delivery retried: it stays failed, as history, and is no longer the order's live one. */
    async retireFailed(id: number): Promise<void> {
      await db.execute(sql`UPDATE deliveries SET live = false WHERE id = ${id} AND state = 'failed'`);
    },

    async pickUp(id: number): Promise<void> {
      await db.execute(sql`UPDATE deliveries SET state = 'picked_up', picked_up_at = now() WHERE id = ${id}`);
    },

    async markDelivered(
      id: number,
      delivered: { proof: DeliveryProof; proofImage: string | null; cashFils: number | null; shiftId: number | null },
    ): Promise<void> {
      const cash = delivered.cashFils === null ? null : filsToKwd(delivered.cashFils);
      await db.execute(sql`
        UPDATE deliveries SET state = 'delivered', live = false, ended_at = now(), proof = ${delivered.proof}, proof_image = ${delivered.proofImage},
               cash_collected = ${cash}::numeric, shift_id = ${delivered.shiftId}
        WHERE id = ${id}`);
    },

    async markFailed(id: number, failure: { reasonCode: DeliveryFailReason; note: string | null }): Promise<void> {
      await db.execute(sql`UPDATE deliveries SET state = 'failed', ended_at = now(), fail_reason_code = ${failure.reasonCode}, fail_note = ${failure.note} WHERE id = ${id}`);
    },

    // ── Drivers ─────────────────────────────────────────────────────────────────────────────────

    /**
     * The user `id` as a driver, their row locked (FOR NO KEY UPDATE: rows that merely refer to the user still write):
     * two assignments to one driver, or an assignment and the shift's closing, wait for each other. Null: no such user.
     */
    async lockDriver(id: number): Promise<DriverLock | null> {
      const [row] = await queryRows<{ id: number; name: string; role: string; capacity: number; shiftId: number | null; shiftState: ShiftState | null }>(
        db,
        sql`SELECT u.id, u.name, u.role, coalesce(p.capacity, 3) AS capacity, sh.id AS "shiftId", sh.state AS "shiftState"
            FROM users u ${driverJoins}
            WHERE u.id = ${id} AND u.anonymised_at IS NULL FOR NO KEY UPDATE OF u`,
      );
      if (!row) return null;
      return {
        id: row.id,
        name: row.name,
        isDriver: row.role === 'driver',
        capacity: row.capacity,
        shift: row.shiftId === null || row.shiftState === null ? null : { id: row.shiftId, state: row.shiftState },
      };
    },

    /** How many deliveries the driver carries now, leaving out `except` (the one an assignment replaces). */
    async load(driverId: number, except: number | null = null): Promise<number> {
      const [row] = await queryRows<{ load: number }>(
        db,
        sql`SELECT count(*)::int AS load FROM deliveries d JOIN orders o ON o.id = d.order_id
            WHERE d.driver_id = ${driverId} AND ${carried} ${except === null ? sql`` : sql`AND d.id <> ${except}`}`,
      );
      return row.load;
    },

    /** Drivers by name: every one, those of `ids`, or those on an open shift. */
    drivers(which: { ids?: number[]; onShift?: boolean } = {}): Promise<DriverRow[]> {
      const conditions = [sql`u.role = 'driver'`, sql`u.anonymised_at IS NULL`];
      if (which.ids) conditions.push(which.ids.length ? sql`u.id IN ${idList(which.ids)}` : sql`false`);
      if (which.onShift) conditions.push(sql`sh.state = 'open'`);
      return queryRows<DriverRow>(db, driversQuery(conditions));
    },

    /** Which of `ids` are areas (the rest are not). */
    async existingAreas(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await queryRows<{ id: number }>(db, sql`SELECT id FROM areas WHERE id IN ${idList(ids)}`);
      return new Set(rows.map((row) => row.id));
    },

    /**
     * The driver's profile and areas made exactly `values`: only what changed is written (the audit log shows it, not
     * the whole set again).
     */
    async saveProfile(driverId: number, values: DriverProfileValues): Promise<void> {
      await db.execute(sql`
        INSERT INTO driver_profiles (user_id, phone, vehicle, capacity) VALUES (${driverId}, ${values.phone}, ${values.vehicle}, ${values.capacity})
        ON CONFLICT (user_id) DO UPDATE SET phone = EXCLUDED.phone, vehicle = EXCLUDED.vehicle, capacity = EXCLUDED.capacity
        WHERE (driver_profiles.phone, driver_profiles.vehicle, driver_profiles.capacity) IS DISTINCT FROM (EXCLUDED.phone, EXCLUDED.vehicle, EXCLUDED.capacity)`);
      const keep = values.areaIds.length ? sql`AND area_id NOT IN ${idList(values.areaIds)}` : sql``;
      await db.execute(sql`DELETE FROM driver_areas WHERE user_id = ${driverId} ${keep}`);
      if (values.areaIds.length) {
        await db.execute(sql`
          INSERT INTO driver_areas (user_id, area_id) SELECT ${driverId}, unnest(${`{${values.areaIds.join(',')}}`}::int[])
          ON CONFLICT DO NOTHING`);
      }
    },

    // ── Shifts ──────────────────────────────────────────────────────────────────────────────────

    async openShift(driverId: number, actorId: number): Promise<number> {
      const [row] = await queryRows<{ id: number }>(db, sql`INSERT INTO driver_shifts (driver_id, opened_by) VALUES (${driverId}, ${actorId}) RETURNING id`);
      return row.id;
    },

    shift: (id: number, lock = false) => shiftWhere(sql`sh.id = ${id}`, lock),

    /** The driver's shift not yet closed (open, or counted with a difference). */
    unclosedShift: (driverId: number) => shiftWhere(sql`sh.driver_id = ${driverId} AND sh.state <> 'closed'`, false),

    /** The cash counted at closing: closed when it matched, else in discrepancy (counted again, the last count stands). */
    async countShift(id: number, count: { countedFils: number; matched: boolean; actorId: number }): Promise<void> {
      const closed = count.matched ? sql`'closed'` : sql`'discrepancy'`;
      await db.execute(sql`
        UPDATE driver_shifts SET state = ${closed}, counted_cash = ${filsToKwd(count.countedFils)}::numeric, counted_at = now(), counted_by = ${count.actorId},
               closed_at = ${count.matched ? sql`now()` : sql`NULL`}, closed_by = ${count.matched ? count.actorId : null}
        WHERE id = ${id}`);
    },

    async resolveShift(id: number, note: string, actorId: number): Promise<void> {
      await db.execute(sql`UPDATE driver_shifts SET state = 'closed', closed_at = now(), closed_by = ${actorId}, resolution_note = ${note} WHERE id = ${id}`);
    },

    /** Shifts newest first (one driver's, one state's), after the keyset `afterId`. */
    async shifts(filters: { driverId: number | null; state: ShiftState | null }, window: { afterId: number | null; offset: number; take: number }): Promise<ShiftRow[]> {
      const conditions = shiftConditions(filters);
      if (window.afterId !== null) conditions.push(sql`sh.id < ${window.afterId}`);
      const rows = await queryRows<ShiftRow>(
        db,
        sql`SELECT ${shiftColumns} FROM driver_shifts sh ${shiftJoins} ${whereAll(conditions)} ORDER BY sh.id DESC LIMIT ${window.take} OFFSET ${window.offset}`,
      );
      return rows.map(asShift);
    },

    async shiftsCount(filters: { driverId: number | null; state: ShiftState | null }): Promise<number> {
      const [row] = await queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM driver_shifts sh ${whereAll(shiftConditions(filters))}`);
      return row.total;
    },

    // ── The board ───────────────────────────────────────────────────────────────────────────────

    /** The open orders counted per area and board state (of the scope's shops): boardCountsQuery. */
    boardCounts: (shopIds: number[] | null): Promise<BoardCountRow[]> => queryRows<BoardCountRow>(db, boardCountsQuery(shopIds)),

    /** One board state's orders' keys after the cursor, ready longest first: orderKeysQuery. */
    orderKeys: (state: DispatchOrderState, filters: BoardFilters, cursor: SortCursor | null, limit: number): Promise<SortCursor[]> =>
      queryRows<SortCursor>(db, orderKeysQuery(state, filters, cursor, limit)),

    /**
     * The orders of `ids` as the board shows them, in the order given, each with its live delivery, else its latest
     * one (not withdrawn): the order that left the board names the delivery that ended it.
     */
    async dispatchOrders(ids: number[]): Promise<DispatchOrderRow[]> {
      if (ids.length === 0) return [];
      const rows = await queryRows<DispatchOrderRow>(
        db,
        sql`SELECT o.id, o.status, o.shop_id AS "shopId", s.name AS "shopName", s.name_ar AS "shopNameAr", o.customer_name AS "customerName",
                   ${fils('o.total_amount')} AS "totalFils", o.payment_method AS "paymentMethod", o.accepted_at AS "acceptedAt",
                   -- A probe of each order's lines (its index), never a pass over every line.
                   (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.pick_state IN ('pending', 'asking') LIMIT 1) IS NULL AS picked,
                   ${addressColumns}, CASE WHEN d.id IS NOT NULL THEN (SELECT row_to_json(shown) FROM (SELECT ${deliveryColumns}) shown) END AS delivery
            FROM orders o LEFT JOIN shops s ON s.id = o.shop_id
            LEFT JOIN LATERAL (SELECT id FROM deliveries WHERE order_id = o.id AND state <> 'withdrawn' ORDER BY live DESC, id DESC LIMIT 1) current ON true
            LEFT JOIN deliveries d ON d.id = current.id ${deliveryJoins}
            WHERE o.id IN ${idList(ids)}`,
      );
      const byId = new Map(rows.map((row) => [row.id, { ...row, totalFils: Number(row.totalFils), delivery: row.delivery && asDelivery(row.delivery) }]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /**
     * The drivers on shift covering any of `areaIds`, by name, with their capacity and load: who the board may suggest
     * for orders of those areas (suggestDriver).
     */
    async candidates(areaIds: number[]): Promise<DriverLoad[]> {
      if (areaIds.length === 0) return [];
      const rows = await queryRows<DriverLoad & { areaIds: number[] }>(
        db,
        sql`SELECT u.id, u.name, coalesce(p.capacity, 3) AS capacity, coalesce(l.load, 0) AS load, array_agg(da.area_id) AS "areaIds"
            FROM driver_areas da JOIN driver_shifts sh ON sh.driver_id = da.user_id AND sh.state = 'open'
            JOIN users u ON u.id = da.user_id LEFT JOIN driver_profiles p ON p.user_id = u.id LEFT JOIN ${loads} l ON l.driver_id = u.id
            WHERE da.area_id IN ${idList(areaIds)} AND u.role = 'driver'
            GROUP BY u.id, u.name, p.capacity, l.load
            ORDER BY u.name COLLATE "dukkan_names", u.id`,
      );
      return rows.map(({ areaIds: covered, ...driver }) => ({ ...driver, areas: covered.map((id) => ({ id })) }));
    },

    // ── The driver's screen ─────────────────────────────────────────────────────────────────────

    /** The deliveries the driver carries now, in pickup order (assigned first first). */
    async driverDeliveries(driverId: number): Promise<DriverDeliveryRow[]> {
      const rows = await queryRows<DriverDeliveryRow>(
        db,
        sql`SELECT d.id, d.order_id AS "orderId", d.state, o.status, s.id AS "shopId", s.name AS "shopName", s.name_ar AS "shopNameAr", s.phone AS "shopPhone",
                   sg.name AS "shopGovernorate", sg.name_ar AS "shopGovernorateAr", sa.name AS "shopArea", sa.name_ar AS "shopAreaAr",
                   sb.name AS "shopBlock", sb.name_ar AS "shopBlockAr",
                   o.customer_name AS "customerName", coalesce(o.customer_phone, cu.phone, '') AS "customerPhone", o.payment_method AS "paymentMethod",
                   ${fils('o.total_amount')} AS "totalFils", o.total_quantity AS "itemCount", d.assigned_at AS "assignedAt", d.picked_up_at AS "pickedUpAt",
                   ${addressColumns}
            FROM deliveries d JOIN orders o ON o.id = d.order_id
            JOIN shops s ON s.id = o.shop_id JOIN governorates sg ON sg.id = s.governorate_id JOIN areas sa ON sa.id = s.area_id JOIN blocks sb ON sb.id = s.block_id
            LEFT JOIN users cu ON cu.id = o.user_id
            WHERE d.driver_id = ${driverId} AND ${carried}
            ORDER BY d.assigned_at, d.id`,
      );
      return rows.map((row) => ({ ...row, totalFils: Number(row.totalFils) }));
    },

    // ── Times ───────────────────────────────────────────────────────────────────────────────────

    /**
     * Median minutes of the deliveries delivered in [start, end) (of the scope's shops): accepted → assigned, assigned →
     * picked up, picked up → delivered; overall and per shop, area and driver (couriers' deliveries count overall, per
     * shop and per area), in one statement.
     */
    times(start: Date, end: Date, shopIds: number[] | null): Promise<TimesRow[]> {
      const scope = inShopScope(sql`d.shop_id`, shopIds);
      const median = (from: SQL, to: SQL) => sql`round((percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ${to} - ${from}) / 60))::numeric, 1)::float8`;
      return queryRows<TimesRow>(
        db,
        sql`SELECT CASE WHEN GROUPING(d.shop_id) = 0 THEN 'shop' WHEN GROUPING(o.area_id) = 0 THEN 'area' WHEN GROUPING(d.driver_id) = 0 THEN 'driver' ELSE 'overall' END AS grouping,
                   CASE WHEN GROUPING(d.shop_id) = 0 THEN d.shop_id WHEN GROUPING(o.area_id) = 0 THEN o.area_id ELSE d.driver_id END AS "keyId",
                   CASE WHEN GROUPING(d.shop_id) = 0 THEN min(s.name) WHEN GROUPING(o.area_id) = 0 THEN min(a.name) ELSE min(du.name) END AS name,
                   CASE WHEN GROUPING(d.shop_id) = 0 THEN min(s.name_ar) WHEN GROUPING(o.area_id) = 0 THEN min(a.name_ar) ELSE '' END AS "nameAr",
                   count(*)::int AS deliveries,
                   ${median(sql`coalesce(o.accepted_at, o.created_at)`, sql`d.assigned_at`)} AS "assignMinutes",
                   ${median(sql`d.assigned_at`, sql`d.picked_up_at`)} AS "pickupMinutes",
                   ${median(sql`d.picked_up_at`, sql`d.ended_at`)} AS "deliverMinutes"
            FROM deliveries d JOIN orders o ON o.id = d.order_id
            LEFT JOIN shops s ON s.id = d.shop_id LEFT JOIN areas a ON a.id = o.area_id LEFT JOIN users du ON du.id = d.driver_id
            WHERE d.state = 'delivered' AND d.ended_at >= ${start.toISOString()} AND d.ended_at < ${end.toISOString()} ${scope ? sql`AND ${scope}` : sql``}
            GROUP BY GROUPING SETS ((), (d.shop_id), (o.area_id), (d.driver_id))`,
      );
    },

    // ── The customer's order ────────────────────────────────────────────────────────────────────

    /** The orders' codes and latest deliveries (not withdrawn), for their customer's answer. */
    async customerDeliveries(ids: readonly number[]): Promise<Map<number, CustomerDeliveryRow>> {
      if (ids.length === 0) return new Map();
      const rows = await queryRows<CustomerDeliveryRow>(
        db,
        sql`SELECT o.id, o.delivery_code AS "deliveryCode", d.state, du.name AS "driverName", d.courier_company AS "courierCompany",
                   d.courier_tracking_url AS "courierTrackingUrl"
            FROM orders o
            LEFT JOIN LATERAL (SELECT * FROM deliveries d WHERE d.order_id = o.id AND d.state <> 'withdrawn' ORDER BY d.id DESC LIMIT 1) d ON true
            LEFT JOIN users du ON du.id = d.driver_id
            WHERE o.id IN ${idList(ids)}`,
      );
      return new Map(rows.map((row) => [row.id, row]));
    },

    // ── An order's deliveries ───────────────────────────────────────────────────────────────────

    /** Every delivery of the order, each attempt (withdrawn and failed ones too), newest first. */
    async deliveriesOf(orderId: number): Promise<DeliveryRow[]> {
      const rows = await queryRows<DeliveryRow>(
        db,
        sql`SELECT ${deliveryColumns} FROM deliveries d ${deliveryJoins} WHERE d.order_id = ${orderId} ORDER BY d.assigned_at DESC, d.id DESC`,
      );
      return rows.map(asDelivery);
    },
  };
}

function shiftConditions(filters: { driverId: number | null; state: ShiftState | null }): SQL[] {
  const conditions: SQL[] = [];
  if (filters.driverId !== null) conditions.push(sql`sh.driver_id = ${filters.driverId}`);
  if (filters.state !== null) conditions.push(sql`sh.state = ${filters.state}`);
  return conditions;
}

function boardConditions(filters: BoardFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.areaId !== null) conditions.push(sql`o.area_id = ${filters.areaId}`);
  const scope = inShopScope(sql`o.shop_id`, filters.shopIds);
  if (scope) conditions.push(scope);
  return conditions;
}
