import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifySignal } from '../../db/signals';
import type { OrderStatus } from '../../db/schema';
import type { ImageStore } from '../../images/image-store';
import { assertValid, badRequest, conflict, type FieldErrors, HttpError, notFound } from '../../http/errors';
import { filsToKwd } from '../../money/fils';
import type { SalesRange } from '../reports/reports-rules';
import { isPrepaid, ledgerBalances } from '../ledger/ledger-balances';
import { ledgerRepository } from '../ledger/ledger-repository';
import { type OrderActor, recordDeliveryStep } from '../orders/order-events';
import { moveOrders } from '../orders/order-status-service';
import type { BoardMemo } from './board-memo';
import { type DeliveryRow, type DispatchOrderLock, dispatchRepository } from './dispatch-repository';
import {
  assignRules,
  cashCollectedRules,
  closeShiftRules,
  DISPATCH_MESSAGES,
  driverProfileRules,
  failRules,
  isCodeTyped,
  isOrderCode,
  resolveShiftRules,
  suggestDriver,
} from './dispatch-rules';
import {
  type AssignDeliveryBody,
  type CloseShiftBody,
  DISPATCH_ORDER_STATES,
  type DeliverBody,
  type DeliveryFailReason,
  type DeliveryProof,
  type DeliveryTimesAnswer,
  type DispatchBoardAnswer,
  type DispatchOrderAnswer,
  type DispatchOrderState,
  type DriverHomeAnswer,
  type DriverProfileBody,
  type FailDeliveryBody,
  type ResolveShiftBody,
} from './dispatch-schemas';
import { boardStateOf, toDispatchOrderView, toDriverDeliveryView, toDriverView } from './dispatch-view';

// decisions/dispatch.md: who delivers, in the request's transaction. Every change of an order's delivery locks the
// order first (so of two leads at once one goes first and the other sees what it did), then the delivery, then — for
// an assignment — the driver; status moves go through the orders' status service (moveOrders: stock back once, the
// ledger, the status step), and the delivery's own step is written last, after every row lock, as every writer of the
// order log does.

/** 409 DELIVERY_CHANGED: the order's live delivery is not the one the assigner saw (the route answers the current one). */
export class DeliveryChangedError extends HttpError {
  constructor(readonly orderId: number) {
    super(409, 'DELIVERY_CHANGED', `Order #${orderId} was just assigned by someone else`);
  }
}

/** 400 on `code`: the code typed is not the order's (the driver's route counts these towards TOO_MANY_ATTEMPTS). */
export class WrongCodeError extends HttpError {
  constructor(errors: FieldErrors) {
    super(400, 'VALIDATION_FAILED', DISPATCH_MESSAGES.wrongCode, errors);
  }
}

export const deliveryNotFound = () => notFound('Delivery not found');
export const driverNotFound = () => notFound('Driver not found');
const notOpen = () => conflict('This delivery has already moved on', 'DELIVERY_NOT_OPEN');
const notDispatchable = (orderId: number) => conflict(`Order #${orderId} cannot be handed over now`, 'ORDER_NOT_DISPATCHABLE');
const staff = (id: number): OrderActor => ({ kind: 'staff', id });
/** The statuses in which an order may still be handed over, carried or brought back. */
const isOpenOrder = (status: OrderStatus) => status === 'ACCEPTED' || status === 'INTRANSIT';

/** The cash to collect of each order, from its ledger (decisions/money-ledger.md's balances). */
async function cashToCollect(db: Db, orders: readonly { id: number; paymentMethod: string; status: OrderStatus }[]): Promise<Map<number, number>> {
  const entries = await ledgerRepository(db).entries(orders.map((order) => order.id));
  return new Map(orders.map((order) => [order.id, ledgerBalances(order, entries.filter((entry) => entry.orderId === order.id)).cashToCollect]));
}

// ── Reading ─────────────────────────────────────────────────────────────────────────────────────

/**
 * The board's rows for the orders `ids` (in that order): each with its delivery (a photo proof's picture by `images`),
 * cash to collect and suggested driver (from the drivers on shift `memo` keeps, when given).
 */
