import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { HttpError } from './errors';

// A write a client may retry (`Idempotency-Key`): a customer's order (decisions/ordering.md), a refund
// (decisions/money-ledger.md). The key is claimed in the write's own transaction, so a retry gets the first answer
// and never a second write, and a refused write leaves no key behind.

/** An answer kept with its key: answered again to a retry. */
export interface KeptAnswer {
  statusCode: number;
  body: unknown;
}

/** A request as the API read it (validated, unknown fields dropped), as a stable fingerprint. */
export function requestFingerprint(request: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]))
        : value;
  return createHash('sha256').update(JSON.stringify(canonical(request))).digest('hex');
}

/**
 * Claims `key` for `userId`'s request (its `fingerprint`), in the request's transaction: null when
 * the key is new (do the write, then `keepAnswer`); the kept answer when the same request came
 * before; 422 when the key came with another request (`what`: "order", "refund"). A concurrent
 * request with the same key waits here until the first one ends.
 */
export async function claimIdempotencyKey(
  tx: Db,
  { userId, key, fingerprint, what }: { userId: number; key: string; fingerprint: string; what: string },
): Promise<KeptAnswer | null> {
  const claimed = await queryRows(
    tx,
    sql`INSERT INTO idempotency_keys (user_id, key, request_hash, status_code, response)
        VALUES (${userId}, ${key}, ${fingerprint}, 0, 'null'::jsonb)
        ON CONFLICT DO NOTHING RETURNING 1`,
  );
  if (claimed.length > 0) return null;
  const [earlier] = await queryRows<{ request_hash: string; status_code: number; response: unknown }>(
    tx,
    sql`SELECT request_hash, status_code, response FROM idempotency_keys WHERE user_id = ${userId} AND key = ${key}`,
  );
  if (earlier.request_hash !== fingerprint) {
    throw new HttpError(422, 'IDEMPOTENCY_KEY_REUSED', `This Idempotency-Key was used for a different ${what}`, {
      'idempotency-key': `Already used for a different ${what}: send a new key for a new ${what}`,
    });
  }
  return { statusCode: earlier.status_code, body: earlier.response };
}

/** Keeps the answer of the write that claimed `key`, in its transaction. */
export async function keepAnswer(tx: Db, userId: number, key: string, answer: KeptAnswer): Promise<void> {
  await tx.execute(
    sql`UPDATE idempotency_keys SET status_code = ${answer.statusCode}, response = ${JSON.stringify(answer.body)}::jsonb
        WHERE user_id = ${userId} AND key = ${key}`,
  );
}
