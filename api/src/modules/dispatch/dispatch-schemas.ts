import { DELIVERY_FAIL_REASONS, DELIVERY_PROOFS, DELIVERY_STATES, type DeliveryState, ORDER_STATUSES, SHIFT_STATES } from '../../db/schema';
import { listQuerySchema } from '../../http/paging';
import { errorSchema, MAX_INTEGER, moneySchema, namedSchema, personSchema } from '../../http/schemas';
import type { Answer, Input } from '../../http/type-provider';

// JSON schemas of who delivers (decisions/dispatch.md): drivers and their shifts, an order's delivery (a driver of
// ours or an outside courier), the dispatch board and the driver's own screen. Money is KWD as JSON numbers, as every
// answer of the API; amounts typed in are numbers with at most 3 decimals (the rules word what is wrong).

// The lists live beside the tables that check them (db/schema.ts); the dispatch contract names them here too.
export { DELIVERY_ACTIONS, DELIVERY_FAIL_REASONS, DELIVERY_PROOFS, DELIVERY_STATES, SHIFT_STATES } from '../../db/schema';
export type { DeliveryAction, DeliveryFailReason, DeliveryProof, DeliveryState, ShiftState } from '../../db/schema';

/** The states in which a delivery may be the order's one live delivery (one at a time, by a unique index). */
export const LIVE_DELIVERY_STATES: readonly DeliveryState[] = ['assigned', 'picked_up', 'failed'];

/** What the board's lists hold: accepted orders no one carries yet, assigned, picked up (on the way), failed. */
export const DISPATCH_ORDER_STATES = ['waiting', 'assigned', 'picked_up', 'failed'] as const;
export type DispatchOrderState = (typeof DISPATCH_ORDER_STATES)[number];

/** The ranges the rules check (dispatch-rules.ts words them). */
export const DISPATCH_LIMITS = {
  capacity: { min: 1, max: 20 },
  note: 500,
  text: 120,
  /** Wrong delivery codes allowed per delivery per window before 429. */
  codeAttempts: 5,
  codeWindowMinutes: 15,
} as const;

/** An outside courier company's hand-over: who, their reference and tracking, their driver, what it costs us. */
export const courierSchema = {
  type: 'object',
  properties: {
    company: { type: 'string' },
    reference: { type: 'string' },
    trackingUrl: { type: ['string', 'null'], description: 'http(s) URL' },
    driverName: { type: ['string', 'null'] },
    driverPhone: { type: ['string', 'null'] },
    cost: moneySchema,
  },
  required: ['company', 'reference', 'trackingUrl', 'driverName', 'driverPhone', 'cost'],
} as const;

/** An order's delivery (one attempt): by one of our drivers, or handed to a courier company (driver null). */
export const deliverySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    orderId: { type: 'integer' },
    state: { type: 'string', enum: [...DELIVERY_STATES] },
    driver: {
      type: ['object', 'null'],
      properties: { id: { type: 'integer' }, name: { type: 'string' }, phone: { type: 'string' } },
      required: ['id', 'name', 'phone'],
    },
    courier: { ...courierSchema, type: ['object', 'null'] },
    assignedAt: { type: 'string', format: 'date-time' },
    assignedBy: personSchema,
    pickedUpAt: { type: ['string', 'null'], format: 'date-time' },
    endedAt: { type: ['string', 'null'], format: 'date-time', description: 'Delivered, failed, returned or withdrawn' },
    failReasonCode: { type: ['string', 'null'], enum: [...DELIVERY_FAIL_REASONS, null] },
    failNote: { type: ['string', 'null'] },
    proof: {
      type: ['string', 'null'],
      enum: [...DELIVERY_PROOFS, null],
      description: "How the delivery was proven: the customer's code, a photo the driver took at the door, or the courier's word",
    },
    proofImage: { type: ['string', 'null'], description: "A photo proof's picture (absolute URL); null for any other proof" },
    cashCollected: { type: ['number', 'null'], description: 'KWD the driver recorded collecting (cash orders)' },
  },
  required: ['id', 'orderId', 'state', 'driver', 'courier', 'assignedAt', 'assignedBy', 'pickedUpAt', 'endedAt', 'failReasonCode', 'failNote', 'proof', 'proofImage', 'cashCollected'],
} as const;
export type DeliveryAnswer = Answer<typeof deliverySchema>;

