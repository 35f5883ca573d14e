import { useState } from 'react';
import type { LoginResult, SecondFactorStep, VerifiedSignIn } from '../api/login-api';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { SignInCodeStep } from './SignInCodeStep';
import { SignInSetupStep } from './SignInSetupStep';
import { rememberTrustedDevice } from './trusted-devices';

export interface SecondFactorStepsProps {
  /** What the password (or an invite's accept) answered: the code next, or a key to set up first. */
  step: SecondFactorStep;
  /** The account's email: a device trusted here is kept under it for its next sign-in. */
  email: string;
  /** Signed in: the session to start (after the recovery codes, when the factor was just turned on). */
  onSignedIn: (session: LoginResult) => void;
  /** The challenge ran out: the server's reason. */
  onExpired: (reason: string) => void;
  /** Back to the password; no Back button without it. */
  onBack?: () => void;
}

/**
 * decisions/staff-access.md: from a right password to the session — the account's code (SignInCodeStep), or, for a
 * role that requires a second factor it does not have, its setup (SignInSetupStep) and then its recovery codes, shown
 * once before the panel opens. The sign-in page and an invite's page go through the same steps.
 */
export function SecondFactorSteps({ step, email, onSignedIn, onExpired, onBack }: SecondFactorStepsProps) {
  // The factor was just turned on: the session waits while its recovery codes are kept.
  const [fresh, setFresh] = useState<{ session: LoginResult; codes: string[] } | null>(null);

  const verified = ({ deviceToken, recoveryCodes, ...session }: VerifiedSignIn) => {
    if (deviceToken) rememberTrustedDevice(email, deviceToken);
    if (recoveryCodes?.length) setFresh({ session, codes: recoveryCodes });
    else onSignedIn(session);
  };

  if (fresh) return <RecoveryCodesPanel codes={fresh.codes} onContinue={() => onSignedIn(fresh.session)} />;
  const Step = step.secondFactor === 'setup' ? SignInSetupStep : SignInCodeStep;
  return <Step key={step.challenge} challenge={step.challenge} onVerified={verified} onExpired={onExpired} onBack={onBack} />;
}
