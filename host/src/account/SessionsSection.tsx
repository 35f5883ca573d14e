import { failureMessage, LtrText, type StaffSession, useLogout, useNotifiedCall, useNotify } from '@dukkan/shared';
import { ConfirmDialog, KuwaitTime, PageSection } from '@dukkan/shared/kit';
import { Badge, Button, Spinner, Text } from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NS } from '../i18n';
import { AccountList } from './AccountList';
import { useEndMyOtherSessionsMutation, useEndMySessionMutation, useGetMySessionsQuery } from './account-api';
import { useAccountPageStyles } from './useAccountPageStyles.styles';
import { useDeviceName } from './use-device-name';

/**
 * decisions/staff-access.md: the sessions one's account is signed in with — the device, its address, when it signed
 * in and was last active, this one marked — each signed out on its own (this one signs this panel out), or every
 * other at once.
 */
export function SessionsSection() {
  const { t } = useTranslation(HOST_NS);
  const styles = useAccountPageStyles();
  const sessions = useGetMySessionsQuery();
  const [endOthers, endingOthers] = useEndMyOtherSessionsMutation();
  const run = useNotifiedCall();
  const [confirmOthers, setConfirmOthers] = useState(false);
  const others = (sessions.data ?? []).filter((session) => !session.current).length;

  const signOutOthers = async () => {
    await run(() => endOthers().unwrap(), { success: t('account.sessions.signedOutOthers'), failed: t('account.sessions.signOutOthersFailed') });
    setConfirmOthers(false);
  };

  return (
    <PageSection id="account-sessions" title={t('account.sessions.heading')}>
      <Text className={styles.quiet}>{t('account.sessions.hint')}</Text>
      <AccountList
        query={sessions}
        labelledBy="account-sessions"
        texts={{ loading: t('account.sessions.loading'), failed: t('account.sessions.failed'), empty: t('account.sessions.empty') }}
        row={(session) => <SessionRow key={session.id} session={session} />}
      />
      {others > 0 ? (
        <div className={styles.actions}>
          <Button icon={<SignOutRegular />} onClick={() => setConfirmOthers(true)}>
            {t('account.sessions.signOutOthers')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmOthers}
        title={t('account.sessions.signOutOthersTitle')}
        message={t('account.sessions.signOutOthersMessage')}
        confirmLabel={t('account.sessions.signOutOthers')}
        destructive
        busy={endingOthers.isLoading}
        onConfirm={() => void signOutOthers()}
        onCancel={() => setConfirmOthers(false)}
      />
    </PageSection>
  );
}

/** One session: what it is, where from, since when; its Sign out (this device's signs this panel out). */
function SessionRow({ session }: { session: StaffSession }) {
  const { t } = useTranslation(HOST_NS);
  const styles = useAccountPageStyles();
  const [endSession, ending] = useEndMySessionMutation();
  const run = useNotifiedCall();
  const notify = useNotify();
  const logout = useLogout();
  const device = useDeviceName()(session.userAgent);

  const signOut = async () => {
    if (session.current) {
      // This panel's own session: once the API has ended it, the panel signs out as Logout does (and says so).
      try {
        await endSession(session.id).unwrap();
        logout();
      } catch (error) {
        const message = failureMessage(error, { failed: t('account.sessions.signOutFailed') });
        if (message) notify.error(message);
      }
      return;
    }
    await run(() => endSession(session.id).unwrap(), { success: t('account.sessions.signedOut'), failed: t('account.sessions.signOutFailed') });
  };

  return (
    <li className={styles.row} aria-label={device}>
      <div className={styles.rowHead}>
        <Text weight="semibold">{device}</Text>
        {session.current ? (
          <Badge appearance="tint" color="brand">
            {t('account.sessions.thisDevice')}
          </Badge>
        ) : null}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('account.sessions.address')}</dt>
          <dd>
            <LtrText>{session.ip}</LtrText>
          </dd>
        </div>
        <div>
          <dt>{t('account.sessions.signedIn')}</dt>
          <dd>
            <KuwaitTime at={session.createdAt} />
          </dd>
        </div>
        <div>
          <dt>{t('account.sessions.lastActive')}</dt>
          <dd>
            <KuwaitTime at={session.lastSeenAt} />
          </dd>
        </div>
      </dl>
      <div>
        <Button
          size="small"
          icon={ending.isLoading ? <Spinner size="tiny" /> : <SignOutRegular />}
          disabled={ending.isLoading}
          aria-label={t('account.sessions.signOutLabel', { device })}
          onClick={() => void signOut()}
        >
          {t('account.sessions.signOut')}
        </Button>
      </div>
    </li>
  );
}
