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
    secondFactor: {
      type: 'string',
      enum: ['totp', 'setup'],
      description: "totp: the account's code is next. setup: the account's role requires a second factor (owners) and it has none: set one up with POST user/login/setup, then verify",
    },
    challenge: { type: 'string', description: 'Signed, for this account only (5 minutes; a setup 15); send it back with the code' },
  },
  required: ['secondFactor', 'challenge'],
} as const;

/** A recovery code as shown once: 10 characters of Crockford base32 in two groups of five ("7KQ2M-X9D4P"). */
export const recoveryCodeSchema = { type: 'string', minLength: 1, maxLength: 40, description: 'Dashes, spaces and case ignored' } as const;

/** POST user/login/verify: the challenge and either the app's code or one recovery code (used once). */
export const verifyBodySchema = {
  type: 'object',
  properties: {
    challenge: { type: 'string', maxLength: 2048 },
    code: totpCodeSchema,
    recoveryCode: { ...recoveryCodeSchema, description: "Instead of the code (not for a setup challenge); each works once" },
    trustDevice: { type: 'boolean', description: 'Answer a deviceToken: sent with the password for 30 days, it stands in for the code' },
  },
  required: ['challenge'],
  additionalProperties: false,
} as const;
export type VerifyBody = Input<typeof verifyBodySchema>;

/** POST user/login/setup: the setup challenge (secondFactor 'setup') that the password step answered. Answers a TwoFactorSetup. */
export const loginSetupBodySchema = {
  type: 'object',
  properties: { challenge: { type: 'string', maxLength: 2048 } },
  required: ['challenge'],
  additionalProperties: false,
} as const;
export type LoginSetupBody = Input<typeof loginSetupBodySchema>;

/**
 * What POST user/login/verify adds to the sign-in's { token, user }: a device token when asked to trust the device;
 * the new recovery codes when this verify turned the factor on (a setup challenge), shown once.
 */
export const verifyExtrasProperties = {
  deviceToken: { type: 'string', description: 'Only with trustDevice: keep it on this device; POST user/login takes it with the password' },
  recoveryCodes: { type: 'array', items: { type: 'string' }, description: 'Only when this verify turned the factor on: 10 codes, shown once' },
} as const;

/** GET user/me/two-factor: whether one's own account asks for a code. */
export const twoFactorStatusSchema = {
  type: 'object',
  properties: {
    enabled: { type: 'boolean' },
    enabledAt: { type: ['string', 'null'], format: 'date-time' },
    required: { type: 'boolean', description: "The account's role requires it (owners): it cannot be turned off" },
    recoveryCodesLeft: { type: 'integer', description: 'Unused recovery codes (0 while off)' },
  },
  required: ['enabled', 'enabledAt', 'required', 'recoveryCodesLeft'],
} as const;

/** POST user/me/two-factor/enable's answer: on, with its first recovery codes (shown once). */
export const twoFactorEnabledSchema = {
  type: 'object',
  properties: { ...twoFactorStatusSchema.properties, recoveryCodes: { type: 'array', items: { type: 'string' } } },
  required: [...twoFactorStatusSchema.required, 'recoveryCodes'],
} as const;

/** POST user/me/two-factor/recovery-codes: a current code; answers 10 new codes (the old ones stop working). */
export const recoveryCodesBodySchema = {
  type: 'object',
  properties: { code: totpCodeSchema },
  required: ['code'],
  additionalProperties: false,
} as const;
export const recoveryCodesSchema = {
  type: 'object',
  properties: { recoveryCodes: { type: 'array', items: { type: 'string' } } },
  required: ['recoveryCodes'],
} as const;

/** A device trusted at sign-in (GET user/me/devices): it signs in without the code until it expires or is forgotten. */
export const trustedDeviceSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', description: 'Opaque' },
    createdAt: { type: 'string', format: 'date-time' },
    lastUsedAt: { type: ['string', 'null'], format: 'date-time', description: 'Its last sign-in without a code' },
    expiresAt: { type: 'string', format: 'date-time', description: '30 days after it was trusted' },
    userAgent: { type: 'string' },
    current: { type: 'boolean', description: 'The device of the session this request came with' },
  },
  required: ['id', 'createdAt', 'lastUsedAt', 'expiresAt', 'userAgent', 'current'],
} as const;
export const trustedDevicesSchema = { type: 'array', items: trustedDeviceSchema } as const;

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
