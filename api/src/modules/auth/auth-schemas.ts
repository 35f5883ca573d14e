import { successSchema } from '../../http/schemas';
import type { Input } from '../../http/type-provider';
import { userSchema } from '../users/users-schemas';

// JSON schemas of the sign-in route: they validate input, serialise the answer and feed /api/docs.

export const loginBodySchema = {
  type: 'object',
  properties: { email: { type: 'string' }, password: { type: 'string' } },
} as const;

export type LoginBody = Input<typeof loginBodySchema>;

const { createdAt: _createdAt, ...loginUserProperties } = userSchema.properties;
export const loginAnswerSchema = successSchema({
  type: 'object',
  properties: {
    token: { type: 'string' },
    user: { type: 'object', properties: loginUserProperties, required: ['id', 'name', 'email', 'phone', 'role'] },
  },
  required: ['token', 'user'],
});