export async function readDispatchOrders(db: Db, ids: number[], images: ImageStore, memo?: BoardMemo): Promise<DispatchOrderAnswer[]> {
  const repo = dispatchRepository(db);
  const rows = await repo.dispatchOrders(ids);
  const areaIds = [...new Set(rows.flatMap((row) => (row.areaId === null ? [] : [row.areaId])))];
  // A list read takes the drivers on shift the board keeps; a write's answer asks the database after its commit.
  const [cash, candidates] = await Promise.all([cashToCollect(db, rows), memo ? memo.driversOnShift() : repo.candidates(areaIds)]);
  return rows.map((row) => {
    const live = row.delivery?.live ? row.delivery : null;
    // An open order shows its live delivery (none: waiting); one that left the board, the delivery that ended it.
    const delivery = isOpenOrder(row.status) ? live : row.delivery;
    // Only an order someone may still take gets a suggestion (a picked-up one is on its way).
    const suggestedDriver = isOpenOrder(row.status) && boardStateOf(live) !== 'picked_up' ? suggestDriver(row.areaId, candidates) : null;
    return toDispatchOrderView(row, { state: boardStateOf(live), delivery, cashToCollectFils: cash.get(row.id) ?? 0, suggestedDriver }, images);
  });
}

export async function readDispatchOrder(db: Db, orderId: number, images: ImageStore): Promise<DispatchOrderAnswer> {
  const [order] = await readDispatchOrders(db, [orderId], images);
  if (!order) throw notFound(`Order #${orderId} was not found`);
  return order;
}

/** GET dispatch/board: the open orders counted per state and area (of the scope's shops), and the drivers on shift, as the replica keeps them. */
export async function readBoard(memo: BoardMemo, shopIds: number[] | null): Promise<DispatchBoardAnswer> {
  const [rows, drivers] = await Promise.all([memo.boardCounts(shopIds), memo.driversOnShift()]);
  const zero = () => Object.fromEntries(DISPATCH_ORDER_STATES.map((state) => [state, 0])) as Record<DispatchOrderState, number>;
  const counts = zero();
  const areas = new Map<number, DispatchBoardAnswer['areas'][number] & { counts: Record<DispatchOrderState, number> }>();
  for (const row of rows) {
    counts[row.state] += row.count;
    if (row.areaId === null) continue;
    let area = areas.get(row.areaId);
    if (!area) {
      area = {
        area: { id: row.areaId, name: row.areaName ?? '', name_ar: row.areaNameAr ?? '' },
        governorate: { id: row.governorateId ?? 0, name: row.governorateName ?? '', name_ar: row.governorateNameAr ?? '' },
        counts: zero(),
      };
      areas.set(row.areaId, area);
    }
    area.counts[row.state] += row.count;
  }
  return {
    counts,
    // In the database's order (by governorate, then area, by name): a Map keeps the order its keys came in.
    areas: [...areas.values()],
    drivers: drivers.map(toDriverView),
  };
}

/**
 * How many orders one of the board's lists holds (one area's, or all), read from the counts the replica keeps: the
 * figure the board shows beside the list's tab, not a second count.
 */
export async function readListTotal(memo: BoardMemo, filters: { state: DispatchOrderState; areaId: number | null; shopIds: number[] | null }): Promise<number> {
  const rows = await memo.boardCounts(filters.shopIds);
  return rows.reduce((total, row) => total + (row.state === filters.state && (filters.areaId === null || row.areaId === filters.areaId) ? row.count : 0), 0);
}

