import type { Area, Block, Governorate } from '@dukkan/shared';

/** The three levels of the tree (spec §3: governorate > area > block). */
export type LocationKind = 'governorate' | 'area' | 'block';

export const LOCATION_KINDS: readonly LocationKind[] = ['governorate', 'area', 'block'];

/**
 * One node of the tree with the path above it: what the edit and delete calls address
 * (spec §7: an area under its governorate, a block under its area) and what the tree re-opens.
 */
export type LocationNode =
  | ({ kind: 'governorate' } & Governorate)
  | ({ kind: 'area' } & Area)
  | ({ kind: 'block'; governorateId: number } & Block);

export const governorateNode = (governorate: Governorate): LocationNode => ({ kind: 'governorate', ...governorate });
export const areaNode = (area: Area): LocationNode => ({ kind: 'area', ...area });
export const blockNode = (block: Block, governorateId: number): LocationNode => ({ kind: 'block', governorateId, ...block });
