import { sanitizeSignInCode } from '@dukkan/shared';
import { type FieldValues, FormInput, type FormInputProps } from '@dukkan/shared/kit';

/**
 * decisions/staff-access.md: the 6 digits an authenticator app shows, bound to a form (turning the second factor on or
 * off): kept to digits as typed (Arabic-Indic ones read as such), left to right in Arabic too, the phone's number pad
 * and its offer of the code it just received.
 */
export function CodeInput<Values extends FieldValues>(props: Omit<FormInputProps<Values>, 'parse' | 'dir' | 'inputMode' | 'autoComplete'>) {
  return <FormInput {...props} parse={sanitizeSignInCode} dir="ltr" inputMode="numeric" autoComplete="one-time-code" />;
}
