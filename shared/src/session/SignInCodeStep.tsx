import { Button, Checkbox, Input, Link } from '@fluentui/react-components';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthFailure } from './AuthCard';
import { isApiError } from '../api/api-error';
import { useVerifySignInMutation, type VerifiedSignIn } from '../api/login-api';
import type { VerifyBody } from '../wire/api-contract';
import { FormField } from '../ui/FormField/FormField';
import { SubmitButton } from '../ui/FormActions/FormActions';
import { signInFailureText } from './sign-in-failure';
import { sanitizeSignInCode, validateRecoveryCode, validateSignInCode } from './sign-in-rules';
import { useSignInPageStyles } from './useSignInPageStyles.styles';

export interface SignInCodeStepProps {
  /** The password step's challenge, sent back with the code. */
  challenge: string;
  /**
   * 'totp': the account's code, or one of its recovery codes instead. 'setup': the first code of a key just set up
   * (SignInSetupStep), which turns the factor on — no recovery code exists yet.
   * @default 'totp'
   */
  purpose?: 'totp' | 'setup';
  /** The code was right: the session, and what came with it (a device token, the first recovery codes). */
  onVerified: (answer: VerifiedSignIn) => void;
  /** The challenge ran out: the server's reason. */
  onExpired: (reason: string) => void;
  /** Back to the password step; no Back button without it. */
  onBack?: () => void;
}

/** Which code the field takes: the app's 6 digits, or a recovery code. */
type CodeKind = 'app' | 'recovery';

/**
 * decisions/staff-access.md: the sign-in's second step, in the same card — the 6-digit code from the authenticator
 * app (or, after 'Use a recovery code', one of the account's recovery codes), 'Trust this device for 30 days', 'Verify',
 * and 'Back' to the password. A challenge that ran out goes back with the server's reason; a wrong code or too many
 * tries says the server's message here.
 */
export function SignInCodeStep({ challenge, purpose = 'totp', onVerified, onExpired, onBack }: SignInCodeStepProps) {
  const { t } = useTranslation();
  const styles = useSignInPageStyles();
  const [verify, { isLoading }] = useVerifySignInMutation();
  const [kind, setKind] = useState<CodeKind>('app');
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const setup = purpose === 'setup';

  // The step opens on its one field (and goes back to it after a wrong code, below). A setup's field comes after the
  // key to scan: focusing it would scroll the QR code away on a phone.
  useEffect(() => {
    if (!setup) codeRef.current?.focus();
  }, [setup]);

  const switchKind = (next: CodeKind) => {
    setKind(next);
    setCode('');
    setError(null);
    setFailure(null);
    codeRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const found = kind === 'app' ? validateSignInCode(code) : validateRecoveryCode(code);
    setError(found);
    setFailure(null);
    if (found) {
      codeRef.current?.focus();
      return;
    }
    const body: VerifyBody = { challenge, ...(kind === 'app' ? { code } : { recoveryCode: code.trim() }), ...(trustDevice ? { trustDevice } : {}) };
    try {
      onVerified(await verify(body).unwrap());
    } catch (failed) {
      const message = signInFailureText(failed, t);
      if (isApiError(failed) && failed.code === 'CHALLENGE_EXPIRED') {
        onExpired(message);
        return;
      }
      // A wrong app code is typed again from the start (the app shows a new one soon); a recovery code stays, to fix
      // the one character mistyped.
      if (isApiError(failed) && failed.code === 'INVALID_CODE') setCode('');
      setFailure(message);
      codeRef.current?.focus();
    }
  };

  const [submitLabel, busyLabel] = setup ? [t('auth.setup.submit'), t('auth.setup.submitting')] : [t('auth.verify'), t('auth.verifying')];

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <AuthFailure message={failure} />
      {kind === 'app' ? (
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
      ) : (
        <FormField label={t('auth.recoveryCode')} required error={error ? t(error) : null}>
          {/* Letters and digits read left to right in Arabic too; no browser offers to keep or fill it. */}
          <Input
            ref={codeRef}
            dir="ltr"
            className={styles.code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            onChange={(_event, data) => {
              setCode(data.value);
              setError(null);
            }}
          />
        </FormField>
      )}
      {setup ? null : (
        <Link as="button" type="button" className={styles.switch} disabled={isLoading} onClick={() => switchKind(kind === 'app' ? 'recovery' : 'app')}>
          {kind === 'app' ? t('auth.useRecoveryCode') : t('auth.useAppCode')}
        </Link>
      )}
      <Checkbox label={t('auth.trustDevice')} checked={trustDevice} disabled={isLoading} onChange={(_event, data) => setTrustDevice(data.checked === true)} />
      <div className={styles.actions}>
        <SubmitButton saving={isLoading}>{isLoading ? busyLabel : submitLabel}</SubmitButton>
        {onBack ? (
          <Button appearance="subtle" disabled={isLoading} onClick={onBack}>
            {t('auth.back')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
