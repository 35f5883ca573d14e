import { describeRemoteManifest } from '@dukkan/shared/test-utils';
import manifest from './manifest';
import routes from './routes';

// The page headers the host shows before this remote's code (decisions/phone-speed.md): the catalogue's own texts.
describeRemoteManifest(manifest, routes, [], { '/orders': { title: 'orders:page.title', subtitle: 'orders:page.subtitle' }, '/complaints': { title: 'orders:complaints.title' } });
