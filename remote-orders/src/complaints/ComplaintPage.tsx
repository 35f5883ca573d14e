import { COMMON_NAMESPACE, formatKwd, localizedName, LtrText, useCan, useLanguage, useNotifiedCall } from '@dukkan/shared';
import { BackLink, ConfirmDialog, Fact, Facts, ORDER_STATUS_TONES, PageHeader, PhoneLinks, StatusBadge, RecordState, PageSection, KuwaitTime } from '@dukkan/shared/kit';
import { Button, Text } from '@fluentui/react-components';
import { ArrowUndoRegular, CheckmarkRegular } from '@fluentui/react-icons';
import { useState, } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ORDERS_NS } from '../i18n';
import { COMPLAINT_STATUS_TONES, useComplaintTimes } from '../common/complaint-rules';
import { type Complaint, useGetComplaintQuery, useReopenComplaintMutation } from '../common/complaints-api';
import { useOrderComplaintsStyles } from '../common/useOrderComplaintsStyles.styles';
import { ComplaintAssign } from './ComplaintAssign';
import { ComplaintResolveDialog } from './ComplaintResolveDialog';
import { useRefundText } from './use-refund-text';
import { ComplaintThread } from './ComplaintThread';
import { useComplaintsStyles } from './useComplaintsStyles.styles';

function BackToComplaints() {
  const { t } = useTranslation(ORDERS_NS);
  return <BackLink to="/complaints">{t('complaints.page.back')}</BackLink>;
}

