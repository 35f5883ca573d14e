import { failureMessage, useCan, useNotifiedCall, useNotify } from '@dukkan/shared';
import { ConfirmDialog, serverFieldErrors } from '@dukkan/shared/kit';
import { Button, mergeClasses, Text } from '@fluentui/react-components';
import { HandRightRegular, PersonArrowRightRegular, PersonDeleteRegular, PersonRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../i18n';
import { isClaimable, useClaimHolder } from './order-claim';
import type { Order } from './order-types';
import { useAssignOrderMutation, useClaimOrderMutation, useReleaseOrderClaimMutation } from './orders-api';
import { StaffPicker } from './StaffPicker';
import { useOrderClaimPanelStyles } from './useOrderClaimPanelStyles.styles';

/**
 * decisions/order-workspace.md: who holds the order ('Claimed by you', 'Claimed by Fatima Al-Sabah'), and, for
 * staff who may act on orders, Claim, Release (another's after asking) and, for owners (who may read the staff),
 * Assign to a colleague. In the order popup and on the order page; the order shown is the cached one, so a claim
 * made anywhere shows here live. A refusal (the API's 409 names the holder) is a toast; a colleague the order
 * cannot go to is said under the picker.
 */
export function OrderClaimPanel({ order, className }: { order: Order; className?: string }) {
  const { t } = useTranslation(ORDERS_NS);
  const styles = useOrderClaimPanelStyles();
  const notify = useNotify();
  const run = useNotifiedCall();
  const canAct = useCan('orders.act');
  const canPickStaff = useCan('users.manage');
  const { holder, text } = useClaimHolder(order);
  const [claim, claiming] = useClaimOrderMutation();
  const [release, releasing] = useReleaseOrderClaimMutation();
  const [assign, assigning] = useAssignOrderMutation();
  const [askRelease, setAskRelease] = useState(false);
  const [picking, setPicking] = useState(false);
  const [userId, setUserId] = useState('');
  const [assignError, setAssignError] = useState<string | null>(null);
  const titleId = useId();
  const busy = claiming.isLoading || releasing.isLoading || assigning.isLoading;

  const doClaim = () => void run(() => claim(order.id).unwrap(), { success: t('claim.claimed'), failed: t('claim.claimFailed'), errored: t('claim.claimError') });
  const doRelease = async () => {
    await run(() => release(order.id).unwrap(), { success: t('claim.released'), failed: t('claim.releaseFailed'), errored: t('claim.releaseError') });
    setAskRelease(false);
  };
  const doAssign = async () => {
    setAssignError(null);
    try {
      const answer = await assign({ id: order.id, userId: Number(userId) }).unwrap();
      notify.success(t('claim.assigned', { name: answer.claim?.holder?.name ?? '' }));
      setPicking(false);
      setUserId('');
    } catch (error) {
      // 400 on userId (a colleague who may not act on this order's shop): under the picker, not a toast.
      const field = serverFieldErrors(error, ['userId']).userId;
      if (field) setAssignError(field);
      else {
        const message = failureMessage(error, { failed: t('claim.assignFailed'), errored: t('claim.assignError') });
        if (message) notify.error(message);
      }
    }
  };

  const open = isClaimable(order);
  if (!open && !holder) return null;
  const actions = canAct && open;
  return (
    <fieldset aria-labelledby={titleId} className={mergeClasses(styles.root, className)}>
      <span id={titleId} className={styles.status}>
        <PersonRegular aria-hidden className={styles.icon} />
        {text ? (
          <Text weight="semibold">
            <bdi>{text}</bdi>
          </Text>
        ) : (
          <Text className={styles.quiet}>{t('claim.none')}</Text>
        )}
      </span>
      {actions ? (
        <div className={styles.actions}>
          {holder?.mine ? null : (
            <Button size="small" appearance="primary" icon={<HandRightRegular />} disabled={busy} onClick={doClaim}>
              {t('claim.claim')}
            </Button>
          )}
          {holder ? (
            <Button size="small" icon={<PersonDeleteRegular />} disabled={busy} onClick={() => (holder.mine ? void doRelease() : setAskRelease(true))}>
              {t('claim.release')}
            </Button>
          ) : null}
          {canPickStaff ? (
            <Button size="small" icon={<PersonArrowRightRegular />} disabled={busy} aria-expanded={picking} onClick={() => setPicking((shown) => !shown)}>
              {t('claim.assign')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {actions && canPickStaff && picking ? (
        <div className={styles.assign}>
          <StaffPicker
            label={t('claim.assignField')}
            placeholder={t('claim.assignPlaceholder')}
            failedText={t('claim.staffFailed')}
            value={userId}
            onChange={(id) => {
              setUserId(id);
              setAssignError(null);
            }}
            error={assignError ?? undefined}
            disabled={assigning.isLoading}
            className={styles.picker}
          />
          <Button appearance="primary" disabled={!userId || assigning.isLoading} onClick={() => void doAssign()}>
            {t('claim.assignConfirm')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={askRelease}
        title={t('claim.releaseTitle')}
        message={t('claim.releaseMessage', { id: order.id, name: holder?.name ?? '' })}
        confirmLabel={t('claim.release')}
        cancelLabel={t('confirm.back')}
        busy={releasing.isLoading}
        onConfirm={() => void doRelease()}
        onCancel={() => setAskRelease(false)}
      />
    </fieldset>
  );
}
