import { describeRemoteManifest } from '@dukkan/shared/test-utils';
import panels from './dashboard';
import manifest from './manifest';
import routes from './routes';

// The page headers the host shows before this remote's code (decisions/phone-speed.md): the catalogue's own texts.
describeRemoteManifest(manifest, routes, panels, {
  '/dispatch': { title: 'dispatch:board.title', subtitle: 'dispatch:board.subtitle' },
  '/dispatch/drivers': { title: 'dispatch:drivers.title', subtitle: 'dispatch:drivers.subtitle' },
  '/driver': { title: 'dispatch:driver.title' },
});
