import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { authSlice } from '../auth/auth-slice';
import { orderDeskSlice } from '../live/order-desk-slice';

/**
 * Slices a remote adds at run time with `rootReducer.inject(slice)`. A remote declares its
 * slice's type by merging into this interface:
 *   declare module '@dukkan/shared' { interface LazyLoadedSlices extends WithSlice<typeof x> {} }
 */
// biome-ignore lint/suspicious/noEmptyInterface: RTK's declaration-merging point; remotes extend it.
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(authSlice, orderDeskSlice, baseApi).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
