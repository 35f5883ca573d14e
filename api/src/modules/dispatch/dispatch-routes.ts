import { guardRowsByShop, shopScope } from '../../auth/shop-scope';
import { assertValid } from '../../http/errors';
import { listPage, readPaging } from '../../http/paging';
import { ok } from '../../http/reply';
import { errorResponses, idParamsSchema, pageSchema, successSchema } from '../../http/schemas';
import { encodeSortCursor, readSortedWindow } from '../../http/sorted-paging';
import type { RoutesPlugin } from '../../http/type-provider';
import { ordersRepository } from '../orders/orders-repository';
import { writeWithImage } from '../uploads/image-lifecycle';
import { deliverRequestBody, readDeliverRequest } from './deliver-request';
import { dispatchRepository } from './dispatch-repository';
import { timesRangeRules } from './dispatch-rules';
import {
  assignConflictSchema,
  assignDeliveryBodySchema,
  closeShiftBodySchema,
  deliverPhotoFormDescription,
  deliveryTimesQuerySchema,
  deliveryTimesSchema,
  dispatchBoardSchema,
  dispatchOrderSchema,
  dispatchOrdersQuerySchema,
  driverProfileBodySchema,
  driverSchema,
  failDeliveryBodySchema,
  orderDeliveriesSchema,
  resolveShiftBodySchema,
  shiftSchema,
  shiftsQuerySchema,
} from './dispatch-schemas';
import {
  assignDelivery,
  closeShift,
  DeliveryChangedError,
  deliverDelivery,
  deliveryNotFound,
  driverNotFound,
  failDelivery,
  openShift,
  pickUpDelivery,
  readBoard,
  readDispatchOrder,
  readDispatchOrders,
  readListTotal,
  readTimes,
  resolveShift,
  returnDelivery,
  saveDriverProfile,
  withdrawDelivery,
} from './dispatch-service';
import { toDeliveryView, toDriverView, toShiftView } from './dispatch-view';

/** The board's lists page this many orders by default (the contract's). */
const DISPATCH_PAGE_SIZE = 50;
const SHIFTS_PAGE_SIZE = 20;

/** Whether `error` is the database refusing a second live delivery of an order (the unique index behind the order's lock). */
function isSecondLiveDelivery(error: unknown): boolean {
  for (let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined, depth = 0; current && depth < 5; depth += 1) {
    if (current.code === '23505' && current.constraint === 'deliveries_live_key') return true;
    current = current.cause as typeof current;
  }
  return false;
}

/**
 * Dispatch for leads (decisions/dispatch.md): drivers and their profiles, shifts and their cash, the board of orders
 * ready to go with the drivers on shift, handing an order to a driver or a courier, a courier's delivery marked, a
 * failed delivery returned, the measured times. Read with dispatch.read (shop staff: their shops' orders only), changed
 * with dispatch.act; every change in the request's audited transaction.
 */
