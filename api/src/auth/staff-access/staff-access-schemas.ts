import { MAX_INTEGER, personSchema } from '../../http/schemas';
import type { Answer, Input } from '../../http/type-provider';
import { STAFF_ROLES } from '../../db/schema';

// JSON schemas of staff sign-in hardened (decisions/staff-access.md): a second factor (TOTP) a member of staff turns
// on for their own account, asked after the password at sign-in; the sessions one is signed in with, each of which can
// be ended; and invites by link, with which a new member of staff sets their own password.

/** A 6-digit code from an authenticator app (RFC 6238, 30-second steps, SHA-1: what every app reads). */
export const totpCodeSchema = { type: 'string', minLength: 1, maxLength: 12, description: 'The 6 digits (spaces ignored)' } as const;

/**
 * POST user/login (the spec's sign-in) answers this instead of { token, user } when the account has a second factor:
 * the password was right; the code is next, within 5 minutes, on POST user/login/verify.
 */
export const secondFactorAnswerSchema = {
  type: 'object',
  properties: {
    secondFactor: { type: 'string', const: 'totp' },
    challenge: { type: 'string', description: 'Signed, 5 minutes, for this account only; send it back with the code' },
  },
  required: ['secondFactor', 'challenge'],
} as const;

/** POST user/login/verify. */
export const verifyBodySchema = {
  type: 'object',
  properties: { challenge: { type: 'string', maxLength: 2048 }, code: totpCodeSchema },
  required: ['challenge', 'code'],
  additionalProperties: false,
} as const;
export type VerifyBody = Input<typeof verifyBodySchema>;

/** GET user/me/two-factor: whether one's own account asks for a code. */
export const twoFactorStatusSchema = {
  type: 'object',
  properties: { enabled: { type: 'boolean' }, enabledAt: { type: ['string', 'null'], format: 'date-time' } },
  required: ['enabled', 'enabledAt'],
} as const;

/** POST user/me/two-factor/setup: a new secret (not yet on), for the authenticator app: typed, or scanned as the URL's QR code. */
export const twoFactorSetupSchema = {
  type: 'object',
  properties: {
    secret: { type: 'string', description: 'Base32' },
    otpauthUrl: { type: 'string', description: 'otpauth://totp/Dukkan%20Admin:<email>?secret=…&issuer=Dukkan%20Admin' },
  },
  required: ['secret', 'otpauthUrl'],
} as const;

/** POST user/me/two-factor/enable: a code from the app proves it holds the secret. */
export const twoFactorEnableBodySchema = {
  type: 'object',
  properties: { code: totpCodeSchema },
  required: ['code'],
  additionalProperties: false,
} as const;

/** POST user/me/two-factor/disable: the password and a current code. */
export const twoFactorDisableBodySchema = {
  type: 'object',
  properties: { password: { type: 'string', maxLength: 200 }, code: totpCodeSchema },
  required: ['password', 'code'],
  additionalProperties: false,
} as const;

/** A session: one sign-in, until it is ended or its token expires. */
export const staffSessionSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', description: 'Opaque' },
    createdAt: { type: 'string', format: 'date-time' },
    lastSeenAt: { type: 'string', format: 'date-time', description: 'To the minute' },
    userAgent: { type: 'string', description: 'As the browser sent it (at most 300 characters)' },
    ip: { type: 'string' },
    current: { type: 'boolean', description: 'The session this request came with' },
  },
  required: ['id', 'createdAt', 'lastSeenAt', 'userAgent', 'ip', 'current'],
} as const;
export type StaffSessionAnswer = Answer<typeof staffSessionSchema>;

/** GET user/me/sessions: one's own sessions still open, the newest first. */
export const staffSessionsSchema = { type: 'array', items: staffSessionSchema } as const;

export const INVITE_STATUSES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

/** An invite as owners list it (never its token). */
export const staffInviteSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    role: { type: 'string', enum: [...STAFF_ROLES] },
    shopIds: { type: 'array', items: { type: 'integer' } },
    status: { type: 'string', enum: [...INVITE_STATUSES] },
    invitedBy: personSchema,
    createdAt: { type: 'string', format: 'date-time' },
    expiresAt: { type: 'string', format: 'date-time', description: '72 hours after it was made' },
    acceptedAt: { type: ['string', 'null'], format: 'date-time' },
  },
  required: ['id', 'email', 'role', 'shopIds', 'status', 'invitedBy', 'createdAt', 'expiresAt', 'acceptedAt'],
} as const;
export type StaffInviteAnswer = Answer<typeof staffInviteSchema>;

/** POST user/invites (users.manage): who, as what (a shop-staff account's shops, as POST user/register takes them). */
export const staffInviteBodySchema = {
  type: 'object',
  properties: {
    email: { type: 'string', maxLength: 320 },
    role: { type: 'string', enum: [...STAFF_ROLES] },
    shopIds: { type: 'array', items: { type: 'integer', minimum: 1, maximum: MAX_INTEGER }, maxItems: 200 },
  },
  required: ['email', 'role'],
  additionalProperties: false,
} as const;
export type StaffInviteBody = Input<typeof staffInviteBodySchema>;

/** The answer to POST user/invites: the invite and its link, shown once (only its hash is kept). */
export const createdInviteSchema = {
  type: 'object',
  properties: { invite: staffInviteSchema, link: { type: 'string', description: '<panel>/invite/<token>' } },
  required: ['invite', 'link'],
} as const;

/** GET invites/{token} (public): what the invite is for, so its page can say so. */
export const invitePreviewSchema = {
  type: 'object',
  properties: { email: { type: 'string' }, role: { type: 'string', enum: [...STAFF_ROLES] }, expiresAt: { type: 'string', format: 'date-time' } },
  required: ['email', 'role', 'expiresAt'],
} as const;

/** POST invites/{token}/accept (public): the new member of staff's name, phone and own password (the registration's rules). */
export const acceptInviteBodySchema = {
  type: 'object',
  properties: { name: { type: 'string', maxLength: 400 }, phone: { type: 'string', maxLength: 40 }, password: { type: 'string', maxLength: 200 } },
  required: ['name', 'password'],
  additionalProperties: false,
} as const;
export type AcceptInviteBody = Input<typeof acceptInviteBodySchema>;

/** DELETE user/me/sessions/{id}: the session's id (one of one's own; anything else is 404). */
export const sessionParamsSchema = {
  type: 'object',
  properties: { id: { type: 'string', maxLength: 100 } },
  required: ['id'],
} as const;

/** The answer to DELETE user/me/sessions/{id}: the session ended. */
export const endedSessionSchema = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } as const;

/** The answer to POST user/me/sessions/end-others: how many sessions were ended. */
export const endedSessionsSchema = { type: 'object', properties: { ended: { type: 'integer' } }, required: ['ended'] } as const;

/** GET invites/{token} and POST invites/{token}/accept: the token of the link. */
export const inviteTokenParamsSchema = {
  type: 'object',
  properties: { token: { type: 'string', maxLength: 100 } },
  required: ['token'],
} as const;
