import type { FastifyInstance } from 'fastify';
import { removeUnclaimedImages } from '../modules/uploads/image-lifecycle';

/**
 * Keeps the stored pictures tidy, run by the job engine hourly (decisions/scheduled-jobs.md): gives older pictures
 * their missing copies and removes files no row came to show (older than `unclaimedAfterMs`). Each step is safe to
 * repeat. Answers what it did: the job's output, which the jobs view shows; a failure fails the run, and the next
 * one tries again.
 */
export async function tidyImages(app: FastifyInstance, unclaimedAfterMs: number): Promise<{ sized: number; removed: number }> {
  const sized = await app.images.addMissingSizes();
  const removed = await removeUnclaimedImages(app.db, app.images, new Date(Date.now() - unclaimedAfterMs));
  if (sized > 0 || removed > 0) app.log.info({ sized, removed }, 'image upkeep');
  return { sized, removed };
}
