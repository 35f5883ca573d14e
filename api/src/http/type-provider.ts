import type { FastifyPluginAsyncJsonSchemaToTs, JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginOptions, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

// The schema is the type: a route's params, query and body types, and the type its answer must
// have, are read from its JSON schemas (json-schema-to-ts), so no request or answer type is
// written by hand beside a schema.

/**
 * What a handler may hand the serializer: a `date-time` string may still be a Date (a drizzle
 * timestamp column), which fast-json-stringify writes as an ISO string.
 */
type AnswerOptions = {
  deserialize: [{ pattern: { type: 'string'; format: 'date-time' }; output: Date | string }];
};

/** The type provider every route module is written against. */
export type ApiTypeProvider = JsonSchemaToTsProvider<{ SerializerSchemaOptions: AnswerOptions }>;

/** A route module: a Fastify plugin whose routes take their types from their schemas. */
export type RoutesPlugin<Options extends FastifyPluginOptions = Record<never, never>> = FastifyPluginAsyncJsonSchemaToTs<{
  Options: Options;
  SerializerSchemaOptions: AnswerOptions;
}>;

/** The app as a route module sees it. */
export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ApiTypeProvider
>;

/** The value an answer schema describes, as a handler builds it (see AnswerOptions). */
export type Answer<Schema extends JSONSchema> = FromSchema<Schema, AnswerOptions>;

/** The value a request schema (params, query, body) lets through the validator. */
export type Input<Schema extends JSONSchema> = FromSchema<Schema>;
