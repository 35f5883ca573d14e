import { describeRemoteManifest } from '@dukkan/shared/test-utils';
import panels from './dashboard';
import manifest from './manifest';
import routes from './routes';

// The page headers the host shows before this remote's code (decisions/phone-speed.md): the catalogue's own texts.
describeRemoteManifest(manifest, routes, panels, {
  '/reports/sales': { title: 'reports:sales.title', subtitle: 'reports:sales.subtitle' },
  '/statements': { title: 'reports:statements.title', subtitle: 'reports:statements.subtitle' },
  '/reconciliation': { title: 'reports:reconciliation.title', subtitle: 'reports:reconciliation.subtitle' },
  '/promotions': { title: 'reports:promotions.title', subtitle: 'reports:promotions.subtitle' },
});
