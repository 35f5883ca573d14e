import { countText, formatKwd, localizedName, LtrText, useLanguage } from '@dukkan/shared';
import { Fact, Facts, KuwaitTime, PageSection, PhoneLinks, ResponsiveTable, StatusBadge, type ResponsiveTableColumn, ORDER_STATUS_TONES } from '@dukkan/shared/kit';
import { MessageBar, MessageBarBody, MessageBarTitle, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { USERS_NS } from '../i18n';
import { CustomerBadges } from './CustomerBadges';
import type { CustomerProfile } from './customers-api';
import { useCustomerProfileStyles } from './useCustomerProfileStyles.styles';

type RecentOrder = CustomerProfile['recentOrders'][number];

/** Blocked: why, by whom and when, above everything else. */
export function BlockedBanner({ blocked }: { blocked: NonNullable<CustomerProfile['blocked']> }) {
  const { t } = useTranslation(USERS_NS);
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('customers.profile.blockedTitle')}</MessageBarTitle>
        {/* The reason and the by-line on lines of their own (a message bar's body runs inline). */}
        <Text block>
          <bdi dir="auto">{blocked.reason}</bdi>
        </Text>
        <Text block size={200}>
          {t('customers.profile.blockedBy', { name: blocked.by.name })} · <KuwaitTime at={blocked.at} />
        </Text>
      </MessageBarBody>
    </MessageBar>
  );
}

/** Who they are and how to reach them; when they signed up, and when staff last signed them out everywhere. */
export function ContactSection({ customer }: { customer: CustomerProfile['customer'] }) {
  const { t } = useTranslation(USERS_NS);
  const styles = useCustomerProfileStyles();
  return (
    <PageSection id="customer-contact" title={t('customers.profile.contact')}>
      <Facts>
        <Fact term={t('customers.profile.email')}>
          <LtrText>{customer.email}</LtrText>
        </Fact>
        <Fact term={t('customers.profile.phone')}>{customer.phone ? <PhoneLinks phone={customer.phone} /> : t('value.notAvailable', { ns: 'common' })}</Fact>
        <Fact term={t('customers.profile.signedUp')}>
          <KuwaitTime at={customer.createdAt} />
        </Fact>
      </Facts>
      {customer.signedOutAt ? (
        <Text className={styles.quiet} role="status">
          {t('customers.profile.signedOutAt')} <KuwaitTime at={customer.signedOutAt} />
        </Text>
      ) : null}
    </PageSection>
  );
}

/** How much they order and spend. */
export function TotalsSection({ totals }: { totals: CustomerProfile['totals'] }) {
  const { t } = useTranslation(USERS_NS);
  const when = (at: string | null) => (at ? <KuwaitTime at={at} /> : t('customers.noOrders'));
  return (
    <PageSection id="customer-totals" title={t('customers.profile.totals.title')}>
      <Facts>
        <Fact term={t('customers.profile.totals.orders')}>
          <LtrText>{countText(totals.orders)}</LtrText>
        </Fact>
        <Fact term={t('customers.profile.totals.delivered')}>
          <LtrText>{countText(totals.delivered)}</LtrText>
        </Fact>
        <Fact term={t('customers.profile.totals.cancelled')}>
          <LtrText>{countText(totals.cancelled)}</LtrText>
        </Fact>
        <Fact term={t('customers.profile.totals.spent')}>
          <LtrText>{formatKwd(totals.spent)}</LtrText>
        </Fact>
        <Fact term={t('customers.profile.totals.refunded')}>
          <LtrText>{formatKwd(totals.refunded)}</LtrText>
        </Fact>
        <Fact term={t('customers.profile.totals.averageBasket')}>
          <LtrText>{formatKwd(totals.averageBasket)}</LtrText>
        </Fact>
        <Fact term={t('customers.profile.totals.firstOrder')}>{when(totals.firstOrderAt)}</Fact>
        <Fact term={t('customers.profile.totals.lastOrder')}>{when(totals.lastOrderAt)}</Fact>
      </Facts>
    </PageSection>
  );
}

