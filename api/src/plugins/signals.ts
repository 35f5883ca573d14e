import fp from 'fastify-plugin';
import { type Signals, startSignals } from '../db/signals';

declare module 'fastify' {
  interface FastifyInstance {
    /** Cross-process signals on the database (db/signals.ts): publish, and hear every process's. */
    signals: Signals;
  }
}

/** One listening connection for this app (this process), closed with it. */
export const signalsPlugin = fp(
  async (app) => {
    const signals = await startSignals(app.database, {
      publishDb: app.db,
      log: { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
    });
    app.decorate('signals', signals);
    app.addHook('onClose', () => signals.close());
  },
  { name: 'signals', dependencies: ['database'] },
);
