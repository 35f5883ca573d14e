// An account's email, as sign-in and the users screens read it (spec §5).

/** Looks like an address: something@something.tld, no spaces (spec §5 "must look like an email"). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_EMAIL_LENGTH = 254;

/** Emails are compared and stored lower-cased: one account per address, whatever its case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
