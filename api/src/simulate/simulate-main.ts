import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startOrderSimulator } from './order-simulator';

// `pnpm simulate:orders [--rate N] [--minutes M] [--api URL]`: demo customers order through the
// customers' API of any running Dukkan API. Staff credentials (to read the location tree) come from
// ADMIN_EMAIL / ADMIN_PASSWORD, else from the demo login `pnpm start` keeps in DATA_DIR. An account with a second
// factor (owners must have one: decisions/staff-access.md) signs in with ADMIN_DEVICE_TOKEN, a device token answered
// when a sign-in trusted its device; or use a staff account of another role.

interface StaffCredentials {
  email: string;
  password: string;
  deviceToken?: string;
}

function staffCredentials(): StaffCredentials {
  const deviceToken = process.env.ADMIN_DEVICE_TOKEN ? { deviceToken: process.env.ADMIN_DEVICE_TOKEN } : {};
  if (process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD) return { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD, ...deviceToken };
  const file = path.resolve(process.env.DATA_DIR || path.join(__dirname, '..', '..', '..', 'data'), 'demo-login.json');
  try {
    return { ...(JSON.parse(readFileSync(file, 'utf8')) as { email: string; password: string }), ...deviceToken };
  } catch {
    throw new Error(`No staff login: set ADMIN_EMAIL and ADMIN_PASSWORD, or start the product once so that ${file} exists`);
  }
}

async function main() {
  const { values } = parseArgs({
    options: { rate: { type: 'string', default: '2' }, minutes: { type: 'string' }, api: { type: 'string' } },
  });
  const rate = Number(values.rate);
  const minutes = values.minutes === undefined ? null : Number(values.minutes);
  if (!(rate > 0) || (minutes !== null && !(minutes > 0))) throw new Error('--rate and --minutes must be positive numbers');
  const apiUrl = (values.api ?? process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT || 4000}/api`).replace(/\/$/, '');
  const credentials = staffCredentials();
  const login = await fetch(`${apiUrl}/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) });
  if (!login.ok) throw new Error(`Staff sign-in at ${apiUrl} failed: ${login.status} ${await login.text()}`);
  const answer = ((await login.json()) as { data: { token?: string; secondFactor?: string } }).data;
  if (!answer.token) {
    throw new Error(
      `${credentials.email} signs in with a second factor (${answer.secondFactor}): set ADMIN_DEVICE_TOKEN to a trusted device's token, or ADMIN_EMAIL and ADMIN_PASSWORD of a staff account of another role`,
    );
  }
  const { token } = answer;
  console.log(`Demo customers ordering through ${apiUrl}: ${rate} a minute${minutes ? ` for ${minutes} min` : ' until Ctrl-C'}`);
  const simulator = startOrderSimulator({ apiUrl, staffToken: token, ratePerMinute: rate, minutes, log: (line) => console.log(line) });
  process.once('SIGINT', () => void simulator.stop());
  await simulator.done;
  console.log(`${simulator.placed()} orders placed (${simulator.scheduled()} for a delivery slot), ${simulator.cancelled()} cancelled by their customer`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
