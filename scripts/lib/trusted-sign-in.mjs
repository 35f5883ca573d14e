// decisions/staff-access.md: owners must sign in with a second factor. A harness that starts its own API (the
// journeys, the benchmarks) signs its owner in once the way a person does on a new device — the setup step, a code
// from the secret, "trust this device" — and then signs in with the password and the device token, as a trusted
// browser does, without a code (a code is accepted once per 30-second step, so codes cannot sign in twice at once).
import totp from './totp.cjs';

async function post(apiUrl, path, body) {
  const response = await fetch(`${apiUrl}/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok || !answer.data) throw new Error(`POST ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

/**
 * Signs `account` ({ email, password }) in for the first time at `apiUrl` (…/api), setting its second factor up when
 * asked: answers { token, user, deviceToken, secret } (deviceToken and secret null for an account asked for neither).
 */
export async function signInTrusting(apiUrl, account) {
  const first = await post(apiUrl, 'user/login', account);
  if (!first.secondFactor) return { token: first.token, user: first.user, deviceToken: null, secret: null };
  if (first.secondFactor !== 'setup') throw new Error(`${account.email} already has a second factor: the harness cannot read its secret`);
  const { secret } = await post(apiUrl, 'user/login/setup', { challenge: first.challenge });
  const signedIn = await post(apiUrl, 'user/login/verify', { challenge: first.challenge, code: totp.totpCode(secret), trustDevice: true });
  return { token: signedIn.token, user: signedIn.user, deviceToken: signedIn.deviceToken, secret };
}
