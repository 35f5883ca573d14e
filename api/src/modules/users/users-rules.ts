import { EMAIL_PATTERN, MAX_EMAIL_LENGTH, normalizeEmail } from '../../auth/account-email';
import { MIN_PASSWORD_LENGTH } from '../../auth/passwords';
import type { FieldErrors } from '../../http/errors';
import type { StaffRole } from '../../db/schema';
import type { EditUserBody, RegisterBody } from './users-schemas';

export const MAX_NAME_LENGTH = 100;
/** argon2 accepts any length; a cap keeps one request from hashing megabytes. */
export const MAX_PASSWORD_LENGTH = 128;

export interface RegisterValues extends RoleValues {
  name: string;
  email: string;
  password: string;
}

/** decisions/roles-and-audit.md: a staff account's role, and its shops (only a shop-staff account keeps any). */
export interface RoleValues {
  role: StaffRole;
  shopIds: number[];
}

export const SELECT_SHOPS = 'Select at least one shop';

/** The role and shops of a form: shop staff need a shop; other roles work for every shop and keep none (an invite's too: decisions/staff-access.md). */
export function roleRules(input: { role?: StaffRole; shopIds?: number[] }, errors: FieldErrors): RoleValues {
  const role = input.role ?? 'owner';
  const shopIds = role === 'shop_staff' ? (input.shopIds ?? []) : [];
  if (role === 'shop_staff' && shopIds.length === 0) errors.shopIds = SELECT_SHOPS;
  return { role, shopIds };
}

function nameRule(input: { name?: string }, errors: FieldErrors): string {
  const name = (input.name ?? '').trim();
  if (!name) errors.name = 'Name is required';
  else if (name.length > MAX_NAME_LENGTH) errors.name = `Name must be at most ${MAX_NAME_LENGTH} characters`;
  return name;
}

/** decisions/roles-and-audit.md: the user edit page (name, role, shops). */
export function editUserRules(input: EditUserBody): { errors: FieldErrors; values: RoleValues & { name: string } } {
  const errors: FieldErrors = {};
  const name = nameRule(input, errors);
  return { errors, values: { name, ...roleRules(input, errors) } };
}

/** A staff account's email (an invite's too: decisions/staff-access.md), lower-cased. */
export function emailRule(input: { email?: string }, errors: FieldErrors): string {
  const email = normalizeEmail(input.email ?? '');
  if (!email) errors.email = 'Email is required';
  else if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) errors.email = 'Please enter a valid email address';
  return email;
}

/** spec §5 "Add user": the panel's messages, word for word. */
export function registerRules(input: RegisterBody): { errors: FieldErrors; values: RegisterValues } {
  const errors: FieldErrors = {};
  const name = nameRule(input, errors);
  const email = emailRule(input, errors);
  const password = input.password ?? '';

  if (!password) errors.password = 'Password is required';
  else if (password.length < MIN_PASSWORD_LENGTH) errors.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  else if (password.length > MAX_PASSWORD_LENGTH) errors.password = `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;

  return { errors, values: { name, email, password, ...roleRules(input, errors) } };
}