const shiftSummarySchema = {
  type: ['object', 'null'],
  properties: {
    id: { type: 'integer' },
    openedAt: { type: 'string', format: 'date-time' },
    state: { type: 'string', enum: [...SHIFT_STATES] },
  },
  required: ['id', 'openedAt', 'state'],
} as const;

/** A driver: a staff account with the driver role, its profile and its shift. */
export const driverSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: "The driver's user id" },
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string', description: "'' until the profile is saved" },
    vehicle: { type: 'string' },
    capacity: { type: 'integer', description: 'Orders carried at once (1–20)' },
    areas: { type: 'array', items: namedSchema, description: 'The areas the driver covers, by name' },
    shift: { ...shiftSummarySchema, description: 'The shift not yet closed; null off shift' },
    load: { type: 'integer', description: 'Live deliveries assigned or picked up' },
  },
  required: ['id', 'name', 'email', 'phone', 'vehicle', 'capacity', 'areas', 'shift', 'load'],
} as const;
export type DriverAnswer = Answer<typeof driverSchema>;

/** PUT drivers/{id}: the profile of a user whose role is driver. */
export const driverProfileBodySchema = {
  type: 'object',
  properties: {
    phone: { type: 'string', maxLength: 40 },
    vehicle: { type: 'string', maxLength: DISPATCH_LIMITS.text * 2 },
    capacity: { type: 'number', description: 'Orders carried at once, a whole number 1–20' },
    areaIds: { type: 'array', maxItems: 200, items: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  },
  required: ['phone', 'vehicle', 'capacity', 'areaIds'],
  additionalProperties: false,
} as const;
export type DriverProfileBody = Input<typeof driverProfileBodySchema>;

/** A shift with its cash: expected from the ledger for the cash orders it delivered, counted by a lead at closing. */
export const shiftSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    driver: personSchema,
    state: { type: 'string', enum: [...SHIFT_STATES] },
    openedAt: { type: 'string', format: 'date-time' },
    openedBy: personSchema,
    closedAt: { type: ['string', 'null'], format: 'date-time' },
    closedBy: { ...personSchema, type: ['object', 'null'] },
    delivered: { type: 'integer', description: 'Deliveries completed in the shift' },
    expectedCash: moneySchema,
    collectedCash: { ...moneySchema, description: 'What the driver recorded collecting' },
    countedCash: { type: ['number', 'null'], description: 'What a lead counted at closing' },
    discrepancy: { type: ['number', 'null'], description: 'counted − expected; non-zero keeps the shift open until resolved' },
    resolutionNote: { type: ['string', 'null'] },
  },
  required: ['id', 'driver', 'state', 'openedAt', 'openedBy', 'closedAt', 'closedBy', 'delivered', 'expectedCash', 'collectedCash', 'countedCash', 'discrepancy', 'resolutionNote'],
} as const;
export type ShiftAnswer = Answer<typeof shiftSchema>;

/** POST drivers/{id}/shift/close: the cash a lead counted from the driver. */
export const closeShiftBodySchema = {
  type: 'object',
  properties: { countedCash: { type: 'number', description: 'KWD, at most 3 decimals, 0 or more' } },
  required: ['countedCash'],
  additionalProperties: false,
} as const;
export type CloseShiftBody = Input<typeof closeShiftBodySchema>;

/** POST shifts/{id}/resolve: why the counted cash differs, in words (3–500 characters, trimmed). */
export const resolveShiftBodySchema = {
  type: 'object',
  properties: { note: { type: 'string', maxLength: DISPATCH_LIMITS.note * 2 } },
  required: ['note'],
  additionalProperties: false,
} as const;
export type ResolveShiftBody = Input<typeof resolveShiftBodySchema>;

