import { type AcceptInviteBody, isValidLocalPhone, toWirePhone } from '@dukkan/shared';

export interface InviteValues {
  name: string;
  /** The 8 local digits after +965, or '' (the phone is optional). */
  phone: string;
  password: string;
  confirmPassword: string;
}
export type InviteField = keyof InviteValues;

/** The fields a 400's messages may name (the registration's rules on the API). */
export const INVITE_FIELDS: readonly InviteField[] = ['name', 'phone', 'password'];

/** The API's shortest password (its registration rule). */
export const MIN_PASSWORD_LENGTH = 8;

/** Catalogue keys (under `invite.rules.`): Add User's and the shop form's messages where they exist. */
export function validateInvite(values: InviteValues): Partial<Record<InviteField, string>> {
  const errors: Partial<Record<InviteField, string>> = {};
  if (!values.name.trim()) errors.name = 'nameRequired';
  if (values.phone && !isValidLocalPhone(values.phone)) errors.phone = 'phoneLength';
  // A password is taken as typed: spaces may be part of it.
  if (!values.password) errors.password = 'passwordRequired';
  else if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = 'passwordShort';
  if (!values.confirmPassword) errors.confirmPassword = 'confirmRequired';
  else if (values.confirmPassword !== values.password) errors.confirmPassword = 'confirmMismatch';
  return errors;
}

/** What POST invites/{token}/accept takes: the trimmed name, the phone with +965 when given, the password as typed. */
export function toAcceptBody(values: InviteValues): AcceptInviteBody {
  const phone = toWirePhone(values.phone);
  return { name: values.name.trim(), ...(phone ? { phone } : {}), password: values.password };
}
