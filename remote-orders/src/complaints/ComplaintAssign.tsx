import { failureMessage, selectCurrentUser, useAppSelector, useCan, useNotify } from '@dukkan/shared';
import { serverFieldErrors, PageSection } from '@dukkan/shared/kit';
import { Button, Text } from '@fluentui/react-components';
import { PersonArrowRightRegular, PersonDeleteRegular, PersonRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../i18n';
import { type Complaint, useAssignComplaintMutation } from '../common/complaints-api';
import { StaffPicker } from '../common/StaffPicker';
import { useComplaintsStyles } from './useComplaintsStyles.styles';

/**
 * decisions/complaints.md: who works the complaint. Staff who may act take it ("Assign to me") or leave it to nobody;
 * owners (who may read the staff, as on the order's claim) give it to a colleague through the order page's picker. A
 * colleague who may not act on the order's shop is said under the picker (the API's 400), anything else as a toast.
 */
export function ComplaintAssign({ complaint }: { complaint: Complaint }) {
  const { t } = useTranslation(ORDERS_NS);
  const styles = useComplaintsStyles();
  const notify = useNotify();
  const me = useAppSelector(selectCurrentUser);
  const canAct = useCan('complaints.act') && complaint.status === 'open';
  const canPickStaff = useCan('users.manage');
  const [assign, assigning] = useAssignComplaintMutation();
  const [picking, setPicking] = useState(false);
  const [userId, setUserId] = useState('');
  const [pickError, setPickError] = useState<string | null>(null);
  const busy = assigning.isLoading;
  // A session's id may be a string (sessions stored before the API's numbers): the API takes a number.
  const myId = Number(me?.id);
  const known = Number.isInteger(myId) && myId > 0;
  const mine = known && complaint.assignee?.id === myId;

  const doAssign = async (to: number | null) => {
    setPickError(null);
    try {
      const { complaint: answer } = await assign({ id: complaint.id, userId: to }).unwrap();
      notify.success(answer.assignee ? t('complaints.assign.done', { name: answer.assignee.name }) : t('complaints.assign.cleared'));
      setPicking(false);
      setUserId('');
    } catch (error) {
      const field = serverFieldErrors(error, ['userId']).userId;
      if (field && picking) setPickError(field);
      else {
        const message = field ?? failureMessage(error, { failed: t('complaints.assign.failed'), errored: t('complaints.assign.errored') });
        if (message) notify.error(message);
      }
    }
  };

  return (
    <PageSection id="complaint-assignee" title={t('complaints.assign.title')}>
      <span className={styles.noteHead}>
        <PersonRegular aria-hidden />
        {complaint.assignee ? (
          <Text weight="semibold">
            <bdi>{complaint.assignee.name}</bdi>
          </Text>
        ) : (
          <Text className={styles.quiet}>{t('complaints.nobody')}</Text>
        )}
      </span>
      {canAct ? (
        <div className={styles.actions}>
          {mine || !known ? null : (
            <Button appearance="primary" icon={<PersonArrowRightRegular />} disabled={busy} onClick={() => void doAssign(myId)}>
              {t('complaints.assign.toMe')}
            </Button>
          )}
          {complaint.assignee ? (
            <Button icon={<PersonDeleteRegular />} disabled={busy} onClick={() => void doAssign(null)}>
              {t('complaints.assign.nobody')}
            </Button>
          ) : null}
          {canPickStaff ? (
            <Button disabled={busy} aria-expanded={picking} onClick={() => setPicking((shown) => !shown)}>
              {t('complaints.assign.pick')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {canAct && canPickStaff && picking ? (
        <div className={styles.assign}>
          <StaffPicker
            label={t('complaints.assign.field')}
            placeholder={t('complaints.assign.placeholder')}
            failedText={t('complaints.assign.staffFailed')}
            value={userId}
            onChange={(id) => {
              setUserId(id);
              setPickError(null);
            }}
            error={pickError ?? undefined}
            disabled={busy}
            className={styles.picker}
          />
          <Button appearance="primary" disabled={!userId || busy} onClick={() => void doAssign(Number(userId))}>
            {t('complaints.assign.confirm')}
          </Button>
        </div>
      ) : null}
    </PageSection>
  );
}