/** An order as the board shows it: where it goes, what to collect, its live delivery, the driver suggested. */
export const dispatchOrderSchema = {
  type: 'object',
  properties: {
    orderId: { type: 'integer' },
    orderStatus: { type: 'string', enum: [...ORDER_STATUSES], description: "The order's status (spec §4): the answer to a delivery or return names the order after it left the board" },
    state: { type: 'string', enum: [...DISPATCH_ORDER_STATES], description: 'By its live delivery: none (waiting), assigned, picked up or failed' },
    shop: namedSchema,
    area: namedSchema,
    block: namedSchema,
    addressText: { type: 'object', properties: { en: { type: 'string' }, ar: { type: 'string' } }, required: ['en', 'ar'] },
    customerName: { type: 'string' },
    totalAmount: moneySchema,
    paymentMethod: { type: 'string' },
    cashToCollect: { ...moneySchema, description: "The ledger's cash to collect at the door (0 prepaid)" },
    acceptedAt: { type: ['string', 'null'], format: 'date-time' },
    picked: { type: 'boolean', description: 'Every line picked or settled (no line pending or asking the customer)' },
    delivery: { ...deliverySchema, type: ['object', 'null'], description: 'The live delivery; for an order that left the board (delivered, returned), the one that ended it' },
    suggestedDriver: {
      type: ['object', 'null'],
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
      required: ['id', 'name'],
      description: 'On shift, covering the area, below capacity, the least loaded',
    },
  },
  required: ['orderId', 'orderStatus', 'state', 'shop', 'area', 'block', 'addressText', 'customerName', 'totalAmount', 'paymentMethod', 'cashToCollect', 'acceptedAt', 'picked', 'delivery', 'suggestedDriver'],
} as const;
export type DispatchOrderAnswer = Answer<typeof dispatchOrderSchema>;

/**
 * GET orders/{id}/delivery: an order's deliveries for staff — the order as the board shows it (or showed it, once it
 * left the board) and every attempt, newest first: who carried it, when, how it ended, the proof (a photo's picture).
 */
export const orderDeliveriesSchema = {
  type: 'object',
  properties: {
    order: dispatchOrderSchema,
    attempts: { type: 'array', items: deliverySchema, description: 'Every delivery of the order, newest first (empty: never handed over)' },
  },
  required: ['order', 'attempts'],
} as const;
export type OrderDeliveriesAnswer = Answer<typeof orderDeliveriesSchema>;

const stateCountsSchema = {
  type: 'object',
  properties: { waiting: { type: 'integer' }, assigned: { type: 'integer' }, picked_up: { type: 'integer' }, failed: { type: 'integer' } },
  required: ['waiting', 'assigned', 'picked_up', 'failed'],
} as const;

/** GET dispatch/board: open deliveries counted per area and in all, and the drivers on shift with their load. */
export const dispatchBoardSchema = {
  type: 'object',
  properties: {
    counts: stateCountsSchema,
    areas: {
      type: 'array',
      items: { type: 'object', properties: { area: namedSchema, governorate: namedSchema, counts: stateCountsSchema }, required: ['area', 'governorate', 'counts'] },
      description: 'Areas with at least one open order, by governorate then area name',
    },
    drivers: { type: 'array', items: driverSchema, description: 'Drivers on shift, by name' },
  },
  required: ['counts', 'areas', 'drivers'],
} as const;
export type DispatchBoardAnswer = Answer<typeof dispatchBoardSchema>;

/** GET dispatch/orders: one state's orders, those waiting longest first. */
export const dispatchOrdersQuerySchema = {
  type: 'object',
  properties: {
    state: { type: 'string', enum: [...DISPATCH_ORDER_STATES] },
    areaId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    limit: { type: 'integer', minimum: 1, maximum: 100, description: 'Default 50' },
    after: { type: 'string', maxLength: 200, description: 'nextCursor of the previous page' },
  },
  required: ['state'],
  additionalProperties: false,
} as const;
export type DispatchOrdersQuery = Input<typeof dispatchOrdersQuerySchema>;

