import type { RemoteRoute } from '@dukkan/shared';
import { LocationsPage } from '../locations/LocationsPage';

const routes: RemoteRoute[] = [{ path: '/locations', element: <LocationsPage /> }];
export default routes;
