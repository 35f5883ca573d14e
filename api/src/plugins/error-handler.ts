import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, type FieldErrors } from '../http/errors';

interface DatabaseError {
  code?: string;
  constraint?: string;
  column?: string;
  detail?: string;
  cause?: unknown;
}

/** The driver's error wherever it sits: drizzle wraps it (DrizzleQueryError) and keeps it as `cause`. */
function databaseError(error: unknown): DatabaseError | null {
  for (let current = error as DatabaseError | undefined, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current;
    current = current.cause as DatabaseError | undefined;
  }
  return null;
}

/** The column a constraint names (its detail reads 'Key (block_id)=(7) is not present…'). */
function constrainedField(error: DatabaseError): string {
  const column = error.column ?? /Key \(([^)]+)\)/.exec(error.detail ?? '')?.[1] ?? 'id';
  return column.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

/** Turns Ajv's errors into `{ field: message }` keyed by the field's name. */
function fieldErrors(error: FastifyError): FieldErrors {
  const errors: FieldErrors = {};
  for (const item of error.validation ?? []) {
    const missing = (item.params as { missingProperty?: string })?.missingProperty;
    const extra = (item.params as { additionalProperty?: string })?.additionalProperty;
    const field = missing ?? extra ?? (item.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body');
    errors[field] ??= extra ? `${extra} is not an accepted field` : (item.message ?? 'is invalid');
  }
  return errors;
}

/** Every error leaves as `{ success: false, message, code, errors? }`; a 5xx never shows internals. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError & DatabaseError, request, reply) => {
      if (error instanceof HttpError || (error.statusCode && error.code && error.name === 'HttpError')) {
        const httpError = error as unknown as HttpError;
        return reply.status(httpError.statusCode).send({
          success: false,
          message: httpError.message,
          code: httpError.code,
          ...(httpError.errors ? { errors: httpError.errors } : {}),
        });
      }
      if (error.validation) {
        const errors = fieldErrors(error);
        return reply.status(400).send({
          success: false,
          message: `Invalid ${error.validationContext ?? 'request'}: ${Object.entries(errors).map(([f, m]) => `${f} ${m}`).join(', ')}`,
          code: 'VALIDATION_FAILED',
          errors,
        });
      }
      // Database constraints are the last line of defence behind the modules' own checks (a row
      // deleted by someone else between the check and the write): 409, naming the field.
      const database = databaseError(error);
      if (database?.code === '23503') {
        const field = constrainedField(database);
        return reply.status(409).send({
          success: false,
          message: `This record is still in use by other records, or ${field} refers to one that no longer exists`,
          code: 'IN_USE',
          errors: { [field]: `${field} refers to a record that is in use or no longer exists` },
        });
      }
      if (database?.code === '23505') {
        const field = constrainedField(database);
        return reply.status(409).send({
          success: false,
          message: 'A record with these details already exists',
          code: 'DUPLICATE',
          errors: { [field]: `${field} is already taken` },
        });
      }
      const status = error.statusCode ?? 500;
      if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
        return reply.status(413).send({ success: false, message: 'The upload is too large', code: 'PAYLOAD_TOO_LARGE' });
      }
      if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return reply.status(415).send({ success: false, message: 'Unsupported content type', code: 'UNSUPPORTED_MEDIA_TYPE' });
      }
      if (status >= 400 && status < 500) {
        return reply.status(status).send({ success: false, message: error.message, code: error.code ?? 'BAD_REQUEST' });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({
        success: false,
        message: `Something went wrong on our side. Reference: ${request.id}`,
        code: 'INTERNAL_ERROR',
      });
    });

    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send({ success: false, message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
    });
  },
  { name: 'error-handler' },
);
