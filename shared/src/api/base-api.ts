import { createApi } from '@reduxjs/toolkit/query/react';
import { sessionAwareBaseQuery } from './base-query';

/**
 * Entities: each list provides a LIST tag and a tag per row, each entity its id tag, and writes
 * invalidate those (cache-tags.ts, architecture §2). Nothing invalidates a bare entity tag, so a
 * query that provided one would never refresh: their type below cannot be written bare.
 */
export const ENTITY_TAG_TYPES = ['Shop', 'Category', 'Product', 'Order', 'User', 'SavedView', 'AvailabilityOverride', 'StockMovement', 'OrderNote', 'Customer', 'Complaint', 'Message', 'MessageTemplate', 'StaffInvite'] as const;

/** Figures and trees refreshed as a whole: provided and invalidated bare ('Dashboard'). */
export const WHOLE_TAG_TYPES = ['OrderStats', 'Governorate', 'Area', 'Block', 'Dashboard', 'Me', 'Audit', 'MessageCounts', 'Jobs'] as const;

/** Every tag the panel invalidates by; declared once so features can share them. */
export const TAG_TYPES = [...ENTITY_TAG_TYPES, ...WHOLE_TAG_TYPES] as const;

export type EntityTagName = (typeof ENTITY_TAG_TYPES)[number];
export type WholeTagType = (typeof WHOLE_TAG_TYPES)[number];

declare const entityTag: unique symbol;
/**
 * An entity's tag type as RTK Query knows it: a name only cache-tags.ts's helpers hand out, so
 * `providesTags: ['Order']` or `{ type: 'Order' }` does not compile; `listTag('Order')` does.
 */
export type EntityTagType<T extends EntityTagName = EntityTagName> = T & { readonly [entityTag]: T };

export type TagType = EntityTagType | WholeTagType;

/**
 * The one RTK Query API of the panel (architecture §2). It declares no endpoints: each feature
 * adds its own with `baseApi.injectEndpoints`, named by domain (`getShops`, not `getList`).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: sessionAwareBaseQuery,
  // The same strings at run time; typed so that entity tags come from the helpers only.
  tagTypes: TAG_TYPES as readonly string[] as readonly TagType[],
  endpoints: () => ({}),
  // Back online (the browser's `online` event, heard through setupListeners in createAppStore):
  // what is on screen is fetched again, so an offline panel recovers by itself.
  refetchOnReconnect: true,
});
