// The one table of remotes (shared/federation/remotes.cjs) for the root scripts and the e2e harness.
import { createRequire } from 'node:module';

export const remotesTable = createRequire(import.meta.url)('../../shared/federation/remotes.cjs');