/** GET driver/me: the driver, their shift not yet closed (what they delivered and recorded collecting), and what they carry. */
export async function readDriverHome(db: Db, driverId: number): Promise<DriverHomeAnswer> {
  const repo = dispatchRepository(db);
  const [driver] = await repo.drivers({ ids: [driverId] });
  if (!driver) throw driverNotFound();
  const [shift, carried] = await Promise.all([repo.unclosedShift(driverId), repo.driverDeliveries(driverId)]);
  const cash = await cashToCollect(db, carried.map((row) => ({ id: row.orderId, paymentMethod: row.paymentMethod, status: row.status })));
  return {
    driver: toDriverView(driver),
    shift:
      shift === null
        ? null
        : { id: shift.id, openedAt: new Date(shift.openedAt).toISOString(), state: shift.state, delivered: shift.delivered, collectedCash: Number(filsToKwd(shift.collectedFils)) },
    deliveries: carried.map((row) => toDriverDeliveryView(row, cash.get(row.orderId) ?? 0)),
  };
}

/** GET dispatch/times: median minutes overall and per shop, area and driver of the deliveries delivered in the range. */
export async function readTimes(db: Db, range: SalesRange, shopIds: number[] | null): Promise<DeliveryTimesAnswer> {
  const rows = await dispatchRepository(db).times(range.start, range.end, shopIds);
  const figures = (row: (typeof rows)[number] | undefined) => ({
    deliveries: row?.deliveries ?? 0,
    assignMinutes: row?.assignMinutes ?? null,
    pickupMinutes: row?.pickupMinutes ?? null,
    deliverMinutes: row?.deliverMinutes ?? null,
  });
  const group = (grouping: 'shop' | 'area' | 'driver') =>
    rows
      .filter((row) => row.grouping === grouping && row.keyId !== null)
      .sort((a, b) => b.deliveries - a.deliveries || (a.keyId ?? 0) - (b.keyId ?? 0))
      .map((row) => ({ key: { id: row.keyId ?? 0, name: row.name ?? '', name_ar: row.nameAr ?? '' }, ...figures(row) }));
  return {
    from: range.from,
    to: range.to,
    overall: figures(rows.find((row) => row.grouping === 'overall')),
    byShop: group('shop'),
    byArea: group('area'),
    byDriver: group('driver'),
  };
}

// ── Assigning ───────────────────────────────────────────────────────────────────────────────────

/** The order locked, and its live delivery locked after it: 404 for no such order. */
async function lockOrderAndLive(tx: Db, orderId: number): Promise<{ order: DispatchOrderLock; live: DeliveryRow | null }> {
  const repo = dispatchRepository(tx);
  const order = await repo.lockOrder(orderId);
  if (!order) throw notFound(`Order #${orderId} was not found`);
  return { order, live: await repo.liveDelivery(orderId, true) };
}

/**
 * POST orders/{id}/delivery: hand the order to one of our drivers or to a courier company. An ACCEPTED order with no
 * live delivery, or an assigned one (a reassignment: it is withdrawn), or an INTRANSIT order whose delivery failed (a
 * retry: the failed one stays failed, no longer live). `replaces` must name the live delivery as it is (else
 * DeliveryChangedError): of two leads assigning at once, the first to lock the order wins and the other is told.
 */
export async function assignDelivery(tx: Db, request: { orderId: number; body: AssignDeliveryBody; actorId: number }): Promise<void> {
  const { orderId, actorId } = request;
  const { errors, values } = assignRules(request.body);
  assertValid(errors);
  const repo = dispatchRepository(tx);
  const { order, live } = await lockOrderAndLive(tx, orderId);
  if (!(order.status === 'ACCEPTED' || (order.status === 'INTRANSIT' && live !== null))) throw notDispatchable(orderId);
  if ((live?.id ?? null) !== values.replaces) throw new DeliveryChangedError(orderId);
  if (live?.state === 'picked_up') throw conflict(`Order #${orderId} is already on its way`, 'DELIVERY_PICKED_UP');

  const { carrier } = values;
  if (carrier.kind === 'driver') {
    const driver = await repo.lockDriver(carrier.driverId);
    if (!driver?.isDriver) throw badRequest({ driverId: DISPATCH_MESSAGES.driver });
    if (driver.shift?.state !== 'open') throw conflict(`${driver.name} is not on shift`, 'DRIVER_OFF_SHIFT');
    const load = await repo.load(driver.id, live?.state === 'assigned' ? live.id : null);
    if (load >= driver.capacity) throw conflict(`${driver.name} already carries ${load} orders`, 'DRIVER_AT_CAPACITY');
  }
  if (live?.state === 'assigned') await repo.endDelivery(live.id, 'withdrawn');
  if (live?.state === 'failed') await repo.retireFailed(live.id);
  const deliveryId = await repo.insertDelivery(order, carrier.kind === 'driver' ? { driverId: carrier.driverId } : carrier, actorId);
  if (live?.state === 'assigned') await recordDeliveryStep(tx, { orderId, deliveryId: live.id, action: 'withdrawn', actor: staff(actorId) });
  await recordDeliveryStep(tx, { orderId, deliveryId, action: 'assigned', actor: staff(actorId) });
}

