import { useNotify } from '@dukkan/shared';
import { FormDialog, FormSelect, FormTextarea, useRulesForm } from '@dukkan/shared/kit';
import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ORDERS_NS } from '../i18n';
import {
  COMPLAINT_RESOLUTIONS,
  EMPTY_RESOLVE,
  RESOLUTION_NOTE_MAX,
  RESOLVE_FIELDS,
  validateResolve,
  type ResolveField,
  type ResolveValues,
} from '../common/complaint-rules';
import { type Complaint, type ComplaintResolution, useResolveComplaintMutation } from '../common/complaints-api';
import { useGetOrderLedgerQuery } from '../common/orders-api';
import { useRefundText } from './use-refund-text';
import { useComplaintsStyles } from './useComplaintsStyles.styles';

/**
 * decisions/complaints.md: how the complaint ended, with a note (3 to 1000 characters). Money goes back through the
 * order's own refunds (decisions/money-ledger.md), so "Refund or credit" names one of them, read from the order's
 * ledger (a failed one is no resolution); with none, the order page is where to make it first.
 */
export function ComplaintResolveDialog({ complaint, onClose }: { complaint: Complaint; onClose: () => void }) {
  const { t } = useTranslation(ORDERS_NS);
  const styles = useComplaintsStyles();
  const notify = useNotify();
  const refundText = useRefundText();
  const [resolve] = useResolveComplaintMutation();
  const { form, formProps, errorOf, saving } = useRulesForm<ResolveValues, ResolveField>({
    defaultValues: EMPTY_RESOLVE,
    rules: validateResolve,
    ruleText: (key) => t(`complaints.resolve.rules.${key}`),
    serverFields: RESOLVE_FIELDS,
    save: ({ kind, refundId, note }) =>
      resolve({ id: complaint.id, kind: kind as ComplaintResolution, note: note.trim(), ...(kind === 'refund' ? { refundId: Number(refundId) } : {}) }).unwrap(),
    onSaved: () => {
      notify.success(t('complaints.resolve.done', { id: complaint.id }));
      onClose();
    },
    failureTexts: { failed: t('complaints.resolve.failed'), errored: t('complaints.resolve.errored') },
    onFailure: notify.error,
    guardsNavigation: false,
  });
  const byRefund = form.watch('kind') === 'refund';
  const ledger = useGetOrderLedgerQuery(complaint.order.id, { skip: !byRefund });
  const refunds = (ledger.data?.refunds ?? []).filter((refund) => refund.status !== 'failed');

  let refundField = null;
  if (byRefund && ledger.data === undefined) {
    refundField = ledger.isFetching ? <Spinner size="tiny" labelPosition="after" label={t('complaints.resolve.refundsLoading')} /> : null;
  } else if (byRefund && refunds.length === 0) {
    refundField = (
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>
          {t('complaints.resolve.noRefunds')}{' '}
          <Link className={styles.link} to={`/order-items/${complaint.order.id}`}>
            {t('complaints.orderLink', { id: complaint.order.id })}
          </Link>
        </MessageBarBody>
      </MessageBar>
    );
  } else if (byRefund) {
    refundField = (
      <FormSelect
        control={form.control}
        name="refundId"
        label={t('complaints.resolve.refund')}
        placeholder={t('complaints.resolve.refundPlaceholder')}
        options={refunds.map((refund) => ({ value: String(refund.id), label: refundText(refund) }))}
        required
        error={errorOf('refundId')}
        disabled={saving}
      />
    );
  }

  return (
    <FormDialog title={t('complaints.resolve.title', { id: complaint.id })} form={{ formProps, saving }} onClose={onClose} submitLabel={t('complaints.resolve.submit')}>
      <FormSelect
        control={form.control}
        name="kind"
        label={t('complaints.resolve.kind')}
        placeholder={t('complaints.resolve.kindPlaceholder')}
        options={COMPLAINT_RESOLUTIONS.map((kind) => ({ value: kind, label: t(`complaints.resolutions.${kind}`) }))}
        required
        error={errorOf('kind')}
        disabled={saving}
      />
      {refundField}
      <FormTextarea control={form.control} name="note" label={t('complaints.resolve.note')} required error={errorOf('note')} limit={RESOLUTION_NOTE_MAX} disabled={saving} />
    </FormDialog>
  );
}
