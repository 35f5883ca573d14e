import type { FastifyRequest } from 'fastify';
import type { JSONSchema } from 'json-schema-to-ts';
import { assertValid, notFound, type FieldErrors } from '../http/errors';
import type { FormMode } from '../http/form-fields';
import { readForm } from '../http/multipart';
import { type CsvColumn, csvResponseSchema, exportFileName, keysetBatches, sendCsv } from '../http/csv-export';
import { listPage, readPaging } from '../http/paging';
import { type NameLanguage, requestLanguage } from '../kuwait/name-order';
import { ok } from '../http/reply';
import type { Permission } from '../auth/permissions';
import { shopScope } from '../auth/shop-scope';
import { deletedSchema, errorResponses, idParamsSchema, pageSchema, successSchema } from '../http/schemas';
import type { ApiInstance } from '../http/type-provider';
import { removeUnusedImages, writeWithImage } from './uploads/image-lifecycle';
import { type OptionalPagingQuery, optionalPagingQuerySchema, wantsWholeList, wholeList } from './whole-list';

// Shops, categories and products are the three "forms with an image" of the README: the same
// read → rules → check → store the picture → write → drop the replaced picture flow, differing only
// in names, schemas and one database check. It lives here once, so a fix to the image lifecycle
// (the order of the checks, when an old file may go) reaches all three; each route file keeps only
// what belongs to its entity.

/** What the shared routes need of an entity's repository. */
export interface ImageEntityRepository<Row, Values> {
  findById(id: number): Promise<Row | null>;
  /** `actorId`: the staff member writing (the stock ledger records who). */
  insert(values: Values & { image: string | null }, actorId: number): Promise<number>;
  /** Answers the image the row showed before (read under a row lock), or null when there is no row. */
  update(id: number, values: Partial<Values> & { image?: string }, actorId: number): Promise<{ previousImage: string | null } | null>;
  delete(id: number): Promise<{ image: string | null } | undefined>;
}

/**
 * Listing methods for the paged-or-whole `GET <path>` (whole-list.ts). decisions/search.md: `filter` (null:
 * none) narrows every listing alike, the whole list included.
 */
export interface WholeListSource<Row, Filter = never> {
  /** By name in the panel's language (kuwait/name-order.ts). */
  listAll(filter?: Filter | null, language?: NameLanguage): Promise<Row[]>;
  listWindow(window: { afterId: number | null; offset: number; take: number }, filter?: Filter | null): Promise<Row[]>;
  countAll(filter?: Filter | null): Promise<number>;
}

/** A list's search and filters (decisions/search.md): their query properties, and how a query becomes the source's filter. */
export interface ListFilters<Filter> {
  properties: Record<string, JSONSchema>;
  /** `shopIds`: a shop-scoped account's shops (decisions/roles-and-audit.md; null: every shop). May look rows up first (decisions/reports-and-bulk.md). */
  read(query: Record<string, unknown>, shopIds: number[] | null): Filter | null | Promise<Filter | null>;
}

