import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';
import { ok } from '../../http/reply';
import { errorResponses, idParamsSchema, successSchema } from '../../http/schemas';
import type { RoutesPlugin } from '../../http/type-provider';
import { writeWithImage } from '../uploads/image-lifecycle';
import { deliverRequestBody, readDeliverRequest } from './deliver-request';
import { dispatchRepository } from './dispatch-repository';
import { DISPATCH_LIMITS, deliverPhotoFormDescription, driverHomeSchema, failDeliveryBodySchema } from './dispatch-schemas';
import { deliverDelivery, deliveryNotFound, driverNotFound, failDelivery, openShift, pickUpDelivery, readDriverHome, WrongCodeError } from './dispatch-service';

/** The 429 of a delivery whose code was typed wrong too often (the contract's words). */
export const TOO_MANY_CODES = 'Too many wrong codes. Call the customer or the desk.';
const CODE_WINDOW_MS = DISPATCH_LIMITS.codeWindowMinutes * 60_000;

/**
 * The driver's own screen (decisions/dispatch.md), with delivery.drive: what they carry, in pickup order; their shift;
 * picked up, delivered (proven by the customer's code or a photo at the door), failed. Only their own deliveries:
 * another driver's is not found. Every answer is the screen as it is after the change.
 */
export const driverRoutes: RoutesPlugin = async (app) => {
  const repo = dispatchRepository(app.db);
  const tags = ['driver'];
  const homeReply = { 200: successSchema(driverHomeSchema), ...errorResponses };

  /** The signed-in driver's id; an account of another role holding the permission (an owner) has no driver's screen. */
  const me = (request: FastifyRequest): number => {
    if (request.account.role !== 'driver') throw driverNotFound();
    return request.user.sub;
  };
  const home = async (driverId: number) => ok(await readDriverHome(app.db, driverId));
  const marker = (driverId: number) => ({ kind: 'driver' as const, driverId });

  app.get(
    '/driver/me',
    { config: { permission: 'delivery.drive' }, schema: { tags, summary: 'The driver, their shift and the deliveries they carry, assigned first first', response: homeReply } },
    async (request) => home(me(request)),
  );

  app.post(
    '/driver/shift',
    { config: { permission: 'delivery.drive' }, schema: { tags, summary: 'Start my shift: 409 SHIFT_OPEN while one is not closed', response: homeReply } },
    async (request) => {
      const driverId = me(request);
      await openShift(app.db, { driverId, actorId: driverId, self: true });
      return home(driverId);
    },
  );

  app.post(
    '/driver/deliveries/:id/pickup',
    {
      config: { permission: 'delivery.drive' },
      schema: { tags, summary: 'I picked the order up at the shop: it is In Transit. 409 DELIVERY_NOT_OPEN', params: idParamsSchema, response: homeReply },
    },
    async (request) => {
      const driverId = me(request);
      await pickUpDelivery(app.db, { deliveryId: request.params.id, marker: marker(driverId) });
      return home(driverId);
    },
  );

  app.post(
    '/driver/deliveries/:id/deliver',
    {
      // The wrong codes are counted outside the delivery's transaction: a refusal rolls the transaction back, not the count.
      config: { permission: 'delivery.drive', audit: 'manual' },
      schema: {
        tags,
        summary: `I delivered the order: the customer's 4-digit code (JSON) or a photo taken at the door (multipart, no code), and the cash collected for a cash order. After ${DISPATCH_LIMITS.codeAttempts} wrong codes in ${DISPATCH_LIMITS.codeWindowMinutes} minutes, 429 TOO_MANY_ATTEMPTS (even for the right one; a photo is not counted). 409 DELIVERY_NOT_OPEN`,
        description: deliverPhotoFormDescription,
        params: idParamsSchema,
        body: deliverRequestBody,
        response: homeReply,
      },
    },
    async (request, reply) => {
      const driverId = me(request);
      const deliveryId = request.params.id;
      if ((await repo.deliveryOwner(deliveryId))?.driverId !== driverId) throw deliveryNotFound();
      const { body, photo } = await readDeliverRequest(request);
      const deliver = (proofImage: string | null) =>
        app.audited(request, () => deliverDelivery(app.db, { deliveryId, marker: marker(driverId), body, proofImage }));
      if (photo) {
        // A photo proves it without the code: there is nothing to guess, so nothing is counted. Stored as a product's
        // picture is, once the request is read; removed again when the delivery is refused.
        await writeWithImage(app.images, request.log, photo, deliver);
        return home(driverId);
      }
      // Counted as wrong before the code is checked, and taken back unless it was: parallel guesses cannot slip past.
      const key = [`delivery-code:${deliveryId}`];
      const [attempts] = await app.counters.hit(key, CODE_WINDOW_MS);
      if (attempts.count > DISPATCH_LIMITS.codeAttempts) {
        await app.counters.undo(key);
        reply.header('retry-after', Math.ceil((attempts.ttlMs || CODE_WINDOW_MS) / 1000));
        throw new HttpError(429, 'TOO_MANY_ATTEMPTS', TOO_MANY_CODES);
      }
      try {
        await deliver(null);
      } catch (error) {
        if (!(error instanceof WrongCodeError)) await app.counters.undo(key);
        throw error;
      }
      await app.counters.undo(key);
      return home(driverId);
    },
  );

  app.post(
    '/driver/deliveries/:id/fail',
    {
      config: { permission: 'delivery.drive' },
      schema: {
        tags,
        summary: "I could not deliver the order (a preset reason; 'other' with what happened): the desk retries or returns it. 409 DELIVERY_NOT_OPEN",
        params: idParamsSchema,
        body: failDeliveryBodySchema,
        response: homeReply,
      },
    },
    async (request) => {
      const driverId = me(request);
      await failDelivery(app.db, { deliveryId: request.params.id, marker: marker(driverId), body: request.body });
      return home(driverId);
    },
  );
};
