/**
 * decisions/staff-access.md: the devices this browser was trusted as, one per account — a token the API gave when
 * "Trust this device" was ticked at the code step; sent with the password, it stands in for the code for 30 days.
 * Kept as a JSON map, lower-cased email → token, so two people sharing a browser keep their own.
 */
export const TRUSTED_DEVICES_STORAGE_KEY = 'dukkan.devices';

type TrustedDevices = Record<string, string>;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

// The address as typed at sign-in and as the account has it may differ in case and spaces; the API reads it so too.
const keyOf = (email: string) => email.trim().toLowerCase();

function readAll(): TrustedDevices {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(TRUSTED_DEVICES_STORAGE_KEY) ?? '{}');
    if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
    return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
  } catch {
    return {};
  }
}

function writeAll(devices: TrustedDevices): void {
  try {
    if (Object.keys(devices).length === 0) storage()?.removeItem(TRUSTED_DEVICES_STORAGE_KEY);
    else storage()?.setItem(TRUSTED_DEVICES_STORAGE_KEY, JSON.stringify(devices));
  } catch {
    // Storage full or blocked: the next sign-in simply asks for the code.
  }
}

/** The token this browser holds for the account, if it was trusted. */
export function trustedDeviceToken(email: string): string | undefined {
  return readAll()[keyOf(email)];
}

/** Keeps the token the API gave when this browser was trusted for the account (a newer one replaces it). */
export function rememberTrustedDevice(email: string, token: string): void {
  if (!keyOf(email) || !token) return;
  writeAll({ ...readAll(), [keyOf(email)]: token });
}

/** Forgets the account's token: it stopped working, or the device was forgotten on the account page. */
export function forgetTrustedDevice(email: string): void {
  const devices = readAll();
  if (!(keyOf(email) in devices)) return;
  delete devices[keyOf(email)];
  writeAll(devices);
}
