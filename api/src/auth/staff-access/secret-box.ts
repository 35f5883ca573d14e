import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// decisions/staff-access.md: second-factor secrets are kept encrypted, so a copy of the database (a backup, an export)
// holds nothing an authenticator app could be set up with. AES-256-GCM, a fresh 12-byte nonce per secret; the key is
// derived with HKDF from TOTP_KEY, else from the JWT secret (which already guards every token).

/** Seals short texts; `context` (the account's id) is authenticated with each, so a row copied to another account does not open. */
export interface SecretBox {
  seal(plain: string, context: string): string;
  /** The text, or null when it was not sealed by this key for this context (or was altered). */
  open(sealed: string, context: string): string | null;
}

const VERSION = 'v1';

export function secretBox(keyMaterial: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', keyMaterial, 'dukkan-staff-access', 'totp-secrets v1', 32));
  return {
    seal(plain, context) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(context));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, nonce.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
    },
    open(sealed, context) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== VERSION || !nonce || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
