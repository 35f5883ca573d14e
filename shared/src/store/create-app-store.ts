import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { baseApi } from '../api/base-api';
import { loadSession } from '../auth/session-storage';
import { rootReducer, type RootState } from './root-reducer';
import { refetchListsOnLanguageChange } from './language-refetch';
import { createSessionListener } from './session-listener';

export interface CreateAppStoreOptions {
  /** State to start from (tests); `auth` here wins over the stored session. */
  preloadedState?: Partial<RootState>;
  /** Where the session is kept. @default window.localStorage */
  storage?: Storage;
}

function defaultStorage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The panel's one store (architecture §2): the auth slice, the one RTK Query API, and any
 * slice a remote injects later. The stored session is loaded here (spec §3).
 */
export function createAppStore(options: CreateAppStoreOptions = {}) {
  const storage = options.storage ?? defaultStorage();
  const sessionListener = createSessionListener(storage);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      auth: loadSession(storage),
      ...options.preloadedState,
    } as RootState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(sessionListener.middleware).concat(baseApi.middleware),
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers({ autoBatch: { type: 'tick' } }),
  });
  refetchListsOnLanguageChange(store.dispatch);
  // The browser's online/offline events reach RTK Query (baseApi's refetchOnReconnect).
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
