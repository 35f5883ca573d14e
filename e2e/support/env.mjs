// Ports and fixed values of the e2e harness, shared by the global setup and the journeys.
// They sit in 4500-4599 so a running product (4000, 4100-4104) is never touched (contract).
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { remotesTable } from '../../scripts/lib/remotes.mjs';

const num = (name, fallback) => Number(process.env[name] ?? fallback);

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const E2E_DIR = path.join(REPO_ROOT, 'e2e');
export const ARTIFACTS_DIR = path.join(E2E_DIR, 'artifacts');

// Every port is E2E_PORT_BASE (4500) plus a fixed offset, so a second run beside the first (the test
// command's second lane: 4600) moves them all with one variable; each still follows its own
// E2E_*_PORT variable when set.
const BASE = num('E2E_PORT_BASE', 4500);

export const PORTS = {
  api: num('E2E_API_PORT', BASE),
  host: num('E2E_HOST_PORT', BASE + 10),
  probe: num('E2E_PROBE_PORT', BASE + 11),
  // The skewed build of the reports remote (decisions/sections.md): a build the host must refuse.
  skewed: num('E2E_SKEWED_PORT', BASE + 12),
  // A port nothing listens on: a remote "that is down".
  closed: num('E2E_CLOSED_PORT', BASE + 99),
  // E2E_CATALOG_PORT (base + 21), E2E_ORDERS_PORT (base + 22)…: the order of shared/federation/remotes.cjs.
  remotes: Object.fromEntries(remotesTable.REMOTES.map(({ name }, i) => [name, num(`E2E_${remotesTable.portVariable(name)}`, BASE + 21 + i)])),
};

export const HOSTNAME = '127.0.0.1';
export const HOST_ORIGIN = `http://${HOSTNAME}:${PORTS.host}`;
export const API_URL = `http://${HOSTNAME}:${PORTS.api}/api`;
export const PROBE_ENTRY = `http://${HOSTNAME}:${PORTS.probe}/remoteEntry.js`;
export const SKEWED_ENTRY = `http://${HOSTNAME}:${PORTS.skewed}/remoteEntry.js`;
export const CLOSED_ENTRY = `http://${HOSTNAME}:${PORTS.closed}/remoteEntry.js`;

export const ADMIN = { email: 'e2e.admin@dukkan.kw', password: 'E2e-Admin-Pass-2024' };
// Known to the tests so they can forge an expired (but correctly signed) token.
export const JWT_SECRET = 'e2e-only-secret-0123456789abcdef0123456789abcdef';