export const dispatchRoutes: RoutesPlugin = async (app) => {
  const repo = dispatchRepository(app.db);
  const orders = ordersRepository(app.db);
  // decisions/roles-and-audit.md: another shop's order or delivery is not found.
  guardRowsByShop(app, { path: '/api/orders/:id', shopOf: (id) => orders.shopIdOf(id), message: (id) => `Order #${id} was not found` });
  guardRowsByShop(app, { path: '/api/deliveries/:id', shopOf: async (id) => (await repo.deliveryOwner(id))?.shopId ?? null, message: 'Delivery not found' });
  const tags = ['dispatch'];
  const driverAnswer = async (driverId: number) => {
    const [driver] = await repo.drivers({ ids: [driverId] });
    if (!driver) throw driverNotFound();
    return ok(toDriverView(driver));
  };
  const shiftAnswer = async (shiftId: number) => ok(toShiftView((await repo.shift(shiftId)) as NonNullable<Awaited<ReturnType<typeof repo.shift>>>));
  const orderAnswer = async (orderId: number) => ok(await readDispatchOrder(app.db, orderId, app.images));
  const dispatchOrderReply = { 200: successSchema(dispatchOrderSchema), ...errorResponses };

  // ── Drivers and shifts ──────────────────────────────────────────────────────────────────────

  app.get(
    '/drivers',
    {
      config: { permission: 'dispatch.read' },
      schema: {
        tags,
        summary: "Every driver (a user whose role is driver) by name, with the profile (defaults until saved: phone '', vehicle '', capacity 3, no areas), the shift not yet closed and the load",
        response: { 200: successSchema({ type: 'array', items: driverSchema }), ...errorResponses },
      },
    },
    async () => ok((await repo.drivers()).map(toDriverView)),
  );

  app.put(
    '/drivers/:id',
    {
      config: { permission: 'dispatch.act' },
      schema: {
        tags,
        summary: "A driver's profile: Kuwaiti phone, vehicle (≤ 120), capacity (1–20 orders at once), the areas covered. 404 when the user is not a driver",
        params: idParamsSchema,
        body: driverProfileBodySchema,
        response: { 200: successSchema(driverSchema), ...errorResponses },
      },
    },
    async (request) => {
      await saveDriverProfile(app.db, { driverId: request.params.id, body: request.body });
      return driverAnswer(request.params.id);
    },
  );

  app.post(
    '/drivers/:id/shift',
    {
      config: { permission: 'dispatch.act' },
      schema: { tags, summary: "Start the driver's shift: 409 SHIFT_OPEN while one is not closed", params: idParamsSchema, response: { 200: successSchema(driverSchema), ...errorResponses } },
    },
    async (request) => {
      await openShift(app.db, { driverId: request.params.id, actorId: request.user.sub, self: false });
      return driverAnswer(request.params.id);
    },
  );

  app.post(
    '/drivers/:id/shift/close',
    {
      config: { permission: 'dispatch.act' },
      schema: {
        tags,
        summary:
          "Close the driver's shift with the cash counted: equal to what the ledger says was collected (the cash orders delivered in it) closes it; else it stays in discrepancy until resolved. 409 NO_OPEN_SHIFT, DRIVER_HAS_DELIVERIES",
        params: idParamsSchema,
        body: closeShiftBodySchema,
        response: { 200: successSchema(shiftSchema), ...errorResponses },
      },
    },
    async (request) => shiftAnswer(await closeShift(app.db, { driverId: request.params.id, body: request.body, actorId: request.user.sub })),
  );

  app.post(
    '/shifts/:id/resolve',
    {
      config: { permission: 'dispatch.act' },
      schema: {
        tags,
        summary: 'Close a shift counted with a difference, with the lead’s note (3–500 characters). 409 SHIFT_NOT_IN_DISCREPANCY',
        params: idParamsSchema,
        body: resolveShiftBodySchema,
        response: { 200: successSchema(shiftSchema), ...errorResponses },
      },
    },
    async (request) => {
      await resolveShift(app.db, { shiftId: request.params.id, body: request.body, actorId: request.user.sub });
      return shiftAnswer(request.params.id);
    },
  );

  app.get(
    '/shifts',
    {
      config: { permission: 'dispatch.read' },
      schema: {
        tags,
        summary: 'Shifts newest first (one driver’s, one state’s), with the deliveries, the cash expected from the ledger, recorded and counted',
        querystring: shiftsQuerySchema,
        response: { 200: pageSchema(shiftSchema), ...errorResponses },
      },
    },
    async (request) => {
      const filters = { driverId: request.query.driverId ?? null, state: request.query.state ?? null };
      const page = await listPage(readPaging(request.query, SHIFTS_PAGE_SIZE), (window) => repo.shifts(filters, window), () => repo.shiftsCount(filters));
      return ok({ ...page, items: page.items.map(toShiftView) });
    },
  );

  // ── The board ───────────────────────────────────────────────────────────────────────────────

  app.get(
    '/dispatch/board',
    {
      config: { permission: 'dispatch.read' },
      schema: {
        tags,
        summary: 'The open orders counted per state (waiting, assigned, picked up, failed), in all and per area, and the drivers on shift with their load',
        response: { 200: successSchema(dispatchBoardSchema), ...errorResponses },
      },
    },
    async (request) => ok(await readBoard(app.boardMemo, shopScope(request))),
  );

  app.get(
    '/dispatch/orders',
    {
      config: { permission: 'dispatch.read' },
      schema: {
        tags,
        summary: "One state's orders (of one area when asked), ready longest first: where each goes, what to collect, its delivery, the driver suggested",
        querystring: dispatchOrdersQuerySchema,
        response: { 200: pageSchema(dispatchOrderSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { state, areaId } = request.query;
      const { limit, cursor, take } = readSortedWindow(request.query, DISPATCH_PAGE_SIZE);
      const filters = { areaId: areaId ?? null, shopIds: shopScope(request) };
      const [keys, total] = await Promise.all([repo.orderKeys(state, filters, cursor, take), readListTotal(app.boardMemo, { ...filters, state })]);
      const pageKeys = keys.slice(0, limit);
      const last = pageKeys[pageKeys.length - 1];
      return ok({
        items: await readDispatchOrders(app.db, pageKeys.map((key) => key.id), app.images, app.boardMemo),
        total,
        page: 1,
        pages: Math.max(1, Math.ceil(total / limit)),
        limit,
        nextCursor: keys.length > limit && last ? encodeSortCursor(last) : null,
      });
    },
  );

  app.get(
    '/dispatch/times',
    {
      config: { permission: 'dispatch.read' },
      schema: {
        tags,
        summary: 'Median minutes to assign, pick up and deliver, overall and per shop, area and driver, of the deliveries delivered on the Kuwait days asked (default the last 7)',
        querystring: deliveryTimesQuerySchema,
        response: { 200: successSchema(deliveryTimesSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { errors, values } = timesRangeRules(request.query, app.clock());
      assertValid(errors);
      return ok(await readTimes(app.db, values as NonNullable<typeof values>, shopScope(request)));
    },
  );

  // ── Handing over ────────────────────────────────────────────────────────────────────────────

  app.get(
    '/orders/:id/delivery',
    {
      config: { permission: 'dispatch.read' },
      schema: {
        tags,
        summary:
          "The order's deliveries: the order as the board shows it (once it left the board, with the delivery that ended it) and every attempt, newest first — who carried it, when, how it ended, the proof (a photo's picture)",
        params: idParamsSchema,
        response: { 200: successSchema(orderDeliveriesSchema), ...errorResponses },
      },
    },
    async (request) => {
      const orderId = request.params.id;
      const [order, attempts] = await Promise.all([readDispatchOrder(app.db, orderId, app.images), repo.deliveriesOf(orderId)]);
      return ok({ order, attempts: attempts.map((row) => toDeliveryView(row, app.images)) });
    },
  );

  app.post(
    '/orders/:id/delivery',
    {
      // The transaction is opened around the assignment alone: a DELIVERY_CHANGED refusal is answered after it rolled
      // back, with the order's live delivery as it is now.
      config: { permission: 'dispatch.act', audit: 'manual' },
      schema: {
        tags,
        summary:
          'Hand the order to a driver on shift (driverId) or a courier company (courier), replacing the live delivery named by `replaces` (null: none). 409 DELIVERY_CHANGED (with `delivery`), DELIVERY_PICKED_UP, ORDER_NOT_DISPATCHABLE, DRIVER_OFF_SHIFT, DRIVER_AT_CAPACITY',
        params: idParamsSchema,
        body: assignDeliveryBodySchema,
        response: { ...dispatchOrderReply, 409: assignConflictSchema },
      },
    },
    async (request, reply) => {
      const orderId = request.params.id;
      try {
        await app.audited(request, () => assignDelivery(app.db, { orderId, body: request.body, actorId: request.user.sub }));
      } catch (error) {
        if (!(error instanceof DeliveryChangedError) && !isSecondLiveDelivery(error)) throw error;
        const changed = new DeliveryChangedError(orderId);
        const live = await repo.liveDelivery(orderId);
        reply.status(409);
        return { success: false as const, message: changed.message, code: changed.code, delivery: live && toDeliveryView(live, app.images) };
      }
      return orderAnswer(orderId);
    },
  );

  app.post(
    '/deliveries/:id/withdraw',
    {
      config: { permission: 'dispatch.act' },
      schema: { tags, summary: 'Take back an assigned delivery: the order waits for a driver again. 409 DELIVERY_NOT_OPEN', params: idParamsSchema, response: dispatchOrderReply },
    },
    async (request) => orderAnswer(await withdrawDelivery(app.db, { deliveryId: request.params.id, actorId: request.user.sub })),
  );

  app.post(
    '/deliveries/:id/return',
    {
      config: { permission: 'dispatch.act' },
      schema: {
        tags,
        summary: 'Bring a failed delivery back to the shop: the order is cancelled (its stock back once, the ledger settled, the failure as the reason). 409 DELIVERY_NOT_OPEN',
        params: idParamsSchema,
        response: dispatchOrderReply,
      },
    },
    async (request) => orderAnswer(await returnDelivery(app.db, { deliveryId: request.params.id, actorId: request.user.sub })),
  );

  // A courier's delivery is marked by staff (a driver's by the driver: 409 DELIVERY_IS_DRIVERS).
  const courierMarker = (staffId: number) => ({ kind: 'staff' as const, staffId });
  const ownerOf = async (deliveryId: number) => {
    const owner = await repo.deliveryOwner(deliveryId);
    if (!owner) throw deliveryNotFound();
    return owner.orderId;
  };

  app.post(
    '/deliveries/:id/pickup',
    {
      config: { permission: 'dispatch.act' },
      schema: { tags, summary: "A courier picked the order up: it is In Transit. 409 DELIVERY_IS_DRIVERS, DELIVERY_NOT_OPEN", params: idParamsSchema, response: dispatchOrderReply },
    },
    async (request) => {
      await pickUpDelivery(app.db, { deliveryId: request.params.id, marker: courierMarker(request.user.sub) });
      return orderAnswer(await ownerOf(request.params.id));
    },
  );

  app.post(
    '/deliveries/:id/deliver',
    {
      // The transaction is opened around the delivery alone: a photo is read and stored first, as the driver's is (a
      // transaction must not wait on a slow upload), and removed again when the delivery is refused.
      config: { permission: 'dispatch.act', audit: 'manual' },
      schema: {
        tags,
        summary:
          "A courier delivered the order: their word is the proof (JSON), or the picture they sent (multipart with `photo`: proof photo), with the cash collected for a cash order. 409 DELIVERY_IS_DRIVERS, DELIVERY_NOT_OPEN",
        description: deliverPhotoFormDescription,
        params: idParamsSchema,
        body: deliverRequestBody,
        response: dispatchOrderReply,
      },
    },
    async (request) => {
      const deliveryId = request.params.id;
      const orderId = await ownerOf(deliveryId);
      const { body, photo } = await readDeliverRequest(request);
      await writeWithImage(app.images, request.log, photo, (proofImage) =>
        app.audited(request, () => deliverDelivery(app.db, { deliveryId, marker: courierMarker(request.user.sub), body, proofImage })),
      );
      return orderAnswer(orderId);
    },
  );

  app.post(
    '/deliveries/:id/fail',
    {
      config: { permission: 'dispatch.act' },
      schema: {
        tags,
        summary: "A courier could not deliver (a preset reason; 'other' with a note): retry or return it. 409 DELIVERY_IS_DRIVERS, DELIVERY_NOT_OPEN",
        params: idParamsSchema,
        body: failDeliveryBodySchema,
        response: dispatchOrderReply,
      },
    },
    async (request) => {
      await failDelivery(app.db, { deliveryId: request.params.id, marker: courierMarker(request.user.sub), body: request.body });
      return orderAnswer(await ownerOf(request.params.id));
    },
  );
};