/** GET shifts: newest first, of one driver and in one state when asked. */
export const shiftsQuerySchema = {
  type: 'object',
  properties: {
    ...listQuerySchema.properties,
    driverId: { type: 'integer', minimum: 1, maximum: MAX_INTEGER },
    state: { type: 'string', enum: [...SHIFT_STATES] },
  },
  additionalProperties: false,
} as const;

/** GET dispatch/times: Kuwait days, both included (default: the last 7, today included). */
export const deliveryTimesQuerySchema = {
  type: 'object',
  properties: {
    from: { type: 'string', maxLength: 20, description: 'YYYY-MM-DD' },
    to: { type: 'string', maxLength: 20, description: 'YYYY-MM-DD, at most 366 days after from' },
  },
  additionalProperties: false,
} as const;
export type DeliveryTimesQuery = Input<typeof deliveryTimesQuerySchema>;

/**
 * POST orders/{id}/delivery: hand the order to one of our drivers or to a courier company. `replaces` is the live
 * delivery the assigner saw (null: none): any other is 409 DELIVERY_CHANGED, so of two leads assigning at once one wins.
 */
export const assignDeliveryBodySchema = {
  type: 'object',
  properties: {
    replaces: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
    driverId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    courier: {
      type: 'object',
      properties: {
        company: { type: 'string', maxLength: DISPATCH_LIMITS.text * 2 },
        reference: { type: 'string', maxLength: DISPATCH_LIMITS.text * 2 },
        trackingUrl: { type: 'string', maxLength: 1000 },
        driverName: { type: 'string', maxLength: DISPATCH_LIMITS.text * 2 },
        driverPhone: { type: 'string', maxLength: 40 },
        cost: { type: 'number' },
      },
      required: ['company', 'reference', 'cost'],
      additionalProperties: false,
    },
  },
  required: ['replaces'],
  additionalProperties: false,
} as const;
export type AssignDeliveryBody = Input<typeof assignDeliveryBodySchema>;

/**
 * The refusals of an assignment (409), in the API's error shape; DELIVERY_CHANGED carries `delivery`, the order's live
 * delivery now (null: none), so the board shows what beat it.
 */
export const assignConflictSchema = {
  ...errorSchema,
  description: 'DELIVERY_CHANGED (with `delivery`: the live one now), DELIVERY_PICKED_UP, ORDER_NOT_DISPATCHABLE, DRIVER_OFF_SHIFT, DRIVER_AT_CAPACITY',
  properties: { ...errorSchema.properties, delivery: { ...deliverySchema, type: ['object', 'null'] } },
} as const;

/**
 * POST …/deliver: the code the customer reads out (our drivers), the cash collected (cash orders). A driver may send a
 * photo instead of the code: a multipart form (deliverPhotoFormDescription).
 */
export const deliverBodySchema = {
  type: 'object',
  properties: {
    code: { type: 'string', maxLength: 20 },
    cashCollected: { type: 'number', description: 'KWD, at most 3 decimals; required for a cash order' },
  },
  additionalProperties: false,
} as const;
export type DeliverBody = Input<typeof deliverBodySchema>;

/**
 * The other way to prove a delivery, a photo at the door, as a multipart form (read by http/multipart.ts): the driver's
 * instead of the code; staff's, for a courier's delivery, the picture the courier sent (its proof: photo).
 */
export const deliverPhotoFormDescription =
  "multipart/form-data: photo (the picture, judged by its bytes as a product's is, within the upload limit; no code needed), cashCollected (KWD as text, for a cash order). Other fields are ignored.";

/** POST …/fail: why (a preset reason; 'other' needs the note). */
export const failDeliveryBodySchema = {
  type: 'object',
  properties: {
    reasonCode: { type: 'string', enum: [...DELIVERY_FAIL_REASONS] },
    note: { type: 'string', maxLength: DISPATCH_LIMITS.note * 2 },
  },
  required: ['reasonCode'],
  additionalProperties: false,
} as const;
export type FailDeliveryBody = Input<typeof failDeliveryBodySchema>;

