import type { ReactNode } from 'react';
import type { AppStore } from '../store/create-app-store';

export interface AppProvidersProps {
  /** The store from `createAppStore()`; the host creates one, a remote's standalone boot its own. */
  store: AppStore;
  children?: ReactNode;
}