/** The delivery `deliveryId` with its order, both locked (the order first): 404 for no such delivery. */
async function lockDelivery(tx: Db, deliveryId: number): Promise<{ order: DispatchOrderLock; delivery: DeliveryRow }> {
  const repo = dispatchRepository(tx);
  const owner = await repo.deliveryOwner(deliveryId);
  if (!owner) throw deliveryNotFound();
  const order = await repo.lockOrder(owner.orderId);
  const delivery = await repo.delivery(deliveryId, true);
  if (!order || !delivery) throw deliveryNotFound();
  return { order, delivery };
}


/** POST deliveries/{id}/withdraw: an assigned delivery taken back; the order waits for a driver again. Answers the order. */
export async function withdrawDelivery(tx: Db, request: { deliveryId: number; actorId: number }): Promise<number> {
  const { order, delivery } = await lockDelivery(tx, request.deliveryId);
  if (!delivery.live || delivery.state !== 'assigned' || !isOpenOrder(order.status)) throw notOpen();
  await dispatchRepository(tx).endDelivery(delivery.id, 'withdrawn');
  await recordDeliveryStep(tx, { orderId: order.id, deliveryId: delivery.id, action: 'withdrawn', actor: staff(request.actorId) });
  return order.id;
}

/** Why an order came back to the shop, as its cancel step and stock history say it. */
const FAIL_WORDS: Record<DeliveryFailReason, string> = {
  customerUnreachable: 'Customer unreachable',
  addressNotFound: 'Address not found',
  customerRefused: 'Customer refused the order',
  other: 'Delivery failed',
};

/**
 * POST deliveries/{id}/return: a failed delivery brought back to the shop: the order INTRANSIT → CANCELLED through the
 * status service (its stock back once, the ledger's refund or cash end, the cancel step with the failure's reason).
 */
export async function returnDelivery(tx: Db, request: { deliveryId: number; actorId: number }): Promise<number> {
  const { order, delivery } = await lockDelivery(tx, request.deliveryId);
  if (!delivery.live || delivery.state !== 'failed' || order.status !== 'INTRANSIT') throw notOpen();
  await dispatchRepository(tx).endDelivery(delivery.id, 'returned');
  const words = delivery.failReasonCode === null ? 'Delivery failed' : FAIL_WORDS[delivery.failReasonCode];
  const reason = `Returned to the shop: ${delivery.failNote ? `${words} (${delivery.failNote})` : words}`;
  const actor = staff(request.actorId);
  await moveOrders(tx, sql`id = ${order.id}`, ['INTRANSIT'], 'CANCELLED', { actor, reason, stockNote: reason });
  await recordDeliveryStep(tx, { orderId: order.id, deliveryId: delivery.id, action: 'returned', actor });
  return order.id;
}

// ── Carrying ────────────────────────────────────────────────────────────────────────────────────

/** Who marks a delivery: its driver (their own only), or staff for a courier's. */
export type Marker = { kind: 'driver'; driverId: number } | { kind: 'staff'; staffId: number };

