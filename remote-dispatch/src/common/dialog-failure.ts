import { failureMessage, type FailureTexts } from '@dukkan/shared';
import { serverFieldErrors } from '@dukkan/shared/kit';

/**
 * What a dialog says of a refused save, inside itself (a toast behind a dialog is easily missed on a phone): nothing
 * when the answer named this form's fields (each message shows under its field), else the server's message (a 409,
 * a 429), or the dialog's own words; nothing either when the session ended (the session watcher said so).
 */
export function dialogFailure(error: unknown, texts: FailureTexts, fields: readonly string[]): string | null {
  if (Object.keys(serverFieldErrors(error, fields)).length > 0) return null;
  return failureMessage(error, texts);
}