export interface ImageEntityRoutesOptions<Row extends { id: number }, Values, Current extends { image: string | null }> {
  /** The collection path, e.g. '/shop'; the row routes are `${path}/:id`. */
  path: string;
  tags: string[];
  /** decisions/roles-and-audit.md: what the GET routes need (`read`), and the writes (`write`). */
  permissions: { read: Permission; write: Permission };
  /** The entity as the API answers it (the 200/201 `data`). */
  schema: JSONSchema;
  /**
   * The `view` of a row: what the API answers (absolute image URLs, numbers). Typed where it is
   * written, as `Answer<typeof schema>`: generic over the schema here, the types would not resolve.
   */
  view: (row: Row) => unknown;
  repo: ImageEntityRepository<Row, Values>;
  /** The row as the edit rules need it: at least its current image (a PUT needs one only if it has none). */
  findCurrent: (id: number) => Promise<Current | null>;
  /** 404 message, e.g. 'Shop not found'. */
  notFoundMessage: string;
  /** Form fields kept by readForm (no mass assignment). */
  fields: readonly string[];
  rules: (
    fields: Record<string, string>,
    mode: FormMode,
    image: { sent: boolean; existing: boolean },
  ) => { errors: FieldErrors; values: Partial<Values> };
  /** Values of the optional fields a create leaves out. */
  defaults: Partial<Values>;
  /** The POST description (the form's fields). */
  formDescription: string;
  /** The PUT/PATCH description; by default the form's, plus what PUT and PATCH mean. */
  editDescription?: string;
  /** Checks against the database once the rules passed (a referenced row exists), before any file is stored. */
  checkCreate?: (values: Values, request: FastifyRequest) => Promise<void>;
  checkUpdate?: (values: Partial<Values>, current: Current, request: FastifyRequest) => Promise<void>;
  /** Refuses a delete while other rows still refer to this one (409). */
  checkDelete?: (id: number) => Promise<void>;
  /** Product pictures also live on in order items' snapshots: keep a file while one shows it. */
  orderItemsShowImages?: boolean;
  /** GET `path`: newest first by page, or every row sorted by name without paging. Products list by category instead, in their own file. */
  // biome-ignore lint/suspicious/noExplicitAny: each entity's filter type is its own; the route only passes it through.
  list?: { summary: string; pageSize: number; source: WholeListSource<Row, any>; filters?: ListFilters<any>; export?: ListExport<Row> };
}

/** GET `path/export` (decisions/reports-and-bulk.md): every row the list's filters match, newest first, as CSV. */
export interface ListExport<Row> {
  /** The file's name before its day, e.g. 'shops'. */
  name: string;
  columns: readonly CsvColumn<Row>[];
}

/**
 * Registers, in this order: GET `path` (when `list` is given), GET `path/:id`, POST `path`
 * (multipart with the image, 201), PUT/PATCH `path/:id` and DELETE `path/:id`; answers the single
 * delete, for a bulk delete to run row by row.
 */
