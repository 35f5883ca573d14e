import {
  brandName,
  failureMessage,
  isApiError,
  isSecondFactorStep,
  AuthCard,
  type LoginAnswer,
  type LoginResult,
  LtrText,
  SecondFactorSteps,
  type SecondFactorStep,
  selectIsAuthenticated,
  sessionStarted,
  useAppDispatch,
  useAppSelector,
  useLogout,
  useNotify,
} from '@dukkan/shared';
import { FormInput, FormPhoneInput, KuwaitTime, SubmitButton, useRulesForm } from '@dukkan/shared/kit';
import { Button, Spinner, Text } from '@fluentui/react-components';
import { type ReactNode, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { HOST_NS } from '../i18n';
import { useAcceptStaffInviteMutation, useGetStaffInviteQuery } from './invite-api';
import { INVITE_FIELDS, type InviteField, type InviteValues, toAcceptBody, validateInvite } from './invite-rules';
import { useInvitePageStyles } from './useInvitePageStyles.styles';

/** Why an invite cannot be used: the API's 404 (no such link) or 410 (expired, or already used). */
type Unusable = 'notFound' | 'expired';

function unusableOf(error: unknown): Unusable | null {
  if (!isApiError(error)) return null;
  if (error.status === 404) return 'notFound';
  if (error.status === 410) return 'expired';
  return null;
}

/**
 * /invite/:token (decisions/staff-access.md): a new member of staff opens the link they were sent, sees the email and
 * role it is for, and sets their name, phone and own password; 'Create my account' signs them in and opens the panel.
 * A role that requires a second factor (owners) sets it up first, on the same page, with the sign-in's own steps.
 * A link that is not valid or has expired says so, with the way to sign in. A signed-in visitor is asked to sign out
 * first: the invite is for a new account.
 */
export function InvitePage() {
  const { t } = useTranslation(HOST_NS);
  const { token = '' } = useParams();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const brand = brandName();
  return (
    <AuthCard title={t('invite.title', { brand })}>
      {signedIn ? <SignOutFirst /> : <InviteForm token={token} />}
    </AuthCard>
  );
}

function SignOutFirst() {
  const { t } = useTranslation(HOST_NS);
  const logout = useLogout();
  return (
    <Notice title={t('invite.signedInTitle')} hint={t('invite.signedInHint')}>
      <Button appearance="primary" onClick={logout}>
        {t('invite.signOut')}
      </Button>
    </Notice>
  );
}

/** A page-sized message in the card: what happened, why, and the way on. */
function Notice({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const styles = useInvitePageStyles();
  return (
    <div className={styles.notice} role="alert">
      <Text as="h2" size={500} weight="semibold" className={styles.title}>
        {title}
      </Text>
      <Text className={styles.quiet}>{hint}</Text>
      {children}
    </div>
  );
}

function InviteForm({ token }: { token: string }) {
  const { t } = useTranslation(HOST_NS);
  const styles = useInvitePageStyles();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useNotify();
  const invite = useGetStaffInviteQuery(token);
  const [accept] = useAcceptStaffInviteMutation();
  // An invite that ran out (or was used) while the form was being filled in.
  const [refused, setRefused] = useState<Unusable | null>(null);
  const accepted = useRef<LoginAnswer | null>(null);
  // The account is made and its role requires a second factor: its setup, then the panel.
  const [step, setStep] = useState<SecondFactorStep | null>(null);
  // The setup took too long: the account exists, so the way on is the sign-in (which sets it up again).
  const [setupExpired, setSetupExpired] = useState<string | null>(null);
  // The page itself says an unusable invite: no toast repeats it.
  const refusedNow = useRef<Unusable | null>(null);
  const brand = brandName();
  const { form, formProps, errorOf, saving } = useRulesForm<InviteValues, InviteField>({
    defaultValues: { name: '', phone: '', password: '', confirmPassword: '' },
    rules: validateInvite,
    ruleText: (key) => t(`invite.rules.${key}`),
    serverFields: INVITE_FIELDS,
    save: async (values) => {
      try {
        accepted.current = await accept({ token, body: toAcceptBody(values) }).unwrap();
      } catch (error) {
        refusedNow.current = unusableOf(error);
        setRefused(refusedNow.current);
        throw error;
      }
    },
    onSaved: () => {
      if (!accepted.current) return;
      if (isSecondFactorStep(accepted.current)) setStep(accepted.current);
      else signedIn(accepted.current);
    },
    failureTexts: { failed: t('invite.failed'), errored: t('invite.errored') },
    onFailure: (message) => {
      if (!refusedNow.current) notify.error(message);
    },
    afterEdit: 'clear',
    guardsNavigation: false,
  });

  function signedIn(session: LoginResult) {
    dispatch(sessionStarted(session));
    notify.success(t('invite.created', { brand }));
    navigate('/', { replace: true });
  }

  if (setupExpired) {
    return (
      <Notice title={setupExpired} hint={t('invite.setupExpiredHint')}>
        <Link to="/auth">{t('invite.goToSignIn')}</Link>
      </Notice>
    );
  }
  // No Back: the account is made, there is no form to go back to.
  if (step && invite.data) return <SecondFactorSteps step={step} email={invite.data.email} onSignedIn={signedIn} onExpired={setSetupExpired} />;

  const unusable = refused ?? (invite.isError ? unusableOf(invite.error) : null);
  if (unusable) {
    return (
      <Notice title={t(`invite.${unusable}`)} hint={t(`invite.${unusable}Hint`)}>
        <Link to="/auth">{t('invite.goToSignIn')}</Link>
      </Notice>
    );
  }
  if (invite.isError) {
    return (
      <Notice title={t('invite.loadFailed')} hint={failureMessage(invite.error, { failed: t('invite.loadFailed'), errored: t('invite.errored') }) ?? ''}>
        <Button onClick={() => void invite.refetch()}>{t('invite.retry')}</Button>
      </Notice>
    );
  }
  if (!invite.data) return <Spinner label={t('invite.loading')} />;

  const { email, role, expiresAt } = invite.data;
  return (
    <form {...formProps} className={styles.form} aria-label={t('invite.title', { brand })}>
      <Text as="p" className={styles.quiet}>
        <Trans
          t={t}
          i18nKey="invite.forAccount"
          values={{ email, role: t(`invite.roles.${role}`, { defaultValue: role }) }}
          components={{ email: <LtrText className={styles.email} /> }}
        />{' '}
        <Trans t={t} i18nKey="invite.expires" components={{ time: <KuwaitTime at={expiresAt} /> }} />
      </Text>
      <FormInput control={form.control} name="name" label={t('invite.name')} required error={errorOf('name')} autoComplete="name" disabled={saving} />
      <FormPhoneInput control={form.control} name="phone" label={t('invite.phone')} error={errorOf('phone')} autoComplete="tel-national" disabled={saving} />
      <FormInput control={form.control} name="password" label={t('invite.password')} required error={errorOf('password')} type="password" autoComplete="new-password" disabled={saving} />
      <FormInput
        control={form.control}
        name="confirmPassword"
        label={t('invite.confirmPassword')}
        required
        error={errorOf('confirmPassword')}
        type="password"
        autoComplete="new-password"
        disabled={saving}
      />
      <SubmitButton saving={saving}>{saving ? t('invite.submitting') : t('invite.submit')}</SubmitButton>
    </form>
  );
}
