import { errorSchema, successSchema } from '../../http/schemas';

// JSON schemas of the health route: they serialise the answers and feed /api/docs.

export const healthAnswerSchemas = {
  200: successSchema({ type: 'object', properties: { status: { type: 'string' }, database: { type: 'string' } } }),
  503: errorSchema,
} as const;

/** Liveness: the process answers (no dependency is checked: a load balancer restarts on failure). */
export const liveAnswerSchemas = {
  200: successSchema({ type: 'object', properties: { status: { type: 'string', const: 'alive' } } }),
} as const;
