import { describeRemoteManifest } from '@dukkan/shared/test-utils';
import manifest from './manifest';
import routes from './routes';

// The page headers the host shows before this remote's code (decisions/phone-speed.md): the catalogue's own texts.
describeRemoteManifest(manifest, routes, [], { '/users': { title: 'users:list.title', subtitle: 'users:list.customersHint' }, '/customers': { title: 'users:customers.title' }, '/activity': { title: 'users:activity.title', subtitle: 'users:activity.subtitle' }, '/messages': { title: 'users:messages.title' }, '/messages/templates': { title: 'users:messages.templates.title', subtitle: 'users:messages.templates.subtitle' }, '/jobs': { title: 'users:jobs.title', subtitle: 'users:jobs.subtitle' } });