/** The delivery as its marker may change it: another driver's is not found, a driver's is not staff's to mark. */
async function lockMarked(tx: Db, deliveryId: number, marker: Marker): Promise<{ order: DispatchOrderLock; delivery: DeliveryRow; actor: OrderActor }> {
  const owner = await dispatchRepository(tx).deliveryOwner(deliveryId);
  if (!owner) throw deliveryNotFound();
  if (marker.kind === 'driver' && owner.driverId !== marker.driverId) throw deliveryNotFound();
  if (marker.kind === 'staff' && owner.driverId !== null) throw conflict('Only its driver marks this delivery, from their phone', 'DELIVERY_IS_DRIVERS');
  const locked = await lockDelivery(tx, deliveryId);
  return { ...locked, actor: marker.kind === 'driver' ? staff(marker.driverId) : staff(marker.staffId) };
}

/**
 * Picked up: an assigned delivery leaves the shop. The order ACCEPTED → INTRANSIT (the spec's In Transit) through the
 * status service; a retry finds it INTRANSIT already and moves nothing.
 */
export async function pickUpDelivery(tx: Db, request: { deliveryId: number; marker: Marker }): Promise<void> {
  const { order, delivery, actor } = await lockMarked(tx, request.deliveryId, request.marker);
  if (!delivery.live || delivery.state !== 'assigned' || !isOpenOrder(order.status)) throw notOpen();
  await dispatchRepository(tx).pickUp(delivery.id);
  if (order.status === 'ACCEPTED') await moveOrders(tx, sql`id = ${order.id}`, ['ACCEPTED'], 'INTRANSIT', { actor });
  await recordDeliveryStep(tx, { orderId: order.id, deliveryId: delivery.id, action: 'picked_up', actor });
}

/**
 * Delivered: a picked-up delivery, proven by the customer's code (our drivers: WrongCodeError otherwise; none typed is a
 * field error), by a photo (`proofImage`, already stored: the driver's taken at the door, no code needed; staff's the
 * picture a courier sent) or by the courier's word (staff without a picture), with the cash collected (a cash order
 * needs it, a paid one collects nothing). The delivery records it and the driver's shift; the order INTRANSIT →
 * DELIVERED through the status service (the ledger's cash to collect settled).
 */
export async function deliverDelivery(
  tx: Db,
  request: { deliveryId: number; marker: Marker; body: DeliverBody; proofImage?: string | null },
): Promise<void> {
  const { order, delivery, actor } = await lockMarked(tx, request.deliveryId, request.marker);
  if (!delivery.live || delivery.state !== 'picked_up' || order.status !== 'INTRANSIT') throw notOpen();
  const errors: FieldErrors = {};
  const cashFils = cashCollectedRules(request.body, isPrepaid(order.paymentMethod), errors);
  const proofImage = request.proofImage ?? null;
  const proof: DeliveryProof = proofImage ? 'photo' : request.marker.kind === 'staff' ? 'courier' : 'code';
  if (proof === 'code') {
    if (!isCodeTyped(request.body.code)) errors.code = DISPATCH_MESSAGES.codeOrPhoto;
    else if (!isOrderCode(request.body.code, order.deliveryCode)) throw new WrongCodeError({ ...errors, code: DISPATCH_MESSAGES.wrongCode });
  }
  assertValid(errors);
  const repo = dispatchRepository(tx);
  const shift = delivery.driverId === null ? null : await repo.unclosedShift(delivery.driverId);
  await repo.markDelivered(delivery.id, { proof, proofImage, cashFils, shiftId: shift?.id ?? null });
  await moveOrders(tx, sql`id = ${order.id}`, ['INTRANSIT'], 'DELIVERED', { actor });
  await recordDeliveryStep(tx, { orderId: order.id, deliveryId: delivery.id, action: 'delivered', actor });
}

/** Failed: a picked-up delivery did not reach the customer (a preset reason; 'other' with a note). The order stays INTRANSIT until a lead retries or returns it. */
export async function failDelivery(tx: Db, request: { deliveryId: number; marker: Marker; body: FailDeliveryBody }): Promise<void> {
  const { errors, values } = failRules(request.body);
  assertValid(errors);
  const { order, delivery, actor } = await lockMarked(tx, request.deliveryId, request.marker);
  if (!delivery.live || delivery.state !== 'picked_up' || order.status !== 'INTRANSIT') throw notOpen();
  await dispatchRepository(tx).markFailed(delivery.id, values);
  await recordDeliveryStep(tx, { orderId: order.id, deliveryId: delivery.id, action: 'failed', actor });
}

