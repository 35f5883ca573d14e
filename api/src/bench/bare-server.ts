import Fastify from 'fastify';
import { PgDialect } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import { ORDER_STATUSES, type OrderStatus } from '../db/schema';
import { ordersPageQuery, ordersTotalQuery } from '../modules/orders/orders-repository';

/**
 * The benchmark's baseline: bare Fastify + pg running the very statements of GET /api/orders
 * (the page and its total, in parallel like listPage) with no auth, validation, schema or
 * mapping. Started as a child process by api-bench.ts; prints `bare listening on <port>`.
 */
async function main() {
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
  const dialect = new PgDialect();
  const app = Fastify({ logger: false });
  app.get<{ Querystring: { status?: string; page?: string; limit?: string } }>('/orders', async (request) => {
    const status = (ORDER_STATUSES as readonly string[]).includes(request.query.status ?? '') ? (request.query.status as OrderStatus) : null;
    const limit = Math.min(Number(request.query.limit ?? 10), 100);
    const page = Number(request.query.page ?? 1);
    const rows = dialect.sqlToQuery(ordersPageQuery(status, { afterId: null, offset: (page - 1) * limit, take: limit + 1 }));
    const count = dialect.sqlToQuery(ordersTotalQuery(status));
    const [items, total] = await Promise.all([pool.query(rows.sql, rows.params), pool.query(count.sql, count.params)]);
    return { items: items.rows.slice(0, limit), total: Number(total.rows[0].total) };
  });
  const port = Number(process.env.BENCH_BARE_PORT ?? 4591);
  await app.listen({ port, host: '127.0.0.1' });
  console.log(`bare listening on ${port}`);
  const stop = async () => {
    await app.close();
    await pool.end();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