/** One of the driver's own live deliveries, with what the driver needs at the door. */
export const driverDeliverySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    orderId: { type: 'integer' },
    state: { type: 'string', enum: ['assigned', 'picked_up'] },
    shop: { type: 'object', properties: { ...namedSchema.properties, phone: { type: 'string' }, addressText: { type: 'object', properties: { en: { type: 'string' }, ar: { type: 'string' } }, required: ['en', 'ar'] } }, required: ['id', 'name', 'name_ar', 'phone', 'addressText'] },
    customerName: { type: 'string' },
    customerPhone: { type: 'string' },
    addressText: { type: 'object', properties: { en: { type: 'string' }, ar: { type: 'string' } }, required: ['en', 'ar'] },
    pin: {
      type: ['object', 'null'],
      properties: { latitude: { type: 'number' }, longitude: { type: 'number' } },
      required: ['latitude', 'longitude'],
    },
    paymentMethod: { type: 'string' },
    totalAmount: moneySchema,
    cashToCollect: moneySchema,
    itemCount: { type: 'integer' },
    assignedAt: { type: 'string', format: 'date-time' },
    pickedUpAt: { type: ['string', 'null'], format: 'date-time' },
  },
  required: ['id', 'orderId', 'state', 'shop', 'customerName', 'customerPhone', 'addressText', 'pin', 'paymentMethod', 'totalAmount', 'cashToCollect', 'itemCount', 'assignedAt', 'pickedUpAt'],
} as const;

/** GET driver/me: the driver, their shift (with what they recorded collecting) and their live deliveries in pickup order. */
export const driverHomeSchema = {
  type: 'object',
  properties: {
    driver: driverSchema,
    shift: {
      type: ['object', 'null'],
      properties: { ...shiftSummarySchema.properties, delivered: { type: 'integer' }, collectedCash: moneySchema },
      required: ['id', 'openedAt', 'state', 'delivered', 'collectedCash'],
    },
    deliveries: { type: 'array', items: driverDeliverySchema },
  },
  required: ['driver', 'shift', 'deliveries'],
} as const;
export type DriverHomeAnswer = Answer<typeof driverHomeSchema>;

/** Median minutes of a group's deliveries: accepted → assigned, assigned → picked up, picked up → delivered. */
const deliveryTimesRowSchema = {
  type: 'object',
  properties: {
    key: namedSchema,
    deliveries: { type: 'integer' },
    assignMinutes: { type: ['number', 'null'] },
    pickupMinutes: { type: ['number', 'null'] },
    deliverMinutes: { type: ['number', 'null'] },
  },
  required: ['key', 'deliveries', 'assignMinutes', 'pickupMinutes', 'deliverMinutes'],
} as const;

/** GET dispatch/times?from=&to= (Kuwait days): delivered orders' times per shop, area and driver (name_ar '' for a driver). */
export const deliveryTimesSchema = {
  type: 'object',
  properties: {
    from: { type: 'string', description: 'The first Kuwait day counted, YYYY-MM-DD' },
    to: { type: 'string', description: 'The last Kuwait day counted (included)' },
    overall: {
      type: 'object',
      properties: {
        deliveries: deliveryTimesRowSchema.properties.deliveries,
        assignMinutes: deliveryTimesRowSchema.properties.assignMinutes,
        pickupMinutes: deliveryTimesRowSchema.properties.pickupMinutes,
        deliverMinutes: deliveryTimesRowSchema.properties.deliverMinutes,
      },
      required: ['deliveries', 'assignMinutes', 'pickupMinutes', 'deliverMinutes'],
    },
    byShop: { type: 'array', items: deliveryTimesRowSchema },
    byArea: { type: 'array', items: deliveryTimesRowSchema },
    byDriver: { type: 'array', items: deliveryTimesRowSchema },
  },
  required: ['from', 'to', 'overall', 'byShop', 'byArea', 'byDriver'],
} as const;
export type DeliveryTimesAnswer = Answer<typeof deliveryTimesSchema>;
