import type { FastifyInstance } from 'fastify';
import { removeUnclaimedImages } from '../modules/uploads/image-lifecycle';

/** How often a running API looks for unclaimed pictures. */
const UPKEEP_EVERY_MS = 60 * 60_000;

/**
 * Keeps the stored pictures tidy while the API runs: once shortly after start, then hourly, it gives
 * older pictures their missing copies and removes files no row came to show (older than
 * `unclaimedAfterMs`). Every replica may run it: each step is safe to repeat. Never fatal: a failure
 * is logged and tried again next time.
 */
export function keepImagesTidy(app: FastifyInstance, unclaimedAfterMs: number): void {
  let running: Promise<void> | null = null;
  const upkeep = () => {
    running ??= (async () => {
      try {
        const sized = await app.images.addMissingSizes();
        const removed = await removeUnclaimedImages(app.db, app.images, new Date(Date.now() - unclaimedAfterMs));
        if (sized > 0 || removed > 0) app.log.info({ sized, removed }, 'image upkeep');
      } catch (err) {
        app.log.warn({ err }, 'image upkeep failed; it runs again later');
      } finally {
        running = null;
      }
    })();
  };
  const first = setTimeout(upkeep, 1_000);
  const every = setInterval(upkeep, UPKEEP_EVERY_MS);
  first.unref();
  every.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  });
}
