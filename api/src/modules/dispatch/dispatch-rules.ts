import { charLength, lengthWithin } from '../../http/text-length';
import type { FieldErrors } from '../../http/errors';
import { addDays, isDay, kuwaitDay } from '../../kuwait/kuwait-days';
import { normalizeKuwaitPhone } from '../../kuwait/kuwait-phone';
import { latinDigits } from '../../kuwait/search-text';
import { kwdToFils } from '../../money/fils';
import { type SalesRange, salesRangeRules } from '../reports/reports-rules';
import {
  type AssignDeliveryBody,
  type CloseShiftBody,
  DISPATCH_LIMITS,
  type DeliverBody,
  type DeliveryFailReason,
  type DeliveryTimesQuery,
  type DriverProfileBody,
  type FailDeliveryBody,
  type ResolveShiftBody,
} from './dispatch-schemas';

// decisions/dispatch.md: what a dispatch body asks, read before the database — a driver's profile, an assignment (a
// driver, or a courier's hand-over), a delivery's proof and cash, a failure's reason, a shift's counted cash and a
// discrepancy's note. Pure: the contract's words, tested without a database.

/** The contract's words for what is wrong, one per rule. */
export const DISPATCH_MESSAGES = {
  phone: 'Enter a valid Kuwaiti phone number',
  capacity: `Enter a whole number from ${DISPATCH_LIMITS.capacity.min} to ${DISPATCH_LIMITS.capacity.max}`,
  areas: 'Choose areas from the list',
  tooLong: `Keep it under ${DISPATCH_LIMITS.text} characters`,
  amount: 'Enter an amount in KWD with up to 3 decimals',
  driver: 'Choose a driver from the list',
  driverOrCourier: 'Choose a driver or a courier, not both',
  courierCompany: 'Enter the courier company',
  courierReference: "Enter the courier's reference",
  trackingUrl: 'Enter a link starting with http:// or https://',
  wrongCode: "This is not the order's code",
  codeOrPhoto: "Enter the customer's code or take a photo",
  cashNeeded: 'Enter the cash collected',
  prepaid: 'This order is paid: collect nothing',
  failNote: 'Say what happened',
  noteTooLong: `Keep it under ${DISPATCH_LIMITS.note} characters`,
  resolveNote: `Explain the difference (3 to ${DISPATCH_LIMITS.note} characters)`,
} as const;

/** The most a KWD amount typed in may be: numeric(12,3) holds it exactly. */
const MAX_AMOUNT_FILS = 999_999_999_999;

/** A KWD amount typed in, in whole fils: 0 or more, at most 3 decimals; null when it is not one. */
export function readAmountFils(value: number): number | null {
  if (!Number.isFinite(value) || value < 0) return null;
  try {
    const fils = kwdToFils(String(value));
    return fils <= MAX_AMOUNT_FILS ? fils : null;
  } catch {
    return null;
  }
}

/** Text trimmed (then counted by charLength). */
const trimmed = (text: string | undefined) => (text ?? '').trim();

export interface DriverProfileValues {
  phone: string;
  vehicle: string;
  capacity: number;
  /** Each area once, in the order sent. */
  areaIds: number[];
}

/** PUT drivers/{id}: the phone as the shops' rule stores it (+965…), the vehicle trimmed, a whole capacity in range. */
export function driverProfileRules(body: DriverProfileBody): { errors: FieldErrors; values: DriverProfileValues } {
  const errors: FieldErrors = {};
  const phone = normalizeKuwaitPhone(trimmed(body.phone));
  if (phone === null) errors.phone = DISPATCH_MESSAGES.phone;
  const vehicle = trimmed(body.vehicle);
  if (charLength(vehicle) > DISPATCH_LIMITS.text) errors.vehicle = DISPATCH_MESSAGES.tooLong;
  const { min, max } = DISPATCH_LIMITS.capacity;
  if (!Number.isInteger(body.capacity) || body.capacity < min || body.capacity > max) errors.capacity = DISPATCH_MESSAGES.capacity;
  return { errors, values: { phone: phone ?? '', vehicle, capacity: body.capacity, areaIds: [...new Set(body.areaIds)] } };
}

