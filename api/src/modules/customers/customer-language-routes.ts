import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { ok } from '../../http/reply';
import { errorResponses, successSchema } from '../../http/schemas';
import type { RoutesPlugin } from '../../http/type-provider';
import { customerLanguageSchema } from './customers-schemas';

/**
 * PUT /api/customer/language (customers only, their own account): the language their messages are written in
 * (decisions/customer-messages.md). Messages written before keep theirs.
 */
export const customerLanguageRoutes: RoutesPlugin = async (app) => {
  app.put(
    '/customer/language',
    {
      schema: {
        tags: ['customers'],
        summary: "The language of the customer's messages: en or ar",
        body: customerLanguageSchema,
        response: { 200: successSchema(customerLanguageSchema), ...errorResponses },
      },
    },
    async (request) => {
      const [row] = await queryRows<{ language: 'en' | 'ar' }>(
        app.db,
        sql`UPDATE users SET language = ${request.body.language} WHERE id = ${request.user.sub} RETURNING language`,
      );
      return ok({ language: row?.language ?? request.body.language });
    },
  );
};
