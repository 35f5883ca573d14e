import type { ReactElement } from 'react';
import { LocationsPage } from '../locations/LocationsPage';

// The host's RemoteRoute (host/src/remotes/remote-contract.ts), copied: remotes never import the host.
interface RemoteRoute {
  path: string;
  element: ReactElement;
}

const routes: RemoteRoute[] = [{ path: '/locations', element: <LocationsPage /> }];
export default routes;
