import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { authSlice } from '../auth/auth-slice';

/**
 * The slices of the layers below the store (the session, the one API) and, declared here, every
 * slice a feature adds itself (architecture §2): the store names no feature. A feature of shared
 * injects its slice where it defines it (`slice.injectInto(rootReducer)`, the live desk's
 * order-desk-slice.ts), a remote at run time with `rootReducer.inject(slice)`; each declares its
 * slice's type by merging into this interface:
 *   declare module '@dukkan/shared' { interface LazyLoadedSlices extends WithSlice<typeof x> {} }
 */
// biome-ignore lint/suspicious/noEmptyInterface: RTK's declaration-merging point; features and remotes extend it.
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(authSlice, baseApi).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
