import { HttpError } from './errors';
import type { Answer } from './type-provider';

// decisions/reports-and-bulk.md: a bulk action is the single action applied row by row, each in its own transaction
// (as if staff had clicked each row), so one row that cannot move — an order another member of
// staff already took, a product deleted meanwhile — is reported for that row and the rest still go.

/** The most rows one bulk request may name. */
export const MAX_BULK_ROWS = 1000;

/** Runs `each` for every id in turn; a refusal (HttpError) is that row's failure, anything else fails the request. */
export async function runBulk(ids: readonly number[], each: (id: number) => Promise<void>): Promise<BulkResult> {
  const result: BulkResult = { succeeded: [], failed: [] };
  for (const id of new Set(ids)) {
    try {
      await each(id);
      result.succeeded.push(id);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      result.failed.push({ id, status: error.statusCode, message: error.message });
    }
  }
  return result;
}

/** The `ids` of a bulk body: 1 to MAX_BULK_ROWS row ids. */
export const bulkIdsSchema = {
  type: 'array',
  items: { type: 'integer', minimum: 1, maximum: 2147483647 },
  minItems: 1,
  maxItems: MAX_BULK_ROWS,
  description: `The rows, 1 to ${MAX_BULK_ROWS}`,
} as const;

/** What a bulk action answers: the ids done, and each refused one with the single action's status and message. */
export const bulkResultSchema = {
  type: 'object',
  properties: {
    succeeded: { type: 'array', items: { type: 'integer' } },
    failed: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, status: { type: 'integer' }, message: { type: 'string' } },
        required: ['id', 'status', 'message'],
      },
    },
  },
  required: ['succeeded', 'failed'],
} as const;

export type BulkResult = Answer<typeof bulkResultSchema>;
