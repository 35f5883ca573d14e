import { PERMISSIONS } from '../../auth/permissions';
import { STAFF_ROLES, USER_ROLES } from '../../db/schema';
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
    role: { type: 'string', enum: USER_ROLES },
    /** decisions/roles-and-audit.md: the shops a shop-staff account works for (empty for every other role). */
    shops: {
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, name_ar: { type: 'string' } }, required: ['id', 'name', 'name_ar'] },
    },
    createdAt: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'name', 'email', 'phone', 'role', 'shops'],
} as const;

/** decisions/roles-and-audit.md: what a staff account may do (auth/permissions.ts), as sign-in and `user/me` answer it. */
export const accessProperties = {
  permissions: { type: 'array', items: { type: 'string', enum: PERMISSIONS } },
  /** The shops a shop-scoped account sees; null: every shop. */
  shopIds: { type: ['array', 'null'], items: { type: 'integer' } },
} as const;

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
