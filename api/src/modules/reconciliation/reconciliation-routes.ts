import { createHash } from 'node:crypto';
import { assertValid, badRequest, HttpError, payloadTooLarge } from '../../http/errors';
import { readForm } from '../../http/multipart';
import { ok } from '../../http/reply';
import { errorResponses, idParamsSchema, successSchema } from '../../http/schemas';
import { encodeSortCursor } from '../../http/sorted-paging';
import type { RoutesPlugin } from '../../http/type-provider';
import { reconciliationRepository } from './reconciliation-repository';
import {
  RECONCILIATION_MESSAGES,
  reconciliationRangeRules,
  resolveLineRules,
  settlementFileName,
  settlementFileRules,
  settlementLinesRules,
  settlementMethod,
} from './reconciliation-rules';
import {
  LISTED_IMPORTS,
  MAX_SETTLEMENT_BYTES,
  reconciliationDaysQuerySchema,
  reconciliationDaysSchema,
  resolveLineBodySchema,
  SETTLEMENT_LINES_PAGE,
  settlementImportBody,
  settlementImportFormDescription,
  settlementImportSchema,
  settlementImportsSchema,
  settlementLineSchema,
  settlementLinesPageSchema,
  settlementLinesQuerySchema,
} from './reconciliation-schemas';
import { importSettlement, reconciliationDays, resolveSettlementLine } from './reconciliation-service';
import { toReconciliationDay, toSettlementImport, toSettlementLine } from './reconciliation-view';

/**
 * decisions/reconciliation.md: per Kuwait day and payment method, what the ledger expects against what was received;
 * the gateways' settlement files imported and matched by reference; the lines that matched nothing, for a person to
 * resolve. The platform's money: owners only (`money.manage`), each write audited in the request's transaction.
 */
export const reconciliationRoutes: RoutesPlugin = async (app) => {
  const repo = reconciliationRepository(app.db);
  const tags = ['reconciliation'];
  const tooLarge = () => payloadTooLarge(`The file is larger than ${MAX_SETTLEMENT_BYTES / 1024 / 1024} MB: split it into smaller files`);

  app.get(
    '/reconciliation/days',
    {
      config: { permission: 'money.manage' },
      schema: {
        tags,
        summary:
          'Per Kuwait day (newest first) and payment method (KNET, CARD, CASH): what the ledger expects, what was received, the difference and the unmatched settlement lines; the last 14 days by default, at most 62; days with nothing left out',
        querystring: reconciliationDaysQuerySchema,
        response: { 200: successSchema(reconciliationDaysSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { errors, values } = reconciliationRangeRules(request.query, app.clock());
      assertValid(errors);
      return ok((await reconciliationDays(app.db, values as NonNullable<typeof values>)).map(toReconciliationDay));
    },
  );

  app.get(
    '/reconciliation/imports',
    {
      config: { permission: 'money.manage' },
      schema: {
        tags,
        summary: `The settlement files imported, newest first (at most ${LISTED_IMPORTS}), each with its lines matched and unmatched`,
        response: { 200: successSchema(settlementImportsSchema), ...errorResponses },
      },
    },
    async () => ok((await repo.imports(LISTED_IMPORTS)).map(toSettlementImport)),
  );

  app.post(
    '/reconciliation/imports',
    {
      // The file is read before the transaction opens (a transaction never waits on an upload): the import and its
      // audit rows then commit together, or neither.
      config: { permission: 'money.manage', audit: 'manual' },
      schema: {
        tags,
        summary:
          "Imports a gateway's settlement file (KNET or CARD) and matches each line: a payment to the order its reference numbers, a refund to the refund with its gateway reference. 400 for any bad line (nothing saved), 409 IMPORT_DUPLICATE for a file imported already",
        description: settlementImportFormDescription,
        body: settlementImportBody,
        response: { 201: successSchema(settlementImportSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const form = await readForm(request, ['method']).catch((error: unknown) => {
        // The upload limit's own words are about images: past it, this file is simply too large.
        throw error instanceof HttpError && error.statusCode === 413 ? tooLarge() : error;
      });
      const method = settlementMethod(form.fields.method);
      if (!form.file) throw badRequest({ ...(method ? {} : { method: RECONCILIATION_MESSAGES.method }), file: RECONCILIATION_MESSAGES.columns });
      if (!method) throw badRequest({ method: RECONCILIATION_MESSAGES.method });
      if (form.file.buffer.length > MAX_SETTLEMENT_BYTES) throw tooLarge();
      const read = settlementFileRules(form.file.buffer);
      if ('file' in read) throw badRequest({ file: read.file });
      const file = {
        method,
        fileName: settlementFileName(form.file.filename),
        sha256: createHash('sha256').update(form.file.buffer).digest('hex'),
        lines: read.lines,
      };
      const created = await app.audited(request, () => importSettlement(app.db, file, request.user.sub));
      reply.status(201);
      return ok(toSettlementImport(created));
    },
  );

  app.get(
    '/reconciliation/lines',
    {
      config: { permission: 'money.manage' },
      schema: {
        tags,
        summary: `Settlement lines by settlement day then id, ${SETTLEMENT_LINES_PAGE} a page (\`cursor\`: the previous page's nextCursor), with how many match: by status, day and method`,
        querystring: settlementLinesQuerySchema,
        response: { 200: successSchema(settlementLinesPageSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { errors, values } = settlementLinesRules(request.query);
      assertValid(errors);
      const filters = { status: request.query.status ?? null, date: values.date, method: request.query.method ?? null };
      const rows = await repo.lines(filters, values.cursor, SETTLEMENT_LINES_PAGE + 1);
      const page = rows.slice(0, SETTLEMENT_LINES_PAGE);
      const last = page.at(-1);
      return ok({
        items: page.map(toSettlementLine),
        nextCursor: rows.length > SETTLEMENT_LINES_PAGE && last ? encodeSortCursor({ value: last.date, id: last.id }) : null,
        total: await repo.linesCount(filters),
      });
    },
  );

  app.post(
    '/reconciliation/lines/:id/resolve',
    {
      config: { permission: 'money.manage' },
      schema: {
        tags,
        summary: 'Resolves an unmatched settlement line with how it was resolved (1–500 characters); who and when are kept. 409 LINE_NOT_UNMATCHED for a line not waiting',
        params: idParamsSchema,
        body: resolveLineBodySchema,
        response: { 200: successSchema(settlementLineSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { errors, resolution } = resolveLineRules(request.body);
      assertValid(errors);
      return ok(toSettlementLine(await resolveSettlementLine(app.db, request.params.id, resolution, request.user.sub)));
    },
  );
};
