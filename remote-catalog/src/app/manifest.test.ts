import { describeRemoteManifest } from '@dukkan/shared/test-utils';
import manifest from './manifest';
import routes from './routes';

// The page headers the host shows before this remote's code (decisions/phone-speed.md): the catalogue's own texts.
describeRemoteManifest(manifest, routes, [], { '/shops': { title: 'catalog:shops.title' }, '/categories': { title: 'catalog:categories.title' } });
