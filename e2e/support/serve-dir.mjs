// Serves a folder with the product's static server, in a process of its own (the journeys run as
// CommonJS under Jest and cannot import the server's ES module): the serving journey's fixture.
// node serve-dir.mjs <root> <port> [--spa] [--cors <origin>] [--config <body of /config.js>]
//   [--remotes <body of /remotes.json>] [--api <the API's origin, served under /api>]
import { parseArgs } from 'node:util';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    spa: { type: 'boolean', default: false },
    cors: { type: 'string' },
    config: { type: 'string' },
    remotes: { type: 'string' },
    api: { type: 'string' },
  },
});
const [root, port] = positionals;
const server = await startStaticServer({
  root,
  port: Number(port),
  spa: values.spa,
  corsOrigins: values.cors ? [values.cors] : [],
  overrides: {
    ...(values.config ? { '/config.js': values.config } : {}),
    ...(values.remotes ? { '/remotes.json': values.remotes } : {}),
  },
  apiUpstream: values.api,
});
console.log(`serving ${root} at ${server.url}`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
