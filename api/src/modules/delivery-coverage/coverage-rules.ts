import type { FieldErrors } from '../../http/errors';
import { filsToKwd, kwdToFils } from '../../money/fils';
import { type CoverageBody, type DeliveryDefaultsBody, ETA_MINUTES } from './coverage-schemas';

// decisions/delivery-coverage.md: what a coverage or defaults body asks, read before the database: each amount exact to
// the fil and not negative, each ETA in range, each zone an area or a block (not both, not neither), no place twice.
// Whether the places exist, and which areas a governorate has, is coverage-service.ts's.

/** The highest fee or minimum basket a zone may ask (KWD). */
export const MAX_ZONE_AMOUNT = 1000;

/**
 * A KWD amount from a JSON number: the decimal string numeric(12,3) stores ("0.250"), or null with a field error when
 * it is negative, has more than 3 decimals or is above `max`. The number as written ("0.25"), never a float rounded.
 */
export function readKwd(value: number, field: string, errors: FieldErrors, max: number): string | null {
  if (value < 0) {
    errors[field] = 'Enter an amount of 0 or more';
    return null;
  }
  if (value > max) {
    errors[field] = `Enter an amount of at most KWD ${filsToKwd(max * 1000)}`;
    return null;
  }
  try {
    return filsToKwd(kwdToFils(String(value)));
  } catch {
    errors[field] = 'An amount in KWD has at most 3 decimals';
    return null;
  }
}

/** A zone's or a default's terms as stored. */
export interface DeliveryTerms {
  deliveryFee: string;
  minBasket: string;
  etaMinutes: number;
}

function readTerms(body: { deliveryFee: number; minBasket: number; etaMinutes: number }, prefix: string, errors: FieldErrors): DeliveryTerms {
  const deliveryFee = readKwd(body.deliveryFee, `${prefix}.deliveryFee`, errors, MAX_ZONE_AMOUNT);
  const minBasket = readKwd(body.minBasket, `${prefix}.minBasket`, errors, MAX_ZONE_AMOUNT);
  if (body.etaMinutes < ETA_MINUTES.min || body.etaMinutes > ETA_MINUTES.max) {
    errors[`${prefix}.etaMinutes`] = `Enter a whole number of minutes from ${ETA_MINUTES.min} to ${ETA_MINUTES.max}`;
  }
  return { deliveryFee: deliveryFee ?? '0.000', minBasket: minBasket ?? '0.000', etaMinutes: body.etaMinutes };
}

/** A zone as asked: an area or a block, with its terms and the field it came from (for the service's errors). */
export type ZoneValues = DeliveryTerms & ({ areaId: number; blockId: null } | { areaId: null; blockId: number }) & { field: string };
/** A whole governorate as asked (its areas are read by the service). */
export type GovernorateZoneValues = DeliveryTerms & { governorateId: number; field: string };

export function coverageRules(body: CoverageBody): { errors: FieldErrors; zones: ZoneValues[]; governorates: GovernorateZoneValues[] } {
  const errors: FieldErrors = {};
  const zones: ZoneValues[] = [];
  const seenAreas = new Set<number>();
  const seenBlocks = new Set<number>();
  body.zones.forEach((zone, index) => {
    const field = `zones.${index}`;
    const terms = readTerms(zone, field, errors);
    if (zone.areaId !== undefined && zone.blockId !== undefined) errors[`${field}.areaId`] = 'A zone is an area or a block, not both';
    else if (zone.areaId === undefined && zone.blockId === undefined) errors[`${field}.areaId`] = 'Choose the area or the block this zone covers';
    else if (zone.areaId !== undefined) {
      if (seenAreas.has(zone.areaId)) errors[`${field}.areaId`] = 'This area is already a zone';
      seenAreas.add(zone.areaId);
      zones.push({ ...terms, areaId: zone.areaId, blockId: null, field: `${field}.areaId` });
    } else if (zone.blockId !== undefined) {
      if (seenBlocks.has(zone.blockId)) errors[`${field}.blockId`] = 'This block is already a zone';
      seenBlocks.add(zone.blockId);
      zones.push({ ...terms, areaId: null, blockId: zone.blockId, field: `${field}.blockId` });
    }
  });

  const seenGovernorates = new Set<number>();
  const governorates = (body.governorateIds ?? []).map((governorate, index) => {
    const field = `governorateIds.${index}`;
    const terms = readTerms(governorate, field, errors);
    if (seenGovernorates.has(governorate.governorateId)) errors[`${field}.governorateId`] = 'This governorate is already chosen';
    seenGovernorates.add(governorate.governorateId);
    return { ...terms, governorateId: governorate.governorateId, field: `${field}.governorateId` };
  });
  return { errors, zones, governorates };
}

/** PUT delivery/defaults: each governorate once, with its terms. */
export function deliveryDefaultsRules(body: DeliveryDefaultsBody): { errors: FieldErrors; defaults: GovernorateZoneValues[] } {
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  const defaults = body.defaults.map((row, index) => {
    const field = `defaults.${index}`;
    const terms = readTerms(row, field, errors);
    if (seen.has(row.governorateId)) errors[`${field}.governorateId`] = 'This governorate already has its defaults';
    seen.add(row.governorateId);
    return { ...terms, governorateId: row.governorateId, field: `${field}.governorateId` };
  });
  return { errors, defaults };
}
