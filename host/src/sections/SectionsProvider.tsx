import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { prefetchRemoteSections, type RemoteSectionInfo } from './remote-sections';

/** The deployed remotes' sections: loading until remotes.json and the manifests are read. */
export interface RemoteSectionsState {
  status: 'loading' | 'ready';
  sections: readonly RemoteSectionInfo[];
}

/** How the sections are read. Injected through SectionsProvider (tests pass their own). */
export type RemoteSectionsLoader = () => Promise<readonly RemoteSectionInfo[]>;

function createSectionsStore(load: RemoteSectionsLoader) {
  let state: RemoteSectionsState = { status: 'loading', sections: [] };
  const listeners = new Set<() => void>();
  const settle = (sections: readonly RemoteSectionInfo[]) => {
    state = { status: 'ready', sections };
    for (const listener of listeners) listener();
  };
  load().then(settle, (error: unknown) => {
    console.warn('[dukkan] the remote sections could not be read.', error);
    settle([]);
  });
  return {
    get: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

type SectionsStore = ReturnType<typeof createSectionsStore>;

let defaultStore: SectionsStore | undefined;
const SectionsContext = createContext<SectionsStore | undefined>(undefined);

export interface SectionsProviderProps {
  /** How the sections are read. @default remotes.json and each remote's manifest */
  load?: RemoteSectionsLoader;
  children: ReactNode;
}

/** Lets tests (and only tests, in practice) say which remotes are deployed. */
export function SectionsProvider({ load, children }: SectionsProviderProps) {
  const store = useMemo(() => createSectionsStore(load ?? prefetchRemoteSections), [load]);
  return <SectionsContext.Provider value={store}>{children}</SectionsContext.Provider>;
}

/** The deployed remotes' sections (navigation, routes, dashboard cards come from their manifests). */
export function useRemoteSections(): RemoteSectionsState {
  const provided = useContext(SectionsContext);
  defaultStore ??= provided ? undefined : createSectionsStore(prefetchRemoteSections);
  const store = provided ?? (defaultStore as SectionsStore);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
