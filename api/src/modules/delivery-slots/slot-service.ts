import type { Db } from '../../db/client';
import { assertValid, badRequest, HttpError, notFound } from '../../http/errors';
import { deskSettingsRepository } from '../desk-settings/desk-settings-repository';
import { type ShopSlotsRow, slotRepository } from './slot-repository';
import { chooseSlot, openSlots, prepareAtOf, readSlotStart, type SlotInstance, slotSettingsRules } from './slot-rules';
import type { CatalogSlotsAnswer, ShopSlotsAnswer, ShopSlotsBody } from './slot-schemas';

// decisions/delivery-slots.md: a shop's slots read and replaced (in the request's audited transaction: all of it, or
// nothing), the slots customers are offered, and a slot booked for an order in the order's transaction.

export const toShopSlots = ({ settings, templates }: ShopSlotsRow): ShopSlotsAnswer => ({ ...settings, templates });

/** GET shop/{id}/slots: 404 for no such shop. */
export async function readShopSlots(db: Db, shopId: number): Promise<ShopSlotsAnswer> {
  const repo = slotRepository(db);
  if (!(await repo.shopExists(shopId))) throw notFound('Shop not found');
  return toShopSlots(await repo.slotsOf(shopId));
}

/** PUT shop/{id}/slots: the body checked, then the shop locked and its slots made exactly the body's. */
export async function replaceShopSlots(db: Db, shopId: number, body: ShopSlotsBody): Promise<void> {
  const repo = slotRepository(db);
  const { errors, settings, templates } = slotSettingsRules(body);
  assertValid(errors);
  if (!(await repo.shopExists(shopId, true))) throw notFound('Shop not found');
  await repo.replace(shopId, settings, templates);
}

/**
 * GET catalog/shops/{id}/slots: whether the shop takes orders now (`asapAvailable`, its availability as the catalogue
 * answers it), and every slot of the offered days still before its cutoff with the places it has left.
 */
export async function catalogSlotsOf(db: Db, shopId: number, now: Date, asapAvailable: boolean): Promise<CatalogSlotsAnswer> {
  const repo = slotRepository(db);
  const { settings, templates } = await repo.slotsOf(shopId);
  const slots = openSlots(now, settings, templates, settings.enabled ? await deskSettingsRepository(db).ramadanDates() : null);
  const booked = slots.length === 0 ? new Map<number, number>() : await repo.bookedBetween(shopId, slots[0].startsAt, new Date(slots[slots.length - 1].startsAt.getTime() + 1));
  return {
    asap: { available: asapAvailable },
    slots: slots.map((slot) => {
      const remaining = Math.max(0, slot.capacity - (booked.get(slot.startsAt.getTime()) ?? 0));
      return { startsAt: slot.startsAt.toISOString(), endsAt: slot.endsAt.toISOString(), day: slot.day, remaining, available: remaining > 0 };
    }),
  };
}

/** The contract's refusals of a slot asked for, each under `slot.startsAt`. */
const SLOT_REFUSALS = {
  SLOT_UNKNOWN: 'This shop has no delivery slot at that time',
  SLOT_CLOSED: 'This slot no longer takes orders: choose a later one',
  SLOT_FULL: 'This slot is full: choose another',
} as const;

const refuse = (code: keyof typeof SLOT_REFUSALS) => new HttpError(409, code, SLOT_REFUSALS[code], { 'slot.startsAt': SLOT_REFUSALS[code] });

/** A slot order's slot and when its preparation starts. */
export interface OrderSlot {
  slot: SlotInstance;
  prepareAt: Date;
}

/**
 * The slot starting at `startsAt` for an order of shop `shopId` (placing, in the order's transaction): one of the shop's
 * slots on an offered day (else 409 SLOT_UNKNOWN), before its cutoff (409 SLOT_CLOSED), not full already (409 SLOT_FULL);
 * with when its preparation starts. Its place is taken by bookOrderSlot, late in the transaction.
 */
export async function orderSlotOf(tx: Db, shopId: number, startsAt: string, now: Date): Promise<OrderSlot> {
  const at = readSlotStart(startsAt);
  if (!at) throw badRequest({ 'slot.startsAt': 'Enter the slot’s start as an ISO date and time' });
  const repo = slotRepository(tx);
  const { settings, templates } = await repo.slotsOf(shopId);
  const choice = chooseSlot(at, now, settings, templates, settings.enabled ? await deskSettingsRepository(tx).ramadanDates() : null);
  if ('refused' in choice) throw refuse(choice.refused);
  // Full already: refused before the order's work (bookOrderSlot decides the last places exactly).
  if (await repo.full(shopId, choice.slot)) throw refuse('SLOT_FULL');
  return { slot: choice.slot, prepareAt: prepareAtOf(choice.slot, settings.leadMinutes, now) };
}

/**
 * Takes the order's place in its slot (409 SLOT_FULL when none is left): one statement, exact under any number of
 * orders at once. Late in the order's transaction, so the slot's row stays locked only until the commit; a refusal
 * after it gives the place back with the rollback.
 */
export async function bookOrderSlot(tx: Db, shopId: number, slot: SlotInstance): Promise<void> {
  if (!(await slotRepository(tx).book(shopId, slot))) throw refuse('SLOT_FULL');
}
