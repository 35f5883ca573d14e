import { describeRemoteManifest } from '@dukkan/shared/test-utils';
import panels from './dashboard';
import manifest from './manifest';
import routes from './routes';

describeRemoteManifest(manifest, routes, panels);
