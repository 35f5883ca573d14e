import { generateSecret, generateURI, verify } from 'otplib';

// decisions/staff-access.md: RFC 6238 codes as every authenticator app reads them: SHA-1, 6 digits, 30-second steps.
// A code of the step before or after the server's is accepted too (a phone's clock a little off, a code typed as it
// changed); a code is accepted once: its step must be later than the last one accepted for the account.

export const TOTP_ISSUER = 'Dukkan Admin';
const STEP_SECONDS = 30;

/** A new secret (20 random bytes, Base32), for the app. */
export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// address an authenticator app reads (typed, or as a QR code). */
export const otpauthUrl = (email: string, secret: string): string => generateURI({ issuer: TOTP_ISSUER, label: email, secret });

/**
 * The step of `code` when it is right at `at` (within one step either way) and later than `afterStep`; else null.
 * `code` is already 6 digits (staff-access-rules.ts).
 */
export async function acceptedStep(secret: string, code: string, at: Date, afterStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(at.getTime() / 1000),
    period: STEP_SECONDS,
    epochTolerance: STEP_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
