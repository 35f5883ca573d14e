'use strict';
// decisions/staff-access.md: the code an authenticator app shows (RFC 6238: HMAC-SHA-1 over the 30-second step, 6
// digits), worked out here from the RFC rather than by the API's library, so the journeys and the benchmarks check
// the API against an independent reading of the standard. CommonJS: the journeys (TypeScript through Jest) and the
// harness's ES modules both load it.
const { createHmac } = require('node:crypto');

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** @param {string} secret */
function base32Bytes(secret) {
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`Not Base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

/**
 * The code for `secret` at `at` (a Date's milliseconds).
 * @param {string} secret
 * @param {number} [at]
 * @returns {string}
 */
function totpCode(secret, at = Date.now()) {
  const step = Buffer.alloc(8);
  step.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac('sha1', base32Bytes(secret)).update(step).digest();
  const offset = hmac[hmac.length - 1] & 0x0f;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

module.exports = { totpCode };
