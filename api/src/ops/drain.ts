import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this process is draining (stopping): readiness then answers 503 (ops/shutdown.ts). */
    drain: DrainState;
  }
}

export interface DrainState {
  readonly draining: boolean;
  /** From now on readiness answers 503 and every answer closes its connection. */
  begin(): void;
}

/**
 * The drain state of one app. While draining, every answer carries `Connection: close`, so a
 * client (or a load balancer's pooled connection) opens its next request elsewhere instead of
 * reusing a connection to a process that is about to stop accepting.
 */
export const drainPlugin = fp(
  async (app) => {
    let draining = false;
    app.decorate('drain', {
      get draining() {
        return draining;
      },
      begin() {
        draining = true;
      },
    } satisfies DrainState);
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (draining) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'drain' },
);
