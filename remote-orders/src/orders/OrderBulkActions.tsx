import { BulkActionBar, BulkDock, BulkOutcomeBar, ConfirmDialog, NO_REASON, reasonBody, useBulkCall } from '@dukkan/shared/kit';
import { Button } from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBulkOrdersMutation } from '../common/orders-api';
import type { OrderReasonDraft } from '../common/order-types';
import { ORDERS_NS } from '../i18n';
import { OrderReasonField } from '../common/OrderReasonField';

export interface OrderBulkActionsProps {
  /** The selected NEW orders' ids. */
  ids: number[];
  /** Clears the selection (after an action, or on Clear). */
  onClear: () => void;
}

/**
 * decisions/reports-and-bulk.md: accept the selected NEW orders, or reject them with one reason (one confirmation);
 * then how many moved and, for each refused (another member of staff took it first: 409), why.
 */
export function OrderBulkActions({ ids, onClear }: OrderBulkActionsProps) {
  const { t } = useTranslation(ORDERS_NS);
  const [bulkOrders, { isLoading }] = useBulkOrdersMutation();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState<OrderReasonDraft>(NO_REASON);
  const { outcome, dismiss, run: runBulk } = useBulkCall();

  const run = async (action: 'accept' | 'reject') => {
    const why = action === 'reject' ? reasonBody(reason) : {};
    if (await runBulk(() => bulkOrders({ action, ids, ...why }).unwrap(), t('bulk.failed'))) onClear();
    setRejecting(false);
  };

  return (
    <BulkDock>
      {outcome ? <BulkOutcomeBar outcome={outcome} name={(id) => `#${id}`} onDismiss={dismiss} /> : null}
      {ids.length > 0 ? (
        <BulkActionBar label={t('bulk.label')} count={ids.length} onClear={onClear}>
          <Button appearance="primary" icon={<CheckmarkRegular />} disabled={isLoading} onClick={() => void run('accept')}>
            {t('bulk.accept')}
          </Button>
          <Button
            icon={<DismissRegular />}
            disabled={isLoading}
            onClick={() => {
              setReason(NO_REASON);
              setRejecting(true);
            }}
          >
            {t('bulk.reject')}
          </Button>
        </BulkActionBar>
      ) : null}
      <ConfirmDialog
        open={rejecting}
        title={t('bulk.rejectTitle')}
        message={
          <>
            {t('bulk.rejectMessage', { count: ids.length })}
            <OrderReasonField value={reason} onChange={setReason} disabled={isLoading} />
          </>
        }
        confirmLabel={t('bulk.reject')}
        cancelLabel={t('confirm.back')}
        destructive
        busy={isLoading}
        onConfirm={() => void run('reject')}
        onCancel={() => setRejecting(false)}
      />
    </BulkDock>
  );
}
