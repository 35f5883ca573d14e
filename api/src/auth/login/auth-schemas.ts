import { successSchema } from '../../http/schemas';
import type { Input } from '../../http/type-provider';
import { accessProperties, userSchema } from '../account-schemas';
import { secondFactorAnswerSchema } from '../staff-access/staff-access-schemas';

// JSON schemas of the sign-in route: they validate input, serialise the answer and feed /api/docs.

export const loginBodySchema = {
  type: 'object',
  properties: {
    email: { type: 'string' },
    password: { type: 'string' },
    // decisions/staff-access.md: a device trusted at an earlier sign-in stands in for the second factor's code.
    deviceToken: { type: 'string', maxLength: 200 },
  },
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

/**
 * decisions/staff-access.md: a staff sign-in's answer (POST user/login, POST invites/{token}/accept): a token, or a
 * challenge — the code next (the factor is on), or a setup first (the role requires a factor the account has not).
 */
export const staffSignInAnswerSchema = successSchema({ anyOf: [loginAnswerSchema.properties.data, secondFactorAnswerSchema] });
