import { useCan, } from '@dukkan/shared';
import { BackLink, PageHeader, RecordState } from '@dukkan/shared/kit';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { USERS_NS } from '../i18n';
import { CustomerActions } from './CustomerActions';
import { CustomerBadges } from './CustomerBadges';
import { CustomerNotes } from './CustomerNotes';
import { CustomerMessagesSection } from '../common/CustomerMessagesSection';
import { AddressesSection, BlockedBanner, ContactSection, FlagsSection, RecentOrdersSection, TotalsSection } from './profile-sections';
import { useGetCustomerQuery } from './customers-api';
import { useCustomerProfileStyles } from './useCustomerProfileStyles.styles';

function BackToCustomers() {
  const { t } = useTranslation(USERS_NS);
  return <BackLink to="/customers">{t('customers.profile.back')}</BackLink>;
}

/**
 * decisions/customers.md, /customers/{id}: one customer for staff — blocked or not and why, their orders and spending,
 * what raised a flag, where they order to, their recent orders, the messages they were sent (decisions/customer-messages.md) and the team's notes; the actions for those holding
 * customers.act. An unknown id, a staff account or an erased customer is not found (the API's 404).
 */
export function CustomerProfilePage() {
  const { t } = useTranslation(USERS_NS);
  const styles = useCustomerProfileStyles();
  const canAct = useCan('customers.act');
  const canReadMessages = useCan('messages.read');
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const validId = Number.isInteger(id) && id > 0;
  const query = useGetCustomerQuery(id, { skip: !validId });
  const profile = query.data;
  const notFound = !validId || (query.error as { status?: unknown } | undefined)?.status === 404;

  if (profile) {
    const { customer } = profile;
    return (
      <section className={styles.page} aria-labelledby="customer-title">
        <PageHeader
          title={
            <span id="customer-title" className={styles.title}>
              <bdi>{customer.name}</bdi>
              <CustomerBadges blocked={profile.blocked !== null} flags={profile.flags.raised} />
            </span>
          }
          actions={
            <span className={styles.actions}>
              <BackToCustomers />
              {canAct ? <CustomerActions profile={profile} /> : null}
            </span>
          }
        />
        {profile.blocked ? <BlockedBanner blocked={profile.blocked} /> : null}
        <ContactSection customer={customer} />
        <TotalsSection totals={profile.totals} />
        <FlagsSection flags={profile.flags} />
        <AddressesSection addresses={profile.addresses} />
        <RecentOrdersSection orders={profile.recentOrders} />
        {canReadMessages ? <CustomerMessagesSection customerId={customer.id} /> : null}
        <CustomerNotes customerId={customer.id} notes={profile.notes} />
      </section>
    );
  }

  const content = (
    <RecordState
      query={query}
      notFound={notFound}
      texts={{
        loading: t('customers.profile.loading'),
        notFound: t('customers.profile.notFound'),
        notFoundHint: t('customers.profile.notFoundHint'),
        failed: t('customers.profile.fetchFailed'),
        errored: t('customers.profile.loadError'),
      }}
    />
  );
  return (
    <section className={styles.page} aria-labelledby="customer-title">
      <PageHeader title={<span id="customer-title">{t('customers.title')}</span>} actions={<BackToCustomers />} />
      {content}
    </section>
  );
}
