import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The time as the API's rules see it (shop hours, pauses, sold out): the real time, or the tests' clock. */
    clock: () => Date;
  }
}

/** Decorates `app.clock`: rules that depend on the time ask it, so tests move time instead of waiting. */
export const clockPlugin = fp<{ clock: () => Date }>(async (app, { clock }) => {
  app.decorate('clock', clock);
});
