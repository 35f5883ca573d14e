import { Card, Input, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../api/api-error';
import { useLoginMutation } from '../api/login-api';
import { brandName } from '../config/runtime-config';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { useAppDispatch } from '../store/hooks';
import { FormField } from '../ui/FormField/FormField';
import { SubmitButton } from '../ui/FormActions/FormActions';
import { useNotify } from '../ui/notifications/use-notify';
import { sessionStarted } from '../auth/auth-slice';
import { validateSignIn, type SignInErrors, type SignInValues } from './sign-in-rules';
import { useSignInPageStyles } from './useSignInPageStyles.styles';

/** spec §8: the server's message when it gave one; our own text otherwise. */
function failureText(error: unknown, t: (key: string) => string): string {
  if (!isApiError(error)) return t('auth.unexpected');
  if (error.code === 'NO_TOKEN') return t('auth.noToken');
  if (typeof error.status === 'number') return error.message ?? t('auth.loginFailed');
  // No answer at all (network down, refused, timed out).
  return t('auth.unexpected');
}

/**
 * The /auth screen (spec §2 /auth, §5 Login, §8): email and password, 'Sign in' or
 * 'Signing in...', the server's message or 'Login failed. Please try again.' on failure, and on
 * success a welcome toast naming the brand, then /.
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
  const brand = brandName();

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
    try {
      const session = await login({ email: values.email.trim(), password: values.password }).unwrap();
      dispatch(sessionStarted(session));
      notify.success(t('auth.welcome', { brand }));
      navigate('/', { replace: true });
    } catch (error) {
      setFailure(failureText(error, t));
    }
  };

  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <div className={styles.top}>
          <LanguageSwitch />
        </div>
        <div className={styles.heading}>
          <Text as="h1" size={700} weight="semibold" className={styles.title}>
            {t('auth.title', { brand })}
          </Text>
          <Text as="p" className={styles.subtitle}>
            {t('auth.subtitle')}
          </Text>
        </div>
        <form className={styles.form} noValidate onSubmit={submit}>
          {failure ? (
            <div role="alert">
              <MessageBar intent="error">
                <MessageBarBody>{failure}</MessageBarBody>
              </MessageBar>
            </div>
          ) : null}
          <FormField label={t('auth.email')} required error={errors.email ? t(errors.email) : null}>
            <Input type="email" autoComplete="username" value={values.email} onChange={edit('email')} />
          </FormField>
          <FormField label={t('auth.password')} required error={errors.password ? t(errors.password) : null}>
            <Input type="password" autoComplete="current-password" value={values.password} onChange={edit('password')} />
          </FormField>
          <SubmitButton saving={isLoading}>{isLoading ? t('auth.signingIn') : t('auth.signIn')}</SubmitButton>
        </form>
      </Card>
    </main>
  );
}
