import { describeRemoteManifest } from '@dukkan/shared/test-utils';
import manifest from './manifest';
import routes from './routes';

describeRemoteManifest(manifest, routes);
