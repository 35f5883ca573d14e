import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { inRequestTransaction, openRequestTransaction } from '../db/transactions';

// decisions/roles-and-audit.md: every write leaves its audit row in its own transaction. The rows are written by the
// database (migration 0014: triggers on the audited tables, `dukkan_audit_record` for the rest);
// what the database cannot know, who asked, under which request id and from which address, the
// transaction says first, in a setting that ends with it (as the stock ledger's reason does).

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs `work` in the request's transaction (db/transactions.ts), which carries the request's
     * audit context; `app.db` is that transaction meanwhile. Inside it already, it just runs
     * `work`. `actorId`: who acts, when the request is not signed in yet (a sign-in).
     */
    audited<T>(request: FastifyRequest, work: () => Promise<T>, actorId?: number | null): Promise<T>;
  }
  interface FastifyContextConfig {
    /**
     * A route's audit mode, beside its handler. By default a write route's handler runs whole in
     * the request's transaction (`auditWrites`). 'manual': the route opens it itself with
     * `app.audited`, around its writes only — the image forms (an upload is read and a picture
     * stored before the row is written, and a transaction must not wait on a slow client), the
     * product import (its answer may stream on after the handler), the customers' order (an
     * auto-pause commits before the order it refuses), the sign-in (its audit entry stays when
     * the sign-in is refused).
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
 * Decorates `app.audited`. Registered inside a scope with `auditWrites`, it also runs every write
 * route's handler of that scope in an audited transaction (unless the route says `audit: 'manual'`):
 * a handler that throws leaves neither its changes nor their audit rows.
 */
export const auditPlugin = fp(
  async (app) => {
    app.decorate('audited', <T>(request: FastifyRequest, work: () => Promise<T>, actorId: number | null = null): Promise<T> => {
      if (inRequestTransaction()) return work();
      return openRequestTransaction(app.database.db, async (tx) => {
        await describeAuditContext(tx, auditContext(request, actorId));
        return work();
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
