import type { Db } from '../db/client';
import { savepoint } from '../db/transactions';
import { HttpError } from './errors';
import type { bulkResultSchema } from './schemas';
import type { Answer } from './type-provider';

// decisions/reports-and-bulk.md: a bulk action is the single action applied row by row, each in a savepoint of the
// request's transaction (as if staff had clicked each row), so one row that cannot move — an order
// another member of staff already took, a product deleted meanwhile — is reported for that row,
// leaves nothing of its own, and the rest still go.

/**
 * Runs `each` for every id in turn, each in a savepoint of `db`'s transaction; a refusal (HttpError)
 * is that row's failure, anything else fails the request.
 */
export async function runBulk(db: Db, ids: readonly number[], each: (id: number) => Promise<void>): Promise<BulkResult> {
  const result: BulkResult = { succeeded: [], failed: [] };
  for (const id of new Set(ids)) {
    try {
      await savepoint(db, () => each(id));
      result.succeeded.push(id);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      result.failed.push({ id, status: error.statusCode, message: error.message });
    }
  }
  return result;
}

export type BulkResult = Answer<typeof bulkResultSchema>;