/** What the flags are made of, the raised ones standing out (customers-rules.ts on the API sets the thresholds). */
export function FlagsSection({ flags }: { flags: CustomerProfile['flags'] }) {
  const { t } = useTranslation(USERS_NS);
  const styles = useCustomerProfileStyles();
  const refunds = flags.raised.includes('refunds');
  return (
    <PageSection id="customer-flags" title={t('customers.profile.flags.title')}>
      <Facts>
        <Fact term={t('customers.profile.flags.refundRate')} raised={refunds}>
          <LtrText>{`${Math.round(flags.refundRate * 100)}%`}</LtrText>
        </Fact>
        <Fact term={t('customers.profile.flags.refundedOrders')} raised={refunds}>
          <LtrText>{countText(flags.refundedOrders)}</LtrText>
        </Fact>
        <Fact term={t('customers.profile.flags.failedDeliveries')} raised={flags.raised.includes('failedDeliveries')}>
          <LtrText>{countText(flags.failedDeliveries)}</LtrText>
        </Fact>
        <Fact term={t('customers.profile.flags.raised')}>
          {flags.raised.length === 0 ? <span className={styles.quiet}>{t('customers.profile.flags.none')}</span> : <CustomerBadges blocked={false} flags={flags.raised} />}
        </Fact>
      </Facts>
    </PageSection>
  );
}

/** Where they have ordered to, the last used first, in the reader's language. */
export function AddressesSection({ addresses }: { addresses: CustomerProfile['addresses'] }) {
  const { t } = useTranslation(USERS_NS);
  const language = useLanguage();
  const styles = useCustomerProfileStyles();
  return (
    <PageSection id="customer-addresses" title={t('customers.profile.addresses.title')}>
      {addresses.length === 0 ? (
        <Text className={styles.quiet}>{t('customers.profile.addresses.empty')}</Text>
      ) : (
        <ul className={styles.list} aria-labelledby="customer-addresses">
          {addresses.map((address) => (
            <li key={`${address.text.en}|${address.lastUsedAt}`} className={styles.item}>
              <Text>{address.text[language]}</Text>
              <Text size={200} className={styles.quiet}>
                {t('customers.profile.addresses.orders', { count: address.orders })} · {t('customers.profile.addresses.lastUsed')}{' '}
                <KuwaitTime at={address.lastUsedAt} />
              </Text>
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}


/** Their last ten orders, newest first: each opens its order page. */
export function RecentOrdersSection({ orders }: { orders: CustomerProfile['recentOrders'] }) {
  const { t } = useTranslation(USERS_NS);
  const language = useLanguage();
  const styles = useCustomerProfileStyles();
  const columns: ResponsiveTableColumn<RecentOrder>[] = [
    {
      key: 'id',
      header: t('customers.profile.orders.id'),
      cardTitle: true,
      render: (order) => (
        <Link className={styles.link} to={`/order-items/${order.id}`} aria-label={t('customers.profile.orders.link', { id: order.id })}>
          <LtrText>#{order.id}</LtrText>
        </Link>
      ),
    },
    {
      key: 'status',
      header: t('customers.profile.orders.status'),
      cardTitle: true,
      render: (order) => <StatusBadge tone={ORDER_STATUS_TONES[order.status]}>{t(`customers.profile.orderStatus.${order.status}`)}</StatusBadge>,
    },
    { key: 'date', header: t('customers.profile.orders.date'), render: (order) => <KuwaitTime at={order.createdAt} /> },
    { key: 'total', header: t('customers.profile.orders.total'), align: 'end', render: (order) => <LtrText>{formatKwd(order.totalAmount)}</LtrText> },
    {
      key: 'shop',
      header: t('customers.profile.orders.shop'),
      render: (order) => (order.shop ? localizedName(order.shop, language) : <span className={styles.quiet}>{t('value.notAvailable', { ns: 'common' })}</span>),
    },
  ];
  return (
    <PageSection id="customer-orders" title={t('customers.profile.orders.title')}>
      {orders.length === 0 ? (
        <Text className={styles.quiet}>{t('customers.profile.orders.empty')}</Text>
      ) : (
        <ResponsiveTable
          ariaLabel={t('customers.profile.orders.tableLabel')}
          columns={columns}
          rows={orders}
          getRowKey={(order) => order.id}
          numbered={false}
          columnWidths="content"
        />
      )}
    </PageSection>
  );
}