// ── Drivers and shifts ──────────────────────────────────────────────────────────────────────────

/** Every replica told, on commit, that what the board shows of the driver changed (board-memo.ts forgets its reads). */
const driverChanged = (tx: Db, driverId: number) => notifySignal(tx, 'driver-changed', { driverId });

/** PUT drivers/{id}: the profile checked (the areas must exist), the driver locked, then made exactly the body's. */
export async function saveDriverProfile(tx: Db, request: { driverId: number; body: DriverProfileBody }): Promise<void> {
  const { errors, values } = driverProfileRules(request.body);
  const repo = dispatchRepository(tx);
  const known = await repo.existingAreas(values.areaIds);
  if (values.areaIds.some((id) => !known.has(id))) errors.areaIds = DISPATCH_MESSAGES.areas;
  assertValid(errors);
  const driver = await repo.lockDriver(request.driverId);
  if (!driver?.isDriver) throw driverNotFound();
  await repo.saveProfile(driver.id, values);
  await driverChanged(tx, driver.id);
}

/** A shift opened for the driver (by a lead, or by the driver: `self`); 409 SHIFT_OPEN while one is not closed. */
export async function openShift(tx: Db, request: { driverId: number; actorId: number; self: boolean }): Promise<void> {
  const repo = dispatchRepository(tx);
  const driver = await repo.lockDriver(request.driverId);
  if (!driver?.isDriver) throw driverNotFound();
  if (driver.shift) throw conflict(request.self ? 'You are already on shift' : `${driver.name} is already on shift`, 'SHIFT_OPEN');
  await repo.openShift(driver.id, request.actorId);
  await driverChanged(tx, driver.id);
}

/**
 * POST drivers/{id}/shift/close: the cash a lead counted, against what the ledger says the driver collected (the cash
 * the ledger settled at delivery for the cash orders delivered in the shift). Equal: closed. Otherwise the shift stays
 * in discrepancy until a lead resolves it. Refused while the driver still carries deliveries. Answers the shift's id.
 */
export async function closeShift(tx: Db, request: { driverId: number; body: CloseShiftBody; actorId: number }): Promise<number> {
  const { errors, countedFils } = closeShiftRules(request.body);
  assertValid(errors);
  const repo = dispatchRepository(tx);
  const driver = await repo.lockDriver(request.driverId);
  if (!driver?.isDriver) throw driverNotFound();
  if (driver.shift === null) throw conflict(`${driver.name} is not on shift`, 'NO_OPEN_SHIFT');
  if ((await repo.load(driver.id)) > 0) throw conflict(`Hand over or finish ${driver.name}'s deliveries before closing the shift`, 'DRIVER_HAS_DELIVERIES');
  const shift = await repo.shift(driver.shift.id, true);
  if (!shift) throw conflict(`${driver.name} is not on shift`, 'NO_OPEN_SHIFT');
  await repo.countShift(shift.id, { countedFils, matched: countedFils === shift.expectedFils, actorId: request.actorId });
  await driverChanged(tx, driver.id);
  return shift.id;
}

/** POST shifts/{id}/resolve: a shift counted with a difference, closed with the lead's note. */
export async function resolveShift(tx: Db, request: { shiftId: number; body: ResolveShiftBody; actorId: number }): Promise<void> {
  const { errors, note } = resolveShiftRules(request.body);
  assertValid(errors);
  const repo = dispatchRepository(tx);
  const shift = await repo.shift(request.shiftId, true);
  if (!shift) throw notFound('Shift not found');
  if (shift.state !== 'discrepancy') throw conflict('This shift has no difference to resolve', 'SHIFT_NOT_IN_DISCREPANCY');
  await repo.resolveShift(shift.id, note, request.actorId);
  await driverChanged(tx, shift.driverId);
}

