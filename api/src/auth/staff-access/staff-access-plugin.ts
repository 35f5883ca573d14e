import fp from 'fastify-plugin';
import type { StaffRole, UserRole } from '../../db/schema';
import { type RecoveryCodeHasher, recoveryCodeHasher } from './recovery-codes';
import { type SecretBox, secretBox } from './secret-box';

declare module 'fastify' {
  interface FastifyInstance {
    /** decisions/staff-access.md: what the staff-access routes take from the configuration. */
    staffAccess: {
      /** Seals and opens second-factor secrets. */
      box: SecretBox;
      /** Keys recovery codes (an HMAC of a subkey of the same key material). */
      recoveryCodes: RecoveryCodeHasher;
      /** The panel's address, which invite links point to. */
      panelUrl: string;
      /** Whether a role must sign in with a second factor (TWO_FACTOR_REQUIRED_ROLES: owners by default). */
      requiresSecondFactor(role: UserRole): boolean;
    };
  }
}

/**
 * `app.staffAccess`, from TOTP_KEY (else the JWT secret), PANEL_URL (else the first CORS origin) and
 * TWO_FACTOR_REQUIRED_ROLES.
 */
export const staffAccessPlugin = fp<{ keyMaterial: string; panelUrl: string; requiredRoles: readonly StaffRole[] }>(
  async (app, { keyMaterial, panelUrl, requiredRoles }) => {
    const required = new Set<UserRole>(requiredRoles);
    app.decorate('staffAccess', {
      box: secretBox(keyMaterial),
      recoveryCodes: recoveryCodeHasher(keyMaterial),
      panelUrl,
      requiresSecondFactor: (role: UserRole) => required.has(role),
    });
  },
  { name: 'staff-access' },
);
