import type { FastifyInstance } from 'fastify';
import type { UserRole } from '../../db/schema';
import type { Answer } from '../../http/type-provider';
import { type ChallengeKind, signChallenge } from './second-factor-challenge';
import { newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes';
import { recoveryCodesRepository } from './recovery-codes-repository';
import type { secondFactorAnswerSchema, twoFactorSetupSchema, twoFactorStatusSchema } from './staff-access-schemas';
import { acceptedStep, newTotpSecret, otpauthUrl } from './totp';
import { trustedDevicesRepository } from './trusted-devices-repository';
import { twoFactorRepository } from './two-factor-repository';

/** Why a code did not turn the factor on: on already, no setup pending (or another replaced it), or a wrong code. */
export type TurnOnRefusal = 'on' | 'not-pending' | 'wrong-code';

/** What a right password leads to for a staff account: signed in (through a trusted device, or with no factor), or a challenge. */
export type PasswordStep = { signIn: true; deviceId: string | null } | { signIn: false; answer: Answer<typeof secondFactorAnswerSchema> };

/**
 * decisions/staff-access.md: the second factor's operations that the routes share, each over several tables: setting
 * it up (one's own account, or an owner at their first sign-in), turning it on (the pending secret, its first code
 * used, the first recovery codes, the audit entry), recovery codes, turning it off (the codes and trusted devices
 * go with it), and what a right password leads to. Run inside the request's transaction where the route has one.
 */
export function twoFactorService(app: FastifyInstance) {
  const factors = twoFactorRepository(app.db);
  const codes = recoveryCodesRepository(app.db);
  const devices = trustedDevicesRepository(app.db);
  const { box } = app.staffAccess;
  const context = (userId: number) => String(userId);

  /** New recovery codes, as shown once; the account's old ones are void. */
  const issueRecoveryCodes = async (userId: number): Promise<string[]> => {
    const fresh = newRecoveryCodes();
    await codes.replace(
      userId,
      fresh.map((code) => app.staffAccess.recoveryCodes.hash(userId, normalizeRecoveryCode(code) as string)),
    );
    return fresh;
  };

  return {
    /** New recovery codes on request (the old ones void), noted in the account's audit log: how many were left, never a code. */
    async replaceRecoveryCodes(userId: number): Promise<string[]> {
      const left = await codes.countUnused(userId);
      const fresh = await issueRecoveryCodes(userId);
      await factors.recordRecoveryCodes(userId, left, fresh.length);
      return fresh;
    },

    async status(userId: number, role: UserRole): Promise<Answer<typeof twoFactorStatusSchema>> {
      const row = await factors.find(userId);
      const enabled = Boolean(row?.enabledAt);
      return {
        enabled,
        enabledAt: row?.enabledAt?.toISOString() ?? null,
        required: app.staffAccess.requiresSecondFactor(role),
        recoveryCodesLeft: enabled ? await codes.countUnused(userId) : 0,
      };
    },

    /** A new secret, pending until a code of it turns it on (a second setup replaces the first); null when the factor is on. */
    async beginSetup(userId: number, email: string): Promise<Answer<typeof twoFactorSetupSchema> | null> {
      const secret = newTotpSecret();
      if (!(await factors.setPending(userId, box.seal(secret, context(userId))))) return null;
      return { secret, otpauthUrl: otpauthUrl(email, secret) };
    },

    /** Turns the pending secret on with a code of it (the code counts as used); answers the first recovery codes. */
    async turnOn(userId: number, code: string): Promise<{ recoveryCodes: string[] } | TurnOnRefusal> {
      const row = await factors.find(userId);
      if (row?.secret) return 'on';
      const pending = row?.pendingSecret ? box.open(row.pendingSecret, context(userId)) : null;
      if (!row?.pendingSecret || pending === null) return 'not-pending';
      const step = await acceptedStep(pending, code, app.clock(), row.lastStep);
      if (step === null) return 'wrong-code';
      // The sealed text as read: a setup replaced meanwhile (another tab) is not turned on with this one's code.
      if (!(await factors.enable(userId, row.pendingSecret, step))) return 'not-pending';
      await factors.recordChange(userId, true);
      return { recoveryCodes: await issueRecoveryCodes(userId) };
    },

    /** Whether `code` is the account's current code, not used before; taken as used when it is. */
    async takeCode(userId: number, code: string): Promise<boolean> {
      const row = await factors.find(userId);
      const secret = row?.secret ? box.open(row.secret, context(userId)) : null;
      const step = secret === null || !row ? null : await acceptedStep(secret, code, app.clock(), row.lastStep);
      // A code of a step already used (here or on another replica at the same moment) is refused as wrong.
      return step !== null && (await factors.takeStep(userId, step));
    },

    /** Uses one of the account's recovery codes as typed (case, spaces, dashes, I/L/O forgiven); false: wrong or used. */
    async redeemRecoveryCode(userId: number, typed: string): Promise<boolean> {
      const code = normalizeRecoveryCode(typed);
      return code !== null && (await codes.use(userId, app.staffAccess.recoveryCodes.hash(userId, code)));
    },

    /** Turns the factor off: its row goes, and with it (cascade) the recovery codes; every trusted device is forgotten. */
    async turnOff(userId: number): Promise<void> {
      await factors.remove(userId);
      await devices.forgetAll(userId, app.clock());
      await factors.recordChange(userId, false);
    },

    /**
     * After the right password of a staff account: with the factor on, a live trusted device of this account (its
     * token sent with the password) signs in, else the code is asked; without it, a role that requires one sets it up
     * first; any other signs in.
     */
    async afterPassword(userId: number, role: UserRole, deviceToken?: string): Promise<PasswordStep> {
      const challenge = (kind: ChallengeKind): PasswordStep => ({ signIn: false, answer: { secondFactor: kind, challenge: signChallenge(app, userId, kind) } });
      if ((await factors.find(userId))?.secret) {
        const deviceId = deviceToken ? await devices.use(userId, deviceToken, app.clock()) : null;
        return deviceId ? { signIn: true, deviceId } : challenge('totp');
      }
      return app.staffAccess.requiresSecondFactor(role) ? challenge('setup') : { signIn: true, deviceId: null };
    },
  };
}