export function imageEntityRoutes<Row extends { id: number }, Values, Current extends { image: string | null }>(
  app: ApiInstance,
  options: ImageEntityRoutesOptions<Row, Values, Current>,
): { remove: (request: FastifyRequest, id: number) => Promise<void> } {
  const { path, tags, schema, view, repo, notFoundMessage, fields, rules } = options;
  const { read, write } = options.permissions;
  const keepImagesOf = { orderItems: options.orderItemsShowImages ?? false };

  if (options.list) {
    const { summary, pageSize, source, filters } = options.list;
    const querystring = filters
      ? { ...optionalPagingQuerySchema, properties: { ...optionalPagingQuerySchema.properties, ...filters.properties } }
      : optionalPagingQuerySchema;
    app.get(
      path,
      {
        config: { permission: read },
        schema: {
          tags,
          summary,
          querystring,
          response: { 200: pageSchema(schema), ...errorResponses },
        },
      },
      async (request) => {
        const query = request.query as OptionalPagingQuery & Record<string, unknown>;
        const filter = (await filters?.read(query, shopScope(request))) ?? null;
        if (wantsWholeList(query)) return ok(wholeList((await source.listAll(filter, requestLanguage(request))).map(view)));
        const page = await listPage(readPaging(query, pageSize), (w) => source.listWindow(w, filter), () => source.countAll(filter));
        return ok({ ...page, items: page.items.map(view) });
      },
    );
    const exported = options.list.export;
    if (exported) {
      app.get(
        `${path}/export`,
        {
          config: { permission: read },
          schema: {
            tags,
            summary: 'Every row the filters match, newest first, as CSV (decisions/reports-and-bulk.md): streamed, UTF-8 with a BOM, Kuwait times',
            querystring: filters ? { type: 'object', properties: filters.properties } : { type: 'object', properties: {} },
            response: { 200: csvResponseSchema, ...errorResponses },
          },
        },
        async (request, reply) => {
          const filter = (await filters?.read(request.query as Record<string, unknown>, shopScope(request))) ?? null;
          const batches = keysetBatches(
            (afterId: number | null, take) => source.listWindow({ afterId, offset: 0, take }, filter),
            (last: Row) => last.id,
          );
          return sendCsv(reply, exportFileName(exported.name, app.clock()), exported.columns, batches);
        },
      );
    }
  }

  app.get(
    `${path}/:id`,
    { config: { permission: read }, schema: { tags, params: idParamsSchema, response: { 200: successSchema(schema), ...errorResponses } } },
    async (request) => {
      const row = await repo.findById(request.params.id);
      if (!row) throw notFound(notFoundMessage);
      return ok(view(row));
    },
  );

  app.post(
    path,
    { config: { permission: write, audit: 'manual' }, schema: { tags, description: options.formDescription, response: { 201: successSchema(schema), ...errorResponses } } },
    async (request, reply) => {
      const form = await readForm(request, fields);
      const { errors, values } = rules(form.fields, 'create', { sent: form.file !== null, existing: false });
      assertValid(errors);
      const complete = { ...options.defaults, ...values } as Values;
      await options.checkCreate?.(complete, request);
      const id = await writeWithImage(app.images, request.log, form.file, (image) =>
        app.audited(request, () => repo.insert({ ...complete, image }, request.user.sub)),
      );
      const created = await repo.findById(id);
      // Deleted between its insert and this read: gone, as a later GET would say.
      if (!created) throw notFound(notFoundMessage);
      return reply.status(201).send(ok(view(created)));
    },
  );

  app.route({
    method: ['PUT', 'PATCH'],
    url: `${path}/:id`,
    config: { permission: write, audit: 'manual' },
    schema: {
      tags,
      description:
        options.editDescription ??
        `${options.formDescription} PUT is the edit form (required fields again, image optional); PATCH changes only what is sent.`,
      params: idParamsSchema,
      response: { 200: successSchema(schema), ...errorResponses },
    },
    handler: async (request) => {
      const { id } = request.params;
      const form = await readForm(request, fields);
      const current = await options.findCurrent(id);
      if (!current) throw notFound(notFoundMessage);
      const mode = request.method === 'PATCH' ? 'patch' : 'replace';
      const { errors, values } = rules(form.fields, mode, { sent: form.file !== null, existing: current.image !== null });
      assertValid(errors);
      await options.checkUpdate?.(values, current, request);
      const outcome = await writeWithImage(app.images, request.log, form.file, async (image) => {
        const updated = await app.audited(request, () => repo.update(id, image ? { ...values, image } : values, request.user.sub));
        if (!updated) throw notFound(notFoundMessage); // deleted meanwhile: the new file goes too
        return { ...updated, image };
      });
      // The old picture goes only now that the new one is committed, and only when nothing shows it.
      if (outcome.image) await removeUnusedImages(app.db, app.images, request.log, [outcome.previousImage], keepImagesOf);
      const saved = await repo.findById(id);
      if (!saved) throw notFound(notFoundMessage);
      return ok(view(saved));
    },
  });

  /** The single delete, audited: the row, then its picture unless something still shows it. */
  const remove = async (request: FastifyRequest, id: number) => {
    await options.checkDelete?.(id);
    const deleted = await app.audited(request, () => repo.delete(id));
    if (!deleted) throw notFound(notFoundMessage);
    await removeUnusedImages(app.db, app.images, request.log, [deleted.image], keepImagesOf);
  };

  app.delete(
    `${path}/:id`,
    {
      config: { permission: write, audit: 'manual' },
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: deletedSchema, ...errorResponses },
      },
    },
    async (request) => {
      await remove(request, request.params.id);
      return ok({ id: request.params.id });
    },
  );
  return { remove };
}
