import { USER_ROLES } from '../db/schema';
import { PERMISSIONS } from './permissions';

// The account a person signs in with, as the API answers it: the sign-in, `user/me` and the users
// screens all send this shape (decisions/roles-and-audit.md).

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