/** Resolve (an open complaint) or Reopen (a resolved one, after asking), for staff who may act on complaints. */
function ComplaintActions({ complaint }: { complaint: Complaint }) {
  const { t } = useTranslation(ORDERS_NS);
  const run = useNotifiedCall();
  const [reopen, reopening] = useReopenComplaintMutation();
  const [resolving, setResolving] = useState(false);
  const [asking, setAsking] = useState(false);
  const doReopen = async () => {
    await run(() => reopen(complaint.id).unwrap(), {
      success: t('complaints.reopen.done', { id: complaint.id }),
      failed: t('complaints.reopen.failed'),
      errored: t('complaints.reopen.errored'),
    });
    setAsking(false);
  };
  return complaint.status === 'open' ? (
    <>
      <Button appearance="primary" icon={<CheckmarkRegular />} onClick={() => setResolving(true)}>
        {t('complaints.resolve.button')}
      </Button>
      {resolving ? <ComplaintResolveDialog complaint={complaint} onClose={() => setResolving(false)} /> : null}
    </>
  ) : (
    <>
      <Button icon={<ArrowUndoRegular />} onClick={() => setAsking(true)}>
        {t('complaints.reopen.button')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('complaints.reopen.title', { id: complaint.id })}
        message={t('complaints.reopen.message')}
        confirmLabel={t('complaints.reopen.button')}
        cancelLabel={t('complaints.reopen.back')}
        busy={reopening.isLoading}
        onConfirm={() => void doReopen()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/** The order, the customer and what the complaint says, with when it was logged and where it stands against its target. */
function ComplaintDetails({ complaint }: { complaint: Complaint }) {
  const { t } = useTranslation(ORDERS_NS);
  const language = useLanguage();
  const styles = useComplaintsStyles();
  const timeStyles = useOrderComplaintsStyles();
  const { due, late } = useComplaintTimes()(complaint);
  const { order, customer } = complaint;
  const notAvailable = t('value.notAvailable', { ns: COMMON_NAMESPACE });
  return (
    <PageSection id="complaint-details" title={t('complaints.page.details')}>
      <Facts>
        <Fact term={t('complaints.page.order')}>
          <Link className={styles.link} to={`/order-items/${order.id}`}>
            {t('complaints.orderLink', { id: order.id })}
          </Link>
        </Fact>
        <Fact term={t('complaints.page.shop')}>{order.shop ? <bdi>{localizedName(order.shop, language)}</bdi> : notAvailable}</Fact>
        <Fact term={t('complaints.page.orderStatus')}>
          <StatusBadge tone={ORDER_STATUS_TONES[order.status]}>{t(`status.${order.status}`)}</StatusBadge>
        </Fact>
        <Fact term={t('complaints.page.total')}>
          <LtrText>{formatKwd(order.totalAmount)}</LtrText>
        </Fact>
        <Fact term={t('complaints.page.customer')}>
          <bdi>{customer?.name ?? t('complaints.unknownCustomer')}</bdi>
        </Fact>
        <Fact term={t('complaints.page.phone')}>{customer?.phone ? <PhoneLinks phone={customer.phone} /> : notAvailable}</Fact>
        <Fact term={t('complaints.page.category')}>{t(`complaints.categories.${complaint.category}`)}</Fact>
        <Fact term={t('complaints.page.createdBy')}>
          <bdi>{complaint.createdBy.name}</bdi>
        </Fact>
        <Fact term={t('complaints.page.createdAt')}>
          <KuwaitTime at={complaint.createdAt} />
        </Fact>
        <Fact term={t('complaints.page.due')}>
          {due ? <span className={late ? timeStyles.late : undefined}>{due}</span> : t('complaints.page.resolvedState')}
        </Fact>
      </Facts>
      <Text weight="semibold">{t('complaints.page.description')}</Text>
      <p className={styles.description} dir="auto">
        {complaint.description}
      </p>
    </PageSection>
  );
}

/** How it was resolved: the kind, the note, the refund it names (amount, method), by whom and when. */
function ComplaintResolutionSection({ resolution }: { resolution: NonNullable<Complaint['resolution']> }) {
  const { t } = useTranslation(ORDERS_NS);
  const styles = useComplaintsStyles();
  const refundText = useRefundText();
  return (
    <PageSection id="complaint-resolution" title={t('complaints.resolution.title')}>
      <Facts>
        <Fact term={t('complaints.resolution.kind')}>{t(`complaints.resolutions.${resolution.kind}`)}</Fact>
        {resolution.refund ? <Fact term={t('complaints.resolution.refund')}>{refundText(resolution.refund)}</Fact> : null}
        <Fact term={t('complaints.resolution.by')}>
          <bdi>{resolution.by.name}</bdi>
        </Fact>
        <Fact term={t('complaints.resolution.at')}>
          <KuwaitTime at={resolution.at} />
        </Fact>
      </Facts>
      <Text weight="semibold">{t('complaints.resolution.note')}</Text>
      <p className={styles.description} dir="auto">
        {resolution.note}
      </p>
    </PageSection>
  );
}

/**
 * decisions/complaints.md, /complaints/{id}: one complaint — its order and customer, what it says, how late it is,
 * who works it, its thread and how it was resolved; Assign, notes, Resolve and Reopen for staff who may act on
 * complaints. An unknown id (or another shop's, for shop staff) is not found (the API's 404).
 */
export function ComplaintPage() {
  const { t } = useTranslation(ORDERS_NS);
  const styles = useComplaintsStyles();
  const canAct = useCan('complaints.act');
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const validId = Number.isInteger(id) && id > 0;
  const query = useGetComplaintQuery(id, { skip: !validId });
  const notFound = !validId || (query.error as { status?: unknown } | undefined)?.status === 404;

  if (query.data) {
    const { complaint, thread } = query.data;
    return (
      <section className={styles.page} aria-labelledby="complaint-title">
        <PageHeader
          title={
            <span id="complaint-title" className={styles.title}>
              {t('complaints.name', { id: complaint.id })}
              <StatusBadge tone={COMPLAINT_STATUS_TONES[complaint.status]}>{t(`complaints.statuses.${complaint.status}`)}</StatusBadge>
            </span>
          }
          actions={
            <span className={styles.actions}>
              <BackToComplaints />
              {canAct ? <ComplaintActions complaint={complaint} /> : null}
            </span>
          }
        />
        <ComplaintDetails complaint={complaint} />
        {complaint.resolution ? <ComplaintResolutionSection resolution={complaint.resolution} /> : null}
        <ComplaintAssign complaint={complaint} />
        <ComplaintThread complaintId={complaint.id} thread={thread} />
      </section>
    );
  }

  const content = (
    <RecordState
      query={query}
      notFound={notFound}
      texts={{
        loading: t('complaints.page.loading'),
        notFound: t('complaints.page.notFound'),
        notFoundHint: t('complaints.page.notFoundHint'),
        failed: t('complaints.page.fetchFailed'),
        errored: t('complaints.page.loadError'),
      }}
    />
  );
  return (
    <section className={styles.page} aria-labelledby="complaint-title">
      <PageHeader title={<span id="complaint-title">{t('complaints.title')}</span>} actions={<BackToComplaints />} />
      {content}
    </section>
  );
}
