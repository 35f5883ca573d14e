import { getErrorMessage, isNetworkError, isSessionEndedError } from '@dukkan/shared';

/**
 * spec §8: what a failed location call tells the user. The server's message first; without one,
 * 'Failed to …' when the server refused and 'Error …' when no answer came at all. Null when the
 * failure ended the session: the session watcher already said so.
 */
export function locationFailureMessage(error: unknown, texts: { failed: string; errored: string }): string | null {
  if (isSessionEndedError(error)) return null;
  return getErrorMessage(error, isNetworkError(error) ? texts.errored : texts.failed);
}
