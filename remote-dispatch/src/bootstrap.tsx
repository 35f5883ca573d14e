import { mountStandaloneRemote } from '@dukkan/shared/standalone';
import routes from './app/routes';

// `pnpm --filter @dukkan/remote-dispatch dev`: this remote alone, with its own store and the shared sign-in.
mountStandaloneRemote({ title: 'Dispatch', routes });
