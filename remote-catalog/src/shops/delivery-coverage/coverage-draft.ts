import { isApiError, type Area, type Block } from '@dukkan/shared';
import type { CoverageBody, CoverageZone } from './coverage-api';
import type { ZoneTerms, ZoneTermsField } from './coverage-rules';

/** A place as a zone names it: a block answers without its area's id. */
export type ZonePlace = { area: Pick<Area, 'id' | 'name' | 'name_ar' | 'governorateId'>; block: Pick<Block, 'id' | 'name' | 'name_ar'> | null };

/** One row of the editor: a whole area or one block of it, with its terms as typed. */
export interface ZoneDraft extends ZonePlace, ZoneTerms {
  /** 'area:21' or 'block:211': a place is covered once. */
  key: string;
}

/** A row's messages from the server: its terms' fields, or `place` (an area unknown or named twice). */
export type ZoneServerErrors = Partial<Record<ZoneTermsField | 'place', string>>;

export const zoneKey = ({ area, block }: ZonePlace) => (block ? `block:${block.id}` : `area:${area.id}`);

/** KWD as the inputs show it: 3 decimals, as money is everywhere in the panel. */
const amountText = (amount: number) => amount.toFixed(3);

export function draftsOf(zones: readonly CoverageZone[]): ZoneDraft[] {
  return zones.map((zone) => ({
    key: zoneKey(zone),
    area: zone.area,
    block: zone.block,
    deliveryFee: amountText(zone.deliveryFee),
    minBasket: amountText(zone.minBasket),
    etaMinutes: String(zone.etaMinutes),
  }));
}

/**
 * Places added on the same terms: a place already covered takes the new terms in its row, a new one is added at the
 * end. Block rows inside an area added whole stay: a block overrides its area.
 */
export function withZones(drafts: readonly ZoneDraft[], places: readonly ZonePlace[], terms: ZoneTerms): ZoneDraft[] {
  const added = new Map(places.map((place) => [zoneKey(place), { ...place, ...terms, key: zoneKey(place) }]));
  const kept = drafts.map((draft) => {
    const replaced = added.get(draft.key);
    added.delete(draft.key);
    return replaced ?? draft;
  });
  return [...kept, ...added.values()];
}

/** PUT shop/{id}/coverage: every row, in the table's order (the server names a row by its place in `zones`). */
export function coverageBody(drafts: readonly ZoneDraft[]): CoverageBody {
  return {
    zones: drafts.map((draft) => ({
      ...(draft.block ? { blockId: draft.block.id } : { areaId: draft.area.id }),
      deliveryFee: Number(draft.deliveryFee.trim()),
      minBasket: Number(draft.minBasket.trim()),
      etaMinutes: Number(draft.etaMinutes.trim()),
    })),
  };
}

const ROW_ERROR = /^zones\.(\d+)(?:\.(deliveryFee|minBasket|etaMinutes|areaId|blockId))?$/;

/**
 * A refused save's field messages (`zones.3.deliveryFee`, `zones.3` for the place) by the key of the row they name,
 * since the body listed the rows in the table's order.
 */
export function rowErrorsOf(error: unknown, sent: readonly ZoneDraft[]): Record<string, ZoneServerErrors> {
  if (!isApiError(error) || !error.errors) return {};
  const rows: Record<string, ZoneServerErrors> = {};
  for (const [field, message] of Object.entries(error.errors)) {
    const found = ROW_ERROR.exec(field);
    const draft = found ? sent[Number(found[1])] : undefined;
    if (!found || !draft || !message) continue;
    const at = found[2] === 'deliveryFee' || found[2] === 'minBasket' || found[2] === 'etaMinutes' ? found[2] : 'place';
    rows[draft.key] = { ...rows[draft.key], [at]: message };
  }
  return rows;
}
