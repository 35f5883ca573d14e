import { successSchema } from '../../http/schemas';
import type { Input } from '../../http/type-provider';
import { accessProperties, userSchema } from '../account-schemas';

// JSON schemas of the sign-in route: they validate input, serialise the answer and feed /api/docs.

export const loginBodySchema = {
  type: 'object',
  properties: { email: { type: 'string' }, password: { type: 'string' } },
} as const;

export type LoginBody = Input<typeof loginBodySchema>;

const { createdAt: _createdAt, ...loginUserProperties } = userSchema.properties;
/** The signed-in user, with (decisions/roles-and-audit.md) their shops, permissions and shop scope. */
export const loginUserSchema = {
  type: 'object',
  properties: { ...loginUserProperties, ...accessProperties },
  required: ['id', 'name', 'email', 'phone', 'role', 'shops', 'permissions', 'shopIds'],
} as const;
export const loginAnswerSchema = successSchema({
  type: 'object',
  properties: {
    token: { type: 'string' },
    user: loginUserSchema,
  },
  required: ['token', 'user'],
});
