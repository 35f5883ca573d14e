import { Button, Input } from '@fluentui/react-components';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthFailure } from './AuthCard';
import { isApiError } from '../api/api-error';
import { type LoginResult, useVerifySignInMutation } from '../api/login-api';
import { FormField } from '../ui/FormField/FormField';
import { SubmitButton } from '../ui/FormActions/FormActions';
import { signInFailureText } from './sign-in-failure';
import { sanitizeSignInCode, validateSignInCode } from './sign-in-rules';
import { useSignInPageStyles } from './useSignInPageStyles.styles';

export interface SignInCodeStepProps {
  /** The password step's challenge, sent back with the code. */
  challenge: string;
  /** The code was right: the session. */
  onSignedIn: (session: LoginResult) => void;
  /** Back to the password step; with the reason when the challenge ran out (null: the user chose to go back). */
  onBack: (reason: string | null) => void;
}

/**
 * decisions/staff-access.md: the sign-in's second step, in the same card — the 6-digit code from the authenticator
 * app, 'Verify', and 'Back' to the password. A challenge that ran out sends the user back to the password with the
 * server's reason; a wrong code or too many tries says the server's message here.
 */
export function SignInCodeStep({ challenge, onSignedIn, onBack }: SignInCodeStepProps) {
  const { t } = useTranslation();
  const styles = useSignInPageStyles();
  const [verify, { isLoading }] = useVerifySignInMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  // The step opens on its one field (and goes back to it after a wrong code, below).
  useEffect(() => {
    codeRef.current?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const found = validateSignInCode(code);
    setError(found);
    setFailure(null);
    if (found) {
      codeRef.current?.focus();
      return;
    }
    try {
      onSignedIn(await verify({ challenge, code }).unwrap());
    } catch (failed) {
      const message = signInFailureText(failed, t);
      if (isApiError(failed) && failed.code === 'CHALLENGE_EXPIRED') {
        onBack(message);
        return;
      }
      // A wrong code is typed again from the start.
      if (isApiError(failed) && failed.code === 'INVALID_CODE') setCode('');
      setFailure(message);
      codeRef.current?.focus();
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <AuthFailure message={failure} />
      <FormField label={t('auth.codePrompt')} required error={error ? t(error) : null}>
        {/* The digits read left to right in Arabic too. */}
        <Input
          ref={codeRef}
          dir="ltr"
          className={styles.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(_event, data) => {
            setCode(sanitizeSignInCode(data.value));
            setError(null);
          }}
        />
      </FormField>
      <div className={styles.actions}>
        <SubmitButton saving={isLoading}>{isLoading ? t('auth.verifying') : t('auth.verify')}</SubmitButton>
        <Button appearance="subtle" disabled={isLoading} onClick={() => onBack(null)}>
          {t('auth.back')}
        </Button>
      </div>
    </form>
  );
}
