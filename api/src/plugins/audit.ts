import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { inRequestTransaction, runInTransaction } from '../db/request-transaction';

// decisions/roles-and-audit.md: every write leaves its audit row in its own transaction. The rows are written by the
// database (migration 0014: triggers on the audited tables, `dukkan_audit_record` for the rest);
// what the database cannot know, who asked, under which request id and from which address, the
// transaction says first, in a setting that ends with it (as the stock ledger's reason does).

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs `work` in one transaction that carries the request's audit context; `app.db` is that
     * transaction meanwhile. Inside one already, it just runs `work`.
     */
    audited<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T>;
  }
  interface FastifyContextConfig {
    /**
     * 'manual': the route opens its audited transaction itself, around its writes only (the image
     * forms: an upload is read and a picture stored before the row is written, and a transaction
     * must not wait on a slow client).
     */
    audit?: 'manual';
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The audit context of a request: who (when signed in), its id, its client's address. */
export function auditContext(request: FastifyRequest, actorId: number | null = null): string {
  const user = request.user as { sub?: number } | undefined;
  return JSON.stringify({ actorId: actorId ?? user?.sub ?? null, requestId: request.id, clientAddress: request.ip });
}

/** Says who writes in this transaction. Call it first inside the transaction. */
export async function describeAuditContext(tx: Db, context: string): Promise<void> {
  await tx.execute(sql`SELECT set_config('dukkan.audit', ${context}, true)`);
}

/** Seeds write no audit entries: demo data is nobody's action (the transaction's setting). */
export async function withoutAudit(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT set_config('dukkan.audit', 'off', true)`);
}

/**
 * Decorates `app.audited`. Registered inside a scope with `wrapWrites`, it also runs every write
 * route's handler of that scope in an audited transaction (unless the route says `audit: 'manual'`):
 * a handler that throws leaves neither its changes nor their audit rows.
 */
export const auditPlugin = fp(
  async (app) => {
    app.decorate('audited', <T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> => {
      if (inRequestTransaction()) return work();
      return app.database.db.transaction(async (tx) => {
        await describeAuditContext(tx as unknown as Db, auditContext(request));
        return runInTransaction(tx as unknown as Db, work);
      });
    });
  },
  { name: 'audit', dependencies: ['database'] },
);

/** For a scope of write routes (staff, customers): each write handler runs in `app.audited`. */
export const auditWrites = fp(async (scope) => {
  scope.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => WRITE_METHODS.has(method)) || route.config?.audit === 'manual') return;
    const handler = route.handler;
    route.handler = function auditedHandler(request, reply) {
      return scope.audited(request, async () => handler.call(this, request, reply));
    };
  });
});
