import { describeRemoteManifest } from '@dukkan/shared/test-utils';
import manifest from './manifest';
import routes from './routes';
// Each feature registers its texts with its screens, which the routes load only when opened (lazyScreen).
import '../categories/categories-i18n';
import '../shops/shops-i18n';

// The page headers the host shows before this remote's code (decisions/phone-speed.md): the catalogue's own texts.
describeRemoteManifest(manifest, routes, [], { '/shops': { title: 'catalog:shops.title' }, '/categories': { title: 'catalog:categories.title' } });
