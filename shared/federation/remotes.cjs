// @ts-check
/**
 * The panel's remotes, in one place: every build, script and the host read this table.
 *   name       the remote's id: package @dukkan/remote-<name>, folder remote-<name>, MF container
 *              dukkan_<name>, port variable <NAME>_PORT, key in the deployed remotes.json
 *   port       its local port (architecture §5), the default of <NAME>_PORT
 *   title      its standalone development page's title
 * What a remote shows (navigation, routes, dashboard cards) is not here: each remote declares it in
 * its own manifest (src/app/manifest.json, decisions/sections.md), read by the host at run time. This table is
 * only what the root scripts need to build, serve and test the remotes of this repository.
 * A remote's position also gives its offset in the e2e (4521…) and bench (4592…) port ranges.
 */
const REMOTES = [
  { name: 'catalog', port: 4101, title: 'Catalog' },
  { name: 'orders', port: 4102, title: 'Orders' },
  { name: 'locations', port: 4103, title: 'Locations' },
  { name: 'users', port: 4104, title: 'Users' },
  { name: 'reports', port: 4105, title: 'Reports' },
  { name: 'dispatch', port: 4106, title: 'Dispatch' },
];

/** The remote's entry of the table; an unknown name is a programming error. */
function remoteNamed(name) {
  const remote = REMOTES.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`Unknown remote "${name}" (shared/federation/remotes.cjs)`);
  return remote;
}

/** The environment variable of a remote's port: CATALOG_PORT, ORDERS_PORT… */
const portVariable = (name) => `${name.toUpperCase()}_PORT`;

/** Where each remote's remoteEntry.js is, for remotes.json: `{ catalog: 'http://host:4101/remoteEntry.js', … }`. */
function remoteEntries(origin, ports = {}) {
  return Object.fromEntries(REMOTES.map(({ name, port }) => [name, `${origin}:${ports[name] ?? port}/remoteEntry.js`]));
}

module.exports = { REMOTES, remoteNamed, portVariable, remoteEntries };
