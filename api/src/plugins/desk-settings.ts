import fp from 'fastify-plugin';
import type { DeskSettings, DeskSettingsValues } from '../modules/desk-settings/desk-settings';
import { deskSettingsRepository } from '../modules/desk-settings/desk-settings-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The desk's settings (decisions/order-workspace.md): `read()` answers those in force (through `app.db`, so in
     * a request's transaction when one runs); `defaults` are the deploy-time configuration's.
     */
    deskSettings: { defaults: DeskSettingsValues; read(): Promise<DeskSettings> };
  }
}

/** `app.deskSettings`, with the defaults the configuration gives (modules/desk-settings/desk-settings.ts). */
export const deskSettingsPlugin = fp<{ defaults: DeskSettingsValues }>(
  async (app, { defaults }) => {
    const repo = deskSettingsRepository(app.db);
    app.decorate('deskSettings', { defaults, read: () => repo.read(defaults) });
  },
  { name: 'desk-settings', dependencies: ['database'] },
);
