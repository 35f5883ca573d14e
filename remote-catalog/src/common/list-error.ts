import { getErrorMessage, isNetworkError } from '@dukkan/shared';

/**
 * spec §8 List and load failures name two texts per list: 'Failed to fetch X data' when the
 * server refused (its own message preferred), 'Error loading X data' when no answer came at all.
 */
export function listErrorTitle(error: unknown, texts: { fetchFailed: string; loadError: string }): string {
  return isNetworkError(error) ? texts.loadError : getErrorMessage(error, texts.fetchFailed);
}
