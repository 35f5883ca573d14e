import { createApi } from '@reduxjs/toolkit/query/react';
import { sessionAwareBaseQuery } from './base-query';

/** Every tag the panel invalidates by; declared once so features can share them. */
export const TAG_TYPES = [
  'Shop',
  'Category',
  'Product',
  'Order',
  'OrderStats',
  'Governorate',
  'Area',
  'Block',
  'User',
  'Dashboard',
  'SavedView',
  'AvailabilityOverride',
  'StockMovement',
  'Me',
  'Audit',
] as const;

export type TagType = (typeof TAG_TYPES)[number];

/**
 * The one RTK Query API of the panel (architecture §2). It declares no endpoints: each feature
 * adds its own with `baseApi.injectEndpoints`, named by domain (`getShops`, not `getList`).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: sessionAwareBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
