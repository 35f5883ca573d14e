import { COMMON_NAMESPACE, failureMessage, useCan, useLanguage } from '@dukkan/shared';
import { PageHeader } from '@dukkan/shared/kit';
import { Button, Spinner, Text } from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler, useParams } from 'react-router-dom';
import { USERS_NS } from '../i18n';
import { CustomerActions } from './CustomerActions';
import { CustomerBadges } from './CustomerBadges';
import { CustomerNotes } from './CustomerNotes';
import { AddressesSection, BlockedBanner, ContactSection, FlagsSection, RecentOrdersSection, TotalsSection } from './profile-sections';
import { useGetCustomerQuery } from './customers-api';
import { useCustomerProfileStyles } from './useCustomerProfileStyles.styles';

function BackToCustomers() {
  const { t } = useTranslation(USERS_NS);
  const href = useHref('/customers');
  const handleClick = useLinkClickHandler('/customers');
  const rtl = useLanguage() === 'ar';
  return (
    <Button as="a" href={href} onClick={handleClick} icon={rtl ? <ArrowRightRegular /> : <ArrowLeftRegular />}>
      {t('customers.profile.back')}
    </Button>
  );
}

/**
 * decisions/customers.md, /customers/{id}: one customer for staff — blocked or not and why, their orders and spending,
 * what raised a flag, where they order to, their recent orders and the team's notes; the actions for those holding
 * customers.act. An unknown id, a staff account or an erased customer is not found (the API's 404).
 */
export function CustomerProfilePage() {
  const { t } = useTranslation(USERS_NS);
  const { t: tc } = useTranslation(COMMON_NAMESPACE);
  const styles = useCustomerProfileStyles();
  const canAct = useCan('customers.act');
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
        <CustomerNotes customerId={customer.id} notes={profile.notes} />
      </section>
    );
  }

  let content: ReactNode;
  if (notFound) {
    content = (
      <div className={styles.empty} role="alert">
        <Text size={500} weight="semibold">
          {t('customers.profile.notFound')}
        </Text>
        <Text className={styles.quiet}>{t('customers.profile.notFoundHint')}</Text>
      </div>
    );
  } else if (query.isError) {
    const message = failureMessage(query.error, { failed: t('customers.profile.fetchFailed'), errored: t('customers.profile.loadError') });
    content =
      message === null ? null : (
        <div className={styles.error} role="alert">
          <Text>{message}</Text>
          <Button onClick={() => void query.refetch()}>{tc('actions.retry')}</Button>
        </div>
      );
  } else {
    content = <Spinner label={t('customers.profile.loading')} />;
  }
  return (
    <section className={styles.page} aria-labelledby="customer-title">
      <PageHeader title={<span id="customer-title">{t('customers.title')}</span>} actions={<BackToCustomers />} />
      {content}
    </section>
  );
}
