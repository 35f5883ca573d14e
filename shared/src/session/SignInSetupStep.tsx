import { Button, Spinner, Text } from '@fluentui/react-components';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { useSetUpSignInMutation } from '../api/login-api';
import type { TwoFactorSetup } from '../wire/api-contract';
import { AuthFailure } from './AuthCard';
import { SignInCodeStep, type SignInCodeStepProps } from './SignInCodeStep';
import { signInFailureText } from './sign-in-failure';
import { TwoFactorKey } from './TwoFactorKey';
import { useSignInPageStyles } from './useSignInPageStyles.styles';
import { useTwoFactorStyles } from './useTwoFactorStyles.styles';

export type SignInSetupStepProps = Omit<SignInCodeStepProps, 'purpose'>;

/**
 * decisions/staff-access.md: the account's role requires a second factor (owners) and it has none. The step makes a
 * key (user/login/setup), shows it as the account page does (QR code, the key to type), and the app's first code
 * turns the factor on and signs in — with the recovery codes next (SecondFactorSteps).
 */
export function SignInSetupStep({ challenge, onExpired, ...codeStep }: SignInSetupStepProps) {
  const { t } = useTranslation();
  const styles = useSignInPageStyles();
  const twoFactorStyles = useTwoFactorStyles();
  const [setUp, { isLoading }] = useSetUpSignInMutation();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Each call makes a new key and voids the last: one per challenge, even when an effect runs twice (StrictMode).
  const asked = useRef<string | null>(null);

  const makeKey = useCallback(async () => {
    setFailure(null);
    try {
      setSetup(await setUp({ challenge }).unwrap());
    } catch (error) {
      const message = signInFailureText(error, t);
      if (isApiError(error) && error.code === 'CHALLENGE_EXPIRED') onExpired(message);
      else setFailure(message);
    }
  }, [challenge, onExpired, setUp, t]);

  useEffect(() => {
    if (asked.current === challenge) return;
    asked.current = challenge;
    void makeKey();
  }, [challenge, makeKey]);

  let body: ReactNode;
  if (setup) {
    body = (
      <>
        <TwoFactorKey setup={setup} />
        <SignInCodeStep challenge={challenge} purpose="setup" onExpired={onExpired} {...codeStep} />
      </>
    );
  } else if (failure) {
    body = (
      <div className={styles.actions}>
        <AuthFailure message={failure} />
        <Button appearance="primary" onClick={() => void makeKey()}>
          {t('auth.setup.retry')}
        </Button>
        {codeStep.onBack ? (
          <Button appearance="subtle" onClick={codeStep.onBack}>
            {t('auth.back')}
          </Button>
        ) : null}
      </div>
    );
  } else {
    body = <Spinner size="small" label={t('auth.setup.loading')} />;
  }

  return (
    <div className={styles.form} aria-busy={isLoading || undefined}>
      <div className={twoFactorStyles.panel}>
        <Text as="h2" size={500} weight="semibold" className={twoFactorStyles.title}>
          {t('auth.setup.title')}
        </Text>
        <Text as="p" className={twoFactorStyles.hint}>
          {t('auth.setup.hint')}
        </Text>
      </div>
      {body}
    </div>
  );
}
