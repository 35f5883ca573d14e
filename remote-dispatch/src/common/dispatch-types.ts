import { everyMember } from '@dukkan/shared';
import type { DeliveryFailReason, DispatchLimits, DispatchOrderState } from '@dukkan/api/contract';

// decisions/dispatch.md: the wire types of who delivers, read from the API's own schemas (api/src/contract.ts), and the
// lists of their unions this remote walks at run time (the type check keeps each equal to the API's).
export type {
  AssignDeliveryBody,
  CloseShiftBody,
  DeliverBody,
  Delivery,
  DeliveryFailReason,
  DeliveryTimes,
  DispatchBoard,
  DispatchOrder,
  DispatchOrderState,
  Driver,
  DriverDelivery,
  DriverHome,
  DriverProfileBody,
  FailDeliveryBody,
  OrderDeliveries,
  ResolveShiftBody,
  Shift,
} from '@dukkan/api/contract';

/** The board's tabs, in the order an order goes through them. */
export const DISPATCH_ORDER_STATES = everyMember<DispatchOrderState>()(['waiting', 'assigned', 'picked_up', 'failed']);

/** Why a delivery failed, in the order the fail form offers them ('other' needs words). */
export const DELIVERY_FAIL_REASONS = everyMember<DeliveryFailReason>()(['customerUnreachable', 'addressNotFound', 'customerRefused', 'other']);

/** The API's ranges (its DISPATCH_LIMITS): the type check fails when they part. */
export const DISPATCH_LIMITS: DispatchLimits = { capacity: { min: 1, max: 20 }, note: 500, text: 120, codeAttempts: 5, codeWindowMinutes: 15 };
