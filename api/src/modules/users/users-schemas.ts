import { listQuerySchema } from '../../http/paging';
import type { Input } from '../../http/type-provider';

// JSON schemas of the users routes: they validate input, serialise the answers and feed /api/docs.

/** A user as the API answers it (spec §3): never the password hash. */
export const userSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: ['string', 'null'] },
    role: { type: 'string', enum: ['admin', 'customer'] },
    createdAt: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'name', 'email', 'phone', 'role'],
} as const;

export const registerBodySchema = {
  type: 'object',
  // Only these three are read: anything else (id, role, createdAt…) is dropped by the validator.
  properties: { name: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } },
} as const;

export type RegisterBody = Input<typeof registerBodySchema>;

/** Issue 17: the users list's search and role filter. */
/** GET /user/export (issue 20): the list's search and role, without paging. */
export const usersExportQuerySchema = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: 100, description: 'A fragment of the name (English or Arabic), email or phone' },
    role: { type: 'string', enum: ['admin', 'customer'] },
  },
} as const;

export const usersListQuerySchema = {
  ...listQuerySchema,
  properties: { ...listQuerySchema.properties, ...usersExportQuerySchema.properties },
} as const;
