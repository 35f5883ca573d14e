import { emailRule } from './add-user-rules';
import type { InviteInput } from './invites-api';
import { roleRules, toRoleInput } from './role-rules';

export type InviteField = keyof InviteInput;

/** The fields of the invite form: a 400's messages for them (the registration's, decisions/staff-access.md) show under them. */
export const INVITE_FIELDS: readonly InviteField[] = ['email', 'role', 'shopIds'];

/** decisions/staff-access.md: an invite is asked as Add User asks for the same fields (catalogue keys, as add-user-rules.ts). */
export function validateInvite(values: InviteInput): Partial<Record<InviteField, 'emailRequired' | 'emailInvalid' | 'shopsRequired'>> {
  const email = emailRule(values.email);
  return { ...(email ? { email } : {}), ...roleRules(values) };
}

/** What the form sends (POST user/invites): the trimmed email, the role, and a shop-staff invite's shops only. */
export function toInviteBody(values: InviteInput): InviteInput {
  return { email: values.email.trim(), ...toRoleInput(values) };
}
