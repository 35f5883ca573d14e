import fp from 'fastify-plugin';
import { type SecretBox, secretBox } from './secret-box';

declare module 'fastify' {
  interface FastifyInstance {
    /** decisions/staff-access.md: what the staff-access routes take from the configuration. */
    staffAccess: {
      /** Seals and opens second-factor secrets. */
      box: SecretBox;
      /** The panel's address, which invite links point to. */
      panelUrl: string;
    };
  }
}

/** `app.staffAccess`, from TOTP_KEY (else the JWT secret) and PANEL_URL (else the first CORS origin). */
export const staffAccessPlugin = fp<{ keyMaterial: string; panelUrl: string }>(
  async (app, { keyMaterial, panelUrl }) => {
    app.decorate('staffAccess', { box: secretBox(keyMaterial), panelUrl });
  },
  { name: 'staff-access' },
);
