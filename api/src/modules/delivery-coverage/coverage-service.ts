import type { Db } from '../../db/client';
import { assertValid, type FieldErrors, notFound } from '../../http/errors';
import { kwdToFils } from '../../money/fils';
import { coverageRepository, type DefaultRow, type ZoneRow, type ZoneWrite } from './coverage-repository';
import { coverageRules, deliveryDefaultsRules } from './coverage-rules';
import type { CoverageBody, DeliveryDefaultsAnswer, DeliveryDefaultsBody, ShopCoverageAnswer } from './coverage-schemas';

// decisions/delivery-coverage.md: a shop's zones replaced as a whole (whole governorates expanded into their areas), and
// the platform's defaults. Runs in the request's transaction (the audited write): all of it, or nothing.

/** A zone is above the cap when it charges more than it; a free-delivery shop charges nothing anywhere. */
export const aboveCap = (fees: string[], freeDelivery: boolean, cap: string): boolean =>
  !freeDelivery && fees.some((fee) => kwdToFils(fee) > kwdToFils(cap));

export function toShopCoverage(zones: ZoneRow[], freeDelivery: boolean, cap: string): ShopCoverageAnswer {
  return {
    zones: zones.map((zone) => ({ ...zone, deliveryFee: Number(zone.deliveryFee), minBasket: Number(zone.minBasket) })),
    deliveryFeeCap: Number(cap),
    aboveCap: aboveCap(
      zones.map((zone) => zone.deliveryFee),
      freeDelivery,
      cap,
    ),
  };
}

export const toDeliveryDefaults = (rows: DefaultRow[]): DeliveryDefaultsAnswer => ({
  defaults: rows.map((row) => ({ ...row, deliveryFee: Number(row.deliveryFee), minBasket: Number(row.minBasket) })),
});

/** The shop's coverage as answered; 404 for no such shop. */
export async function readCoverage(db: Db, shopId: number, cap: string): Promise<ShopCoverageAnswer> {
  const repo = coverageRepository(db);
  const freeDelivery = await repo.freeDelivery(shopId);
  if (freeDelivery === null) throw notFound('Shop not found');
  return toShopCoverage(await repo.zonesOf(shopId), freeDelivery, cap);
}

/**
 * PUT shop/{id}/coverage: the body checked (rules, then that each place exists), each governorate expanded into one
 * row per area, and the shop's zones made exactly that set. An area named twice, also through its governorate, is a
 * field error where it was named.
 */
export async function replaceCoverage(db: Db, shopId: number, body: CoverageBody): Promise<void> {
  const repo = coverageRepository(db);
  const { errors, zones, governorates } = coverageRules(body);
  assertValid(errors);
  if (!(await repo.lockShop(shopId))) throw notFound('Shop not found');

  const placeErrors: FieldErrors = {};
  const [areaIds, blockIds, governorateIds] = [zones.flatMap((zone) => zone.areaId ?? []), zones.flatMap((zone) => zone.blockId ?? []), governorates.map((row) => row.governorateId)];
  // One after the other: a transaction's client runs one query at a time.
  const knownAreas = await repo.existingAreas(areaIds);
  const knownBlocks = await repo.existingBlocks(blockIds);
  const knownGovernorates = await repo.existingGovernorates(governorateIds);
  const areasOf = await repo.areasOf(governorateIds);
  for (const zone of zones) {
    if (zone.areaId !== null && !knownAreas.has(zone.areaId)) placeErrors[zone.field] = 'Area not found';
    if (zone.blockId !== null && !knownBlocks.has(zone.blockId)) placeErrors[zone.field] = 'Block not found';
  }

  const rows: ZoneWrite[] = zones.map(({ field: _field, ...zone }) => zone);
  const named = new Set(areaIds);
  for (const governorate of governorates) {
    const areas = areasOf.get(governorate.governorateId) ?? [];
    if (!knownGovernorates.has(governorate.governorateId)) placeErrors[governorate.field] = 'Governorate not found';
    else if (areas.length === 0) placeErrors[governorate.field] = 'This governorate has no areas yet';
    const twice = areas.find((areaId) => named.has(areaId));
    if (twice !== undefined) {
      const zone = zones.find((row) => row.areaId === twice);
      placeErrors[zone?.field ?? governorate.field] = 'This area is already a zone through its governorate';
    }
    const { governorateId: _id, field: _field, ...terms } = governorate;
    for (const areaId of areas) {
      named.add(areaId);
      rows.push({ ...terms, areaId, blockId: null });
    }
  }
  assertValid(placeErrors);
  await repo.replaceZones(shopId, rows);
}

/** PUT delivery/defaults: every governorate named exists; the defaults become exactly the set. */
export async function replaceDeliveryDefaults(db: Db, body: DeliveryDefaultsBody): Promise<void> {
  const repo = coverageRepository(db);
  const { errors, defaults } = deliveryDefaultsRules(body);
  assertValid(errors);
  const known = await repo.existingGovernorates(defaults.map((row) => row.governorateId));
  for (const row of defaults) if (!known.has(row.governorateId)) errors[row.field] = 'Governorate not found';
  assertValid(errors);
  await repo.replaceDefaults(defaults.map(({ field: _field, ...row }) => row));
}
