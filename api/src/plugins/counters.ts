import fp from 'fastify-plugin';
import { type CounterStore, postgresCounters, redisCounters } from './counter-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters shared by every API process (sign-in throttling): database rows, or Redis. */
    counters: CounterStore;
  }
}

/** The shared counters: in Redis when `redisUrl` is set, else rows of the database. */
export const countersPlugin = fp<{ redisUrl: string | null }>(
  async (app, { redisUrl }) => {
    const counters = redisUrl ? redisCounters(redisUrl) : postgresCounters(app.db);
    app.decorate('counters', counters);
    app.addHook('onClose', () => counters.close());
  },
  { name: 'counters', dependencies: ['database'] },
);