/** An outside courier's hand-over as stored. */
export interface CourierValues {
  company: string;
  reference: string;
  trackingUrl: string | null;
  driverName: string | null;
  driverPhone: string | null;
  costFils: number;
}

/** Who carries the order: one of our drivers, or a courier company. */
export type Carrier = { kind: 'driver'; driverId: number } | ({ kind: 'courier' } & CourierValues);

/** A link a customer or lead may open: http or https only (never javascript:, data: …). */
export function isWebLink(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Required text of at most DISPATCH_LIMITS.text characters, trimmed. */
function requiredText(value: string | undefined, field: string, missing: string, errors: FieldErrors): string {
  const text = trimmed(value);
  if (!text) errors[field] = missing;
  else if (charLength(text) > DISPATCH_LIMITS.text) errors[field] = DISPATCH_MESSAGES.tooLong;
  return text;
}

/** Optional text: null when blank. */
function optionalText(value: string | undefined, field: string, errors: FieldErrors): string | null {
  const text = trimmed(value);
  if (charLength(text) > DISPATCH_LIMITS.text) errors[field] = DISPATCH_MESSAGES.tooLong;
  return text || null;
}

function courierRules(courier: NonNullable<AssignDeliveryBody['courier']>, errors: FieldErrors): CourierValues {
  const company = requiredText(courier.company, 'courier.company', DISPATCH_MESSAGES.courierCompany, errors);
  const reference = requiredText(courier.reference, 'courier.reference', DISPATCH_MESSAGES.courierReference, errors);
  const trackingUrl = trimmed(courier.trackingUrl) || null;
  if (trackingUrl !== null && !isWebLink(trackingUrl)) errors['courier.trackingUrl'] = DISPATCH_MESSAGES.trackingUrl;
  const driverName = optionalText(courier.driverName, 'courier.driverName', errors);
  const typedPhone = trimmed(courier.driverPhone);
  const driverPhone = typedPhone ? normalizeKuwaitPhone(typedPhone) : null;
  if (typedPhone && driverPhone === null) errors['courier.driverPhone'] = DISPATCH_MESSAGES.phone;
  const costFils = readAmountFils(courier.cost);
  if (costFils === null) errors['courier.cost'] = DISPATCH_MESSAGES.amount;
  return { company, reference, trackingUrl, driverName, driverPhone, costFils: costFils ?? 0 };
}

/** POST orders/{id}/delivery: exactly one of a driver and a courier, the courier's fields checked. */
export function assignRules(body: AssignDeliveryBody): { errors: FieldErrors; values: { replaces: number | null; carrier: Carrier } } {
  const errors: FieldErrors = {};
  const replaces = body.replaces ?? null;
  if (body.driverId !== undefined && body.courier !== undefined) {
    errors.courier = DISPATCH_MESSAGES.driverOrCourier;
    return { errors, values: { replaces, carrier: { kind: 'driver', driverId: body.driverId } } };
  }
  if (body.courier !== undefined) return { errors, values: { replaces, carrier: { kind: 'courier', ...courierRules(body.courier, errors) } } };
  if (body.driverId === undefined) errors.driverId = DISPATCH_MESSAGES.driver;
  return { errors, values: { replaces, carrier: { kind: 'driver', driverId: body.driverId ?? 0 } } };
}

/** The cash a delivery records: required for a cash order, nothing for a paid one. Null: nothing recorded. */
export function cashCollectedRules(body: Pick<DeliverBody, 'cashCollected'>, prepaid: boolean, errors: FieldErrors): number | null {
  if (body.cashCollected === undefined) {
    if (!prepaid) errors.cashCollected = DISPATCH_MESSAGES.cashNeeded;
    return null;
  }
  const fils = readAmountFils(body.cashCollected);
  if (fils === null) errors.cashCollected = DISPATCH_MESSAGES.amount;
  else if (prepaid && fils > 0) errors.cashCollected = DISPATCH_MESSAGES.prepaid;
  return prepaid ? null : fils;
}

/** Whether `typed` is the order's code: the 4 digits as the customer reads them (Arabic-Indic digits too, spaces ignored). */
export const isOrderCode = (typed: string | undefined, code: string): boolean => latinDigits((typed ?? '').replace(/\s/g, '')) === code;

/** Whether a code was typed at all: without one (and without a photo) there is nothing to check. */
export const isCodeTyped = (typed: string | undefined): boolean => (typed ?? '').trim() !== '';

/**
 * The deliver body of a photo proof's multipart form, whose fields are text: the cash collected (blank: none), read as
 * a number only when it is written as one (Arabic-Indic digits too), so anything else is refused as an amount.
 */
export function deliverFormBody(fields: Record<string, string>): DeliverBody {
  const cash = latinDigits((fields.cashCollected ?? '').trim());
  if (!cash) return {};
  return { cashCollected: /^\d+(\.\d+)?$/.test(cash) ? Number(cash) : Number.NaN };
}

/** POST …/fail: a preset reason; 'other' needs the note (trimmed, at most 500 characters). */
export function failRules(body: FailDeliveryBody): { errors: FieldErrors; values: { reasonCode: DeliveryFailReason; note: string | null } } {
  const errors: FieldErrors = {};
  const note = trimmed(body.note);
  if (charLength(note) > DISPATCH_LIMITS.note) errors.note = DISPATCH_MESSAGES.noteTooLong;
  else if (body.reasonCode === 'other' && !note) errors.note = DISPATCH_MESSAGES.failNote;
  return { errors, values: { reasonCode: body.reasonCode, note: note || null } };
}

/** POST drivers/{id}/shift/close: the cash counted, in fils. */
export function closeShiftRules(body: CloseShiftBody): { errors: FieldErrors; countedFils: number } {
  const countedFils = readAmountFils(body.countedCash);
  return countedFils === null ? { errors: { countedCash: DISPATCH_MESSAGES.amount }, countedFils: 0 } : { errors: {}, countedFils };
}

/** POST shifts/{id}/resolve: why the count differs, 3 to 500 characters once trimmed. */
export function resolveShiftRules(body: ResolveShiftBody): { errors: FieldErrors; note: string } {
  const note = trimmed(body.note);
  const ok = lengthWithin(note, 3, DISPATCH_LIMITS.note);
  return { errors: ok ? {} : { note: DISPATCH_MESSAGES.resolveNote }, note };
}

/** How many days GET dispatch/times covers when asked for none: the last week, today included. */
export const DEFAULT_TIMES_DAYS = 7;

/** GET dispatch/times: Kuwait days as the sales report reads them; missing ends default to the last 7 days up to `now`. */
export function timesRangeRules(query: DeliveryTimesQuery, now: Date): { errors: FieldErrors; values: SalesRange | null } {
  const to = query.to?.trim() || kuwaitDay(now);
  const last = latinDigits(to);
  const from = query.from?.trim() || addDays(isDay(last) ? last : kuwaitDay(now), 1 - DEFAULT_TIMES_DAYS);
  return salesRangeRules({ from, to });
}

/** A driver as the suggestion weighs them. */
export interface DriverLoad {
  id: number;
  name: string;
  capacity: number;
  load: number;
  areas: readonly { id: number }[];
}

/**
 * The driver the board suggests for an order in `areaId`: of the drivers on shift (by name), one covering the area and
 * below capacity, the least loaded (the first by name among equals); null when none fits.
 */
export function suggestDriver(areaId: number | null, onShift: readonly DriverLoad[]): { id: number; name: string } | null {
  let best: DriverLoad | null = null;
  for (const driver of onShift) {
    if (areaId === null || driver.load >= driver.capacity || !driver.areas.some((area) => area.id === areaId)) continue;
    if (best === null || driver.load < best.load) best = driver;
  }
  return best && { id: best.id, name: best.name };
}
