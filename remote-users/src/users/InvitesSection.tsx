import { failureMessage, LtrText, useNotify } from '@dukkan/shared';
import { ConfirmDialog, KuwaitTime, ResponsiveTable, StatusBadge, type ResponsiveTableColumn, type StatusTone } from '@dukkan/shared/kit';
import { Button, Spinner, Text } from '@fluentui/react-components';
import { ArrowClockwiseRegular, DismissCircleRegular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { USERS_NS } from '../i18n';
import { type InviteStatus, type StaffInvite, useGetStaffInvitesQuery, useRevokeStaffInviteMutation } from './invites-api';
import { useInvitesStyles } from './useInvitesStyles.styles';

/** An invite's badge: waiting, used, run out, or taken back. */
const STATUS_TONES: Record<InviteStatus, StatusTone> = {
  pending: 'warning',
  accepted: 'success',
  expired: 'subtle',
  revoked: 'danger',
};

/**
 * decisions/staff-access.md: the invites below the users list (pending first, then the last 30 days' others), each
 * with who sent it, when, until when, and Revoke while it is pending.
 */
export function InvitesSection() {
  const { t } = useTranslation(USERS_NS);
  const styles = useInvitesStyles();
  const notify = useNotify();
  const query = useGetStaffInvitesQuery();
  const [revokeInvite, { isLoading: revoking }] = useRevokeStaffInviteMutation();
  const [pendingRevoke, setPendingRevoke] = useState<StaffInvite | null>(null);

  const confirmRevoke = async () => {
    if (!pendingRevoke) return;
    try {
      await revokeInvite(pendingRevoke.id).unwrap();
      notify.success(t('invites.revoked'));
    } catch (failure) {
      // 409 'This invite can no longer be revoked': accepted or run out meanwhile (the list is asked again).
      const message = failureMessage(failure, { failed: t('invites.revokeFailed') });
      if (message) notify.error(message);
    } finally {
      setPendingRevoke(null);
    }
  };

  const columns: ResponsiveTableColumn<StaffInvite>[] = [
    { key: 'email', header: t('invites.columns.email'), cardTitle: true, render: (invite) => <LtrText className={styles.email}>{invite.email}</LtrText> },
    { key: 'role', header: t('invites.columns.role'), render: (invite) => t(`roles.${invite.role}`, { defaultValue: invite.role }) },
    {
      key: 'status',
      header: t('invites.columns.status'),
      // On a phone's card, beside the email: what the invite is at a glance.
      cardTitle: true,
      render: (invite) => <StatusBadge tone={STATUS_TONES[invite.status] ?? 'subtle'}>{t(`invites.statuses.${invite.status}`, { defaultValue: invite.status })}</StatusBadge>,
    },
    { key: 'invitedBy', header: t('invites.columns.invitedBy'), render: (invite) => invite.invitedBy.name },
    { key: 'when', header: t('invites.columns.when'), render: (invite) => <KuwaitTime at={invite.createdAt} /> },
    { key: 'expires', header: t('invites.columns.expires'), render: (invite) => <KuwaitTime at={invite.expiresAt} /> },
    {
      key: 'actions',
      header: t('invites.columns.actions'),
      render: (invite) =>
        invite.status === 'pending' ? (
          <Button appearance="subtle" icon={<DismissCircleRegular />} aria-label={t('invites.revokeLabel', { email: invite.email })} onClick={() => setPendingRevoke(invite)}>
            {t('invites.revoke')}
          </Button>
        ) : null,
    },
  ];

  let body: ReactNode;
  if (query.data) {
    body =
      query.data.length === 0 ? (
        <div role="status" className={styles.empty}>
          <Text className={styles.quiet}>{t('invites.empty')}</Text>
        </div>
      ) : (
        <div className={styles.rows}>
          <ResponsiveTable ariaLabel={t('invites.section')} columns={columns} rows={query.data} getRowKey={(invite) => invite.id} numbered={false} />
        </div>
      );
  } else if (query.isError) {
    const message = failureMessage(query.error, { failed: t('invites.fetchFailed') });
    body =
      message === null ? null : (
        <div role="alert" className={styles.error}>
          <Text weight="semibold">{message}</Text>
          <Button icon={<ArrowClockwiseRegular />} onClick={() => void query.refetch()}>
            {t('actions.retry', { ns: 'common' })}
          </Button>
        </div>
      );
  } else {
    body = <Spinner size="small" label={t('invites.loading')} />;
  }

  return (
    <section className={styles.section} aria-labelledby="invites-title">
      <h2 id="invites-title" className={styles.heading}>
        {t('invites.section')}
      </h2>
      {body}
      <ConfirmDialog
        open={pendingRevoke !== null}
        title={t('invites.revokeTitle')}
        message={t('invites.revokeMessage', { email: pendingRevoke?.email ?? '' })}
        confirmLabel={t('invites.revoke')}
        destructive
        busy={revoking}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setPendingRevoke(null)}
      />
    </section>
  );
}
