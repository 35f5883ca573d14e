import { Input } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isSecondFactorStep, type LoginResult, type SecondFactorStep, useLoginMutation } from '../api/login-api';
import { brandName } from '../config/runtime-config';
import { useAppDispatch } from '../store/hooks';
import { FormField } from '../ui/FormField/FormField';
import { SubmitButton } from '../ui/FormActions/FormActions';
import { useNotify } from '../ui/notifications/use-notify';
import { sessionStarted } from '../auth/auth-slice';
import { AuthCard, AuthFailure } from './AuthCard';
import { SecondFactorSteps } from './SecondFactorSteps';
import { signInFailureText } from './sign-in-failure';
import { validateSignIn, type SignInErrors, type SignInValues } from './sign-in-rules';
import { forgetTrustedDevice, trustedDeviceToken } from './trusted-devices';
import { useSignInPageStyles } from './useSignInPageStyles.styles';

/**
 * The /auth screen (spec §2 /auth, §5 Login, §8): email and password, 'Sign in' or
 * 'Signing in...', the server's message or 'Login failed. Please try again.' on failure, and on
 * success a welcome toast naming the brand, then /. decisions/staff-access.md: an account with a second factor is
 * asked for its code next, in the same card, unless this browser was trusted for it; an account whose role requires
 * one sets it up there (SecondFactorSteps).
 */
export function SignInPage() {
  const { t } = useTranslation();
  const styles = useSignInPageStyles();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useNotify();
  const [login, { isLoading }] = useLoginMutation();
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<SignInErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // The password was right and a second factor is next: the step, and the challenge to send back with the code.
  const [step, setStep] = useState<SecondFactorStep | null>(null);
  const brand = brandName();

  const signedIn = (session: LoginResult) => {
    dispatch(sessionStarted(session));
    notify.success(t('auth.welcome', { brand }));
    navigate('/', { replace: true });
  };

  // Back from the code step: the password is typed again (the challenge it earned is dropped).
  const backToPassword = (reason: string | null) => {
    setStep(null);
    setValues((current) => ({ ...current, password: '' }));
    setFailure(reason);
  };

  const edit = (field: keyof SignInValues) => (_event: unknown, data: { value: string }) => {
    setValues((current) => ({ ...current, [field]: data.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const found = validateSignIn(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const email = values.email.trim();
    const deviceToken = trustedDeviceToken(email);
    try {
      const answer = await login({ email, password: values.password, ...(deviceToken ? { deviceToken } : {}) }).unwrap();
      if (isSecondFactorStep(answer)) {
        // A trusted device skips the code: asked for one all the same, its token no longer works (expired, forgotten).
        if (deviceToken) forgetTrustedDevice(email);
        setStep(answer);
      } else signedIn(answer);
    } catch (error) {
      setFailure(signInFailureText(error, t));
    }
  };

  return (
    <AuthCard title={t('auth.title', { brand })} subtitle={t('auth.subtitle')}>
      {step ? (
        <SecondFactorSteps step={step} email={values.email.trim()} onSignedIn={signedIn} onExpired={backToPassword} onBack={() => backToPassword(null)} />
      ) : (
        <form className={styles.form} noValidate onSubmit={submit}>
          <AuthFailure message={failure} />
          <FormField label={t('auth.email')} required error={errors.email ? t(errors.email) : null}>
            <Input type="email" autoComplete="username" value={values.email} onChange={edit('email')} />
          </FormField>
          <FormField label={t('auth.password')} required error={errors.password ? t(errors.password) : null}>
            <Input type="password" autoComplete="current-password" value={values.password} onChange={edit('password')} />
          </FormField>
          <SubmitButton saving={isLoading}>{isLoading ? t('auth.signingIn') : t('auth.signIn')}</SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
