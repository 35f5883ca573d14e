import type { FastifyInstance } from 'fastify';
import { removeUnclaimedImages } from '../modules/uploads/image-lifecycle';
import { runOnSchedule } from './schedule';

/** How often a running API looks for unclaimed pictures. */
const UPKEEP_EVERY_MS = 60 * 60_000;

/**
 * Keeps the stored pictures tidy while the API runs: once shortly after start, then hourly, it gives
 * older pictures their missing copies and removes files no row came to show (older than
 * `unclaimedAfterMs`). Every replica may run it: each step is safe to repeat. Never fatal: a failure
 * is logged and tried again next time.
 */
export function keepImagesTidy(app: FastifyInstance, unclaimedAfterMs: number): void {
  runOnSchedule(app, {
    name: 'image upkeep',
    firstAfterMs: 1_000,
    everyMs: UPKEEP_EVERY_MS,
    work: async () => {
      const sized = await app.images.addMissingSizes();
      const removed = await removeUnclaimedImages(app.db, app.images, new Date(Date.now() - unclaimedAfterMs));
      if (sized > 0 || removed > 0) app.log.info({ sized, removed }, 'image upkeep');
    },
  });
}
