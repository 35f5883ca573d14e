import { roleRules, toRoleInput } from './role-rules';
import type { RegisterUserInput } from '../common/users-api';

export type AddUserField = keyof RegisterUserInput;

/** Catalogue keys (under `add.`) of the spec §5 messages, so the rules stay free of i18n. */
export type AddUserErrorKey = 'nameRequired' | 'emailRequired' | 'emailInvalid' | 'passwordRequired' | 'shopsRequired';

export type AddUserErrors = Partial<Record<AddUserField, AddUserErrorKey>>;

/** Something@something.tld without spaces: the API's own test of an address. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** spec §5 "Add user": the email's message, if it has one (the invite form's rule too, decisions/staff-access.md). */
export function emailRule(value: string): 'emailRequired' | 'emailInvalid' | undefined {
  const email = value.trim();
  if (!email) return 'emailRequired';
  return EMAIL_PATTERN.test(email) ? undefined : 'emailInvalid';
}

/** spec §5 "Add user": values → the message of each field that is wrong (none when valid). */
export function validateAddUser(values: RegisterUserInput): AddUserErrors {
  const errors: AddUserErrors = {};
  if (!values.name.trim()) errors.name = 'nameRequired';
  const email = emailRule(values.email);
  if (email) errors.email = email;
  // A password is taken as typed: spaces may be part of it.
  if (!values.password) errors.password = 'passwordRequired';
  return { ...errors, ...roleRules(values) };
}

/** Every field of the form; a 400's messages for them show under the field. */
export const ADD_USER_FIELDS: readonly AddUserField[] = ['name', 'email', 'password', 'role', 'shopIds'];

/** What the form sends (spec §7 POST user/register): trimmed name and email, the password as typed. */
export function toRegisterUser(values: RegisterUserInput): RegisterUserInput {
  return { name: values.name.trim(), email: values.email.trim(), password: values.password, ...toRoleInput(values) };
}
