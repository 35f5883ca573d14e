import { assertValid, conflict, notFound } from '../../http/errors';
import { listPage, readPaging } from '../../http/paging';
import { ok } from '../../http/reply';
import { errorResponses, idParamsSchema, pageSchema, successSchema } from '../../http/schemas';
import type { RoutesPlugin } from '../../http/type-provider';
import { toCustomerMessage, toMessageTemplate } from './message-view';
import { messagesRepository } from './messages-repository';
import { PREVIEW_VALUES, renderTemplate, templateRules } from './messages-rules';
import {
  customerMessageSchema,
  MESSAGE_KINDS,
  type MessageKind,
  messageCountsSchema,
  messagePreviewSchema,
  messagesQuerySchema,
  messageTemplateBodySchema,
  messageTemplatePreviewBodySchema,
  messageTemplateSchema,
} from './messages-schemas';
import { sendMessageJob } from './outbox';

/** The outbox pages by 20. */
export const MESSAGES_PAGE_SIZE = 20;
export const TEMPLATE_NOT_FOUND = 'Template not found';
export const MESSAGE_NOT_FOUND = 'Message not found';

const kindParamsSchema = {
  type: 'object',
  properties: { kind: { type: 'string', maxLength: 40 } },
  required: ['kind'],
  additionalProperties: false,
} as const;

/** A kind the path names, or 404 (an unknown kind is a template that does not exist, not a bad request). */
function kindOf(value: string): MessageKind {
  if (!(MESSAGE_KINDS as readonly string[]).includes(value)) throw notFound(TEMPLATE_NOT_FOUND);
  return value as MessageKind;
}

/**
 * decisions/customer-messages.md: the templates owners edit (`messages.manage`), the outbox staff watch
 * (`messages.read`) and a failed message sent again (`messages.act`). Each write is audited in the request's
 * transaction: a template by its table's trigger, a message sent again by the repository's entry.
 */
export const messagesRoutes: RoutesPlugin = async (app) => {
  const repo = messagesRepository(app.db);

  app.get(
    '/message-templates',
    {
      config: { permission: 'messages.read' },
      schema: {
        tags: ['messages'],
        summary: 'The message templates, one per kind of order step, in both languages, with the variables each may use',
        response: { 200: successSchema({ type: 'array', items: messageTemplateSchema }), ...errorResponses },
      },
    },
    async () => ok((await repo.templates()).map(toMessageTemplate)),
  );

  app.put(
    '/message-templates/:kind',
    {
      config: { permission: 'messages.manage' },
      schema: {
        tags: ['messages'],
        summary: "Change a template: both texts (1–1000 characters once trimmed, only the kind's {{variables}}) and whether it is on",
        params: kindParamsSchema,
        body: messageTemplateBodySchema,
        response: { 200: successSchema(messageTemplateSchema), ...errorResponses },
      },
    },
    async (request) => {
      const kind = kindOf(request.params.kind);
      const { errors, values } = templateRules(kind, request.body);
      assertValid(errors);
      if (!(await repo.saveTemplate(kind, { ...values, enabled: request.body.enabled, by: request.user.sub }))) throw notFound(TEMPLATE_NOT_FOUND);
      const saved = await repo.template(kind);
      if (!saved) throw notFound(TEMPLATE_NOT_FOUND);
      return ok(toMessageTemplate(saved));
    },
  );

  app.post(
    '/message-templates/:kind/preview',
    {
      config: { permission: 'messages.manage' },
      schema: {
        tags: ['messages'],
        summary: 'Texts not saved yet, checked as a save checks them and rendered with an example order (nothing is written)',
        params: kindParamsSchema,
        body: messageTemplatePreviewBodySchema,
        response: { 200: successSchema(messagePreviewSchema), ...errorResponses },
      },
    },
    async (request) => {
      const kind = kindOf(request.params.kind);
      const { errors, values } = templateRules(kind, request.body);
      assertValid(errors);
      return ok({ en: renderTemplate(values.bodyEn, PREVIEW_VALUES.en), ar: renderTemplate(values.bodyAr, PREVIEW_VALUES.ar) });
    },
  );

  app.get(
    '/messages',
    {
      config: { permission: 'messages.read' },
      schema: {
        tags: ['messages'],
        summary: 'Messages to customers, newest first: by status, kind, order or customer; keyset paged (after)',
        querystring: messagesQuerySchema,
        response: { 200: pageSchema(customerMessageSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { query } = request;
      const filters = { status: query.status ?? null, kind: query.kind ?? null, orderId: query.orderId ?? null, customerId: query.customerId ?? null };
      const page = await listPage(readPaging(query, MESSAGES_PAGE_SIZE), (window) => repo.page(filters, window), () => repo.count(filters));
      return ok({ ...page, items: page.items.map(toCustomerMessage) });
    },
  );

  app.get(
    '/messages/counts',
    {
      config: { permission: 'messages.read' },
      schema: {
        tags: ['messages'],
        summary: 'How many messages are queued, sent and failed (over all messages)',
        response: { 200: successSchema(messageCountsSchema), ...errorResponses },
      },
    },
    async () => ok(await repo.counts()),
  );

  app.post(
    '/messages/:id/retry',
    {
      config: { permission: 'messages.act' },
      schema: {
        tags: ['messages'],
        summary: 'Send a failed message again (once the provider is back): queued, its attempts kept, a new job. 409 MESSAGE_NOT_FAILED',
        params: idParamsSchema,
        response: { 200: successSchema(customerMessageSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await repo.requeue(id))) {
        if (!(await repo.find(id))) throw notFound(MESSAGE_NOT_FOUND);
        throw conflict('Only a failed message can be sent again', 'MESSAGE_NOT_FAILED');
      }
      await repo.audit(id, 'update', { status: 'failed' }, { status: 'queued' });
      await sendMessageJob(app.db, id);
      const message = await repo.find(id);
      if (!message) throw notFound(MESSAGE_NOT_FOUND);
      return ok(toCustomerMessage(message));
    },
  );
};
