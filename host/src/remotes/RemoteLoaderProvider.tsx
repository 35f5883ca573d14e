import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { remoteTimeoutMs } from '../config/runtime-config';
import { loadRemoteDashboardWithFederation, loadRemoteRoutesWithFederation, type RemoteRoutesLoader } from './federation-loader';
import { createRemoteScreens, type RemoteScreens } from './remote-screens';

let defaultScreens: RemoteScreens | undefined;
let defaultPanels: RemoteScreens | undefined;

const RemoteScreensContext = createContext<RemoteScreens | undefined>(undefined);
const RemotePanelsContext = createContext<RemoteScreens | undefined>(undefined);

export interface RemoteLoaderProviderProps {
  /** How a remote's routes are loaded. @default the Module Federation runtime */
  load?: RemoteRoutesLoader;
  /** How a remote's dashboard panels are loaded (decisions/reports-and-bulk.md). @default the Module Federation runtime */
  loadDashboard?: RemoteRoutesLoader;
  /** Load timeout per attempt, in ms. @default config remoteTimeoutMs, else 10000 */
  timeoutMs?: number;
  children: ReactNode;
}

/** Lets tests (and only tests, in practice) replace how remotes are loaded. */
export function RemoteLoaderProvider({ load, loadDashboard, timeoutMs, children }: RemoteLoaderProviderProps) {
  const screens = useMemo(
    () => createRemoteScreens(load ?? loadRemoteRoutesWithFederation, timeoutMs ?? remoteTimeoutMs()),
    [load, timeoutMs],
  );
  const panels = useMemo(
    () => createRemoteScreens(loadDashboard ?? loadRemoteDashboardWithFederation, timeoutMs ?? remoteTimeoutMs()),
    [loadDashboard, timeoutMs],
  );
  return (
    <RemoteScreensContext.Provider value={screens}>
      <RemotePanelsContext.Provider value={panels}>{children}</RemotePanelsContext.Provider>
    </RemoteScreensContext.Provider>
  );
}

export function useRemoteScreens(): RemoteScreens {
  const provided = useContext(RemoteScreensContext);
  if (provided) return provided;
  defaultScreens ??= createRemoteScreens(loadRemoteRoutesWithFederation, remoteTimeoutMs());
  return defaultScreens;
}

/** The remotes' dashboard panels (decisions/reports-and-bulk.md), loaded as their routes are: lazily, contained, retryable. */
export function useRemoteDashboardPanels(): RemoteScreens {
  const provided = useContext(RemotePanelsContext);
  if (provided) return provided;
  defaultPanels ??= createRemoteScreens(loadRemoteDashboardWithFederation, remoteTimeoutMs());
  return defaultPanels;
}
