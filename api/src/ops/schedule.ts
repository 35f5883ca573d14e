import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` while the API runs: once `firstAfterMs` after start, then every `everyMs`, never two
 * at once, and waits for a running one when the app closes. Never fatal: a failure is logged (with
 * `name`) and the work runs again next time.
 */
export function runOnSchedule(app: FastifyInstance, { name, firstAfterMs, everyMs, work }: { name: string; firstAfterMs: number; everyMs: number; work: () => Promise<void> }): void {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= (async () => {
      try {
        await work();
      } catch (err) {
        app.log.warn({ err }, `${name} failed; it runs again later`);
      } finally {
        running = null;
      }
    })();
  };
  const first = setTimeout(run, firstAfterMs);
  const every = setInterval(run, everyMs);
  first.unref();
  every.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  });
}
