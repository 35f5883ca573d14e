import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { remoteTimeoutMs } from '../config/runtime-config';
import { loadRemoteRoutesWithFederation, type RemoteRoutesLoader } from './federation-loader';
import { createRemoteScreens, type RemoteScreens } from './remote-screens';

let defaultScreens: RemoteScreens | undefined;

const RemoteScreensContext = createContext<RemoteScreens | undefined>(undefined);

export interface RemoteLoaderProviderProps {
  /** How a remote's routes are loaded. @default the Module Federation runtime */
  load?: RemoteRoutesLoader;
  /** Load timeout per attempt, in ms. @default config remoteTimeoutMs, else 10000 */
  timeoutMs?: number;
  children: ReactNode;
}

/** Lets tests (and only tests, in practice) replace how remotes are loaded. */
export function RemoteLoaderProvider({ load, timeoutMs, children }: RemoteLoaderProviderProps) {
  const screens = useMemo(
    () => createRemoteScreens(load ?? loadRemoteRoutesWithFederation, timeoutMs ?? remoteTimeoutMs()),
    [load, timeoutMs],
  );
  return <RemoteScreensContext.Provider value={screens}>{children}</RemoteScreensContext.Provider>;
}

export function useRemoteScreens(): RemoteScreens {
  const provided = useContext(RemoteScreensContext);
  if (provided) return provided;
  defaultScreens ??= createRemoteScreens(loadRemoteRoutesWithFederation, remoteTimeoutMs());
  return defaultScreens;
}
