import { isApiError } from '../api/api-error';

/** spec §8: the server's message when it gave one; our own text otherwise. Both steps of the sign-in say it so. */
export function signInFailureText(error: unknown, t: (key: string) => string): string {
  if (!isApiError(error)) return t('auth.unexpected');
  if (error.code === 'NO_TOKEN') return t('auth.noToken');
  if (typeof error.status === 'number') return error.message ?? t('auth.loginFailed');
  // No answer at all (network down, refused, timed out).
  return t('auth.unexpected');
}
