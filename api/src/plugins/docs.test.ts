import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { weekOf } from '../modules/statements/statement-weeks';
import { makeCategory, makeLocation, makeProduct, makeShop } from '../test/fixtures';
import { setUpTestApp } from '../test/test-app';

// The OpenAPI document says what the answers are — CSV routes answer text/csv, and every
// date-time is ISO 8601 (RFC 3339), whichever way the repository read it. On PGlite and PostgreSQL.
jest.setTimeout(120_000);

const t = setUpTestApp();

type Operation = { responses: Record<string, { content?: Record<string, unknown> }> };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

const document = async (): Promise<OpenApiDocument> => {
  const answer = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(answer.statusCode).toBe(200);
  return answer.json();
};

/** RFC 3339's date-time, as the document's `format: date-time` promises. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

describe('the OpenAPI document (/api/docs/json)', () => {
  it('declares text/csv, and only that, for the success of every CSV route (every export, the import template), and each answers text/csv', async () => {
    const { paths } = await document();
    const csvPaths = Object.keys(paths).filter((path) => Object.values(paths[path]).some((op) => op.responses?.['200']?.content?.['text/csv']));
    // Every export says it is CSV (and the import's template, a CSV file too).
    const exportPaths = Object.keys(paths).filter((path) => path.endsWith('/export'));
    expect(exportPaths.length).toBeGreaterThanOrEqual(6);
    expect(csvPaths).toEqual(expect.arrayContaining([...exportPaths, '/api/products/import/template']));
    // And every route that says so answers CSV — one of a shop's (a statement) for a real shop and this week.
    const shop = await makeShop(t.db, await makeLocation(t.db));
    const filled = (path: string) => path.replace('{id}', String(shop.id)).replace('{weekStart}', weekOf(t.app.clock()));
    for (const path of csvPaths) {
      const operation = paths[path].get;
      expect({ path, types: Object.keys(operation.responses['200'].content ?? {}) }).toEqual({ path, types: ['text/csv'] });
      // Its failures stay the JSON error shape.
      if (operation.responses['400']) expect({ path, types: Object.keys(operation.responses['400'].content ?? {}) }).toEqual({ path, types: ['application/json'] });
      const answer = await t.app.inject({ method: 'GET', url: filled(path), headers: t.staffAuth });
      expect({ path, status: answer.statusCode, type: answer.headers['content-type'] }).toEqual({ path, status: 200, type: 'text/csv; charset=utf-8' });
    }
  });

  it('keeps application/json for the other answers', async () => {
    const { paths } = await document();
    expect(Object.keys(paths['/api/orders'].get.responses['200'].content ?? {})).toEqual(['application/json']);
  });
});

describe('date-times in answers', () => {
  it('reads a raw statement’s times as Dates on either driver (one rule: db/client.ts queryRows)', async () => {
    const [row] = await queryRows<{ at: unknown; plain: unknown; text: unknown }>(
      t.db,
      sql`SELECT '2026-11-26 17:50:31.959+00'::timestamptz AS at, '2026-11-26 17:50:31.959'::timestamp AS plain, 'x'::text AS text`,
    );
    expect(row.at).toBeInstanceOf(Date);
    expect((row.at as Date).toISOString()).toBe('2026-11-26T17:50:31.959Z');
    expect((row.plain as Date).toISOString()).toBe('2026-11-26T17:50:31.959Z');
    expect(row.text).toBe('x');
  });

  it('answers the stock history’s createdAt in ISO 8601', async () => {
    const place = await makeLocation(t.db);
    const shop = await makeShop(t.db, place);
    const product = await makeProduct(t.db, (await makeCategory(t.db, shop.id)).id, { stock: 4 });
    await t.db.execute(sql`UPDATE products SET stock = 6 WHERE id = ${product.id}`);
    const answer = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/stock`, headers: t.staffAuth });
    expect(answer.statusCode).toBe(200);
    const items = answer.json().data.items as { createdAt: string }[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.createdAt).toMatch(ISO_DATE_TIME);
  });

  it('answers every date-time of the lists in ISO 8601', async () => {
    const place = await makeLocation(t.db);
    const shop = await makeShop(t.db, place);
    await makeProduct(t.db, (await makeCategory(t.db, shop.id)).id);
    for (const url of ['/api/shop?limit=5', '/api/categories?limit=5', '/api/products?limit=5', '/api/user?limit=5', '/api/orders?limit=5']) {
      const answer = await t.app.inject({ method: 'GET', url, headers: t.staffAuth });
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 200 });
      for (const item of answer.json().data.items as { createdAt?: string }[]) {
        if (item.createdAt !== undefined) expect({ url, createdAt: item.createdAt }).toEqual({ url, createdAt: expect.stringMatching(ISO_DATE_TIME) });
      }
    }
  });
});
