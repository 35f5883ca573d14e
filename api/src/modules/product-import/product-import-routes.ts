import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError, payloadTooLarge, unsupportedMedia } from '../../http/errors';
import { ok } from '../../http/reply';
import type { RoutesPlugin } from '../../http/type-provider';
import type { ImportPlan } from './product-import-plan';
import { decodeCsvFile } from '../../http/csv-import';
import { IMPORT_COLUMNS, readImportCsv } from './product-import-rules';
import { applyResponses, csvBodyDescription, csvBodySchema, type ImportProgressLine, MAX_IMPORT_BYTES, previewResponses } from './product-import-schemas';
import { applyImport, type ImportFile, type ImportProgress, previewImport } from './product-import-service';
import { shopScope } from '../../auth/shop-scope';

const MEGABYTES = MAX_IMPORT_BYTES / 1024 / 1024;

/** The file the body carries, read and parsed, or the 4xx saying why it cannot be imported. */
function readImportBody(request: FastifyRequest): ImportFile {
  if (!Buffer.isBuffer(request.body)) throw unsupportedMedia('Send the CSV file as the body, with Content-Type: text/csv');
  if (request.body.length > MAX_IMPORT_BYTES) throw payloadTooLarge(`The file is larger than ${MEGABYTES} MB: split it into smaller files`);
  const decoded = decodeCsvFile(request.body);
  if ('file' in decoded) throw badRequest({ file: decoded.file });
  const parsed = readImportCsv(decoded.text);
  if ('file' in parsed) throw badRequest({ file: parsed.file });
  return parsed;
}

const answerPlan = (plan: ImportPlan) => ({
  ...plan,
  create: plan.create.map(({ nameAr, ...row }) => ({ ...row, name_ar: nameAr })),
  change: plan.change.map(({ values: _values, ...row }) => row),
});
const result = (plan: ImportPlan) => ({ created: plan.create.length, changed: plan.change.length, unchanged: plan.unchanged });

/** Product CSV import (decisions/reports-and-bulk.md): the template, a preview of what a file would do, and the import itself. Staff only. */
export const productImportRoutes: RoutesPlugin = async (app) => {
  const tags = ['products'];
  // Twice the limit reaches the route, which answers the limit's own message; more is cut off by Fastify (413).
  app.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES * 2 }, (_request, body, done) => done(null, body));

  app.get(
    '/products/import/template',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags,
        summary: 'The import template: a UTF-8 CSV (with a BOM, so Excel reads Arabic) holding the header row',
        produces: ['text/csv'],
        response: { 200: { type: 'string', description: 'text/csv' } },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="products-import-template.csv"')
        .send(`\uFEFF${IMPORT_COLUMNS.join(',')}\r\n`),
  );

  app.post(
    '/products/import/preview',
    { config: { permission: 'catalog.write' }, schema: { tags, summary: 'What a product CSV would create and change (old → new), and every invalid row with its line: nothing is written', description: csvBodyDescription, body: csvBodySchema, response: previewResponses } },
    async (request) => ok(answerPlan(await previewImport(app.db, readImportBody(request), shopScope(request)))),
  );

  app.post(
    '/products/import',
    {
      // The import and its audit rows commit in the request's transaction, opened by the handler itself
      // (decisions/roles-and-audit.md): the answer may be a stream that outlives the handler, so one around the
      // handler would end too soon.
      config: { permission: 'catalog.write', audit: 'manual' },
      schema: {
        tags,
        summary: 'Import a product CSV in one transaction: every row is written, or none (409 when a row is invalid)',
        description: csvBodyDescription,
        body: csvBodySchema,
        response: applyResponses,
      },
    },
    async (request, reply) => {
      const file = readImportBody(request);
      const actorId = request.user.sub;
      const shopIds = shopScope(request);
      const apply = (progress?: ImportProgress) => app.audited(request, () => applyImport(app.db, file, { actorId, shopIds }, progress));
      if (!request.headers.accept?.includes('application/x-ndjson')) return ok(result(await apply()));
      // The panel's progress bar: a line per batch written, then the answer (or the error) as the last line.
      const stream = new PassThrough();
      const line = (value: unknown) => stream.write(`${JSON.stringify(value)}\n`);
      apply((done, total) => line({ progress: { done, total } } satisfies ImportProgressLine))
        .then((plan) => line(ok(result(plan))))
        .catch((error: unknown) => {
          if (error instanceof HttpError) return line({ success: false, message: error.message, code: error.code, errors: error.errors });
          request.log.error({ err: error }, 'product import failed');
          return line({ success: false, message: 'The import failed: nothing was imported', code: 'IMPORT_FAILED' });
        })
        .finally(() => stream.end());
      return reply.type('application/x-ndjson; charset=utf-8').header('cache-control', 'no-store').send(stream as never);
    },
  );
};
