import { accessProperties, userSchema } from '../../auth/account-schemas';
import { STAFF_ROLES, USER_ROLES } from '../../db/schema';
import { listQuerySchema } from '../../http/paging';
import type { Input } from '../../http/type-provider';

// JSON schemas of the users routes: they validate input, serialise the answers and feed /api/docs.

/** `GET /api/user/me`: the signed-in account with its permissions. */
export const meSchema = {
  type: 'object',
  properties: { ...userSchema.properties, ...accessProperties },
  required: [...userSchema.required, 'permissions', 'shopIds'],
} as const;

const roleAndShops = {
  role: { type: 'string', enum: STAFF_ROLES },
  shopIds: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 2147483647 }, maxItems: 100, uniqueItems: true },
} as const;

/** `PUT /api/user/:id` (decisions/roles-and-audit.md): a staff account's name, role and shops. */
export const editUserBodySchema = {
  type: 'object',
  properties: { name: { type: 'string' }, ...roleAndShops },
} as const;

export type EditUserBody = Input<typeof editUserBodySchema>;

export const registerBodySchema = {
  type: 'object',
  // Only these are read: anything else (id, createdAt…) is dropped by the validator. decisions/roles-and-audit.md: Add
  // User picks the role (an owner when none is sent, as every account registered before).
  properties: { name: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' }, ...roleAndShops },
} as const;

export type RegisterBody = Input<typeof registerBodySchema>;

/** GET /user/export (decisions/reports-and-bulk.md): the list's search and role, without paging. */
export const usersExportQuerySchema = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: 100, description: 'A fragment of the name (English or Arabic), email or phone' },
    role: { type: 'string', enum: ['staff', ...USER_ROLES], description: 'staff: any staff role' },
  },
} as const;

export const usersListQuerySchema = {
  ...listQuerySchema,
  properties: { ...listQuerySchema.properties, ...usersExportQuerySchema.properties },
} as const;
