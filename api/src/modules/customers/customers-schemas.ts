import type { Input } from '../../http/type-provider';

// JSON schemas of the customers' sign-up: they validate input, serialise the answer and feed /api/docs.

export const customerRegisterBodySchema = {
  type: 'object',
  // Only these four are read: anything else (id, role…) is dropped by the validator.
  properties: { name: { type: 'string' }, email: { type: 'string' }, phone: { type: 'string' }, password: { type: 'string' } },
} as const;

export type CustomerRegisterBody = Input<typeof customerRegisterBodySchema>;
