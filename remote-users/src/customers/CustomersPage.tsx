import { countText, formatDateTime, formatKwd, KUWAIT_TIME_ZONE, LtrText, useFailureToast, useLanguage, useListFilters, useLoadMore } from '@dukkan/shared';
import { FilterBar, LoadMoreTable, PageHeader, PhoneLinks, SearchField, useFilterBarStyles, type LoadMoreTableColumn } from '@dukkan/shared/kit';
import { Button, Field, Select } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { USERS_NS } from '../i18n';
import { CustomerBadges } from './CustomerBadges';
import { CUSTOMER_SHOWS, useGetCustomersInfiniteQuery, type CustomerRow, type CustomersFilter } from './customers-api';
import { useCustomersPageStyles } from './useCustomersPageStyles.styles';

/** decisions/search.md: the list's search and "Show" in the address. */
const CUSTOMER_FILTER_KEYS = ['q', 'show'] as const;

/** The "Show" of the address when it is one the API reads; 'all' (or anything else) is no filter. */
const showFilter = (value: string): CustomersFilter['show'] => (value === 'blocked' || value === 'flagged' ? value : undefined);

/**
 * decisions/customers.md, /customers: the customers, newest first, searched by name, email or phone and narrowed to the
 * blocked or the flagged; each name opens the profile. Load More (keyset); cards on a phone.
 */
export function CustomersPage() {
  const { t } = useTranslation(USERS_NS);
  const language = useLanguage();
  const styles = useCustomersPageStyles();
  const filterBar = useFilterBarStyles();
  const filters = useListFilters(CUSTOMER_FILTER_KEYS);
  const { change } = filters;
  const show = showFilter(filters.values.show);
  const q = filters.values.q;
  const filter = useMemo<CustomersFilter>(() => ({ ...(q ? { q } : {}), ...(show ? { show } : {}) }), [q, show]);
  const list = useLoadMore(useGetCustomersInfiniteQuery(filter));
  // spec §7-§8, as every list: the failure in the list and as one toast.
  const loadError = useFailureToast(list.error, { failed: t('customers.fetchFailed'), errored: t('customers.loadError') });
  const search = useCallback((value: string) => change({ q: value }), [change]);
  const filtered = filters.active;

  const columns: LoadMoreTableColumn<CustomerRow>[] = [
    {
      key: 'name',
      header: t('customers.columns.name'),
      cardTitle: true,
      render: (customer) => (
        <Link className={styles.link} to={`/customers/${customer.id}`}>
          <bdi>{customer.name}</bdi>
        </Link>
      ),
    },
    { key: 'email', header: t('customers.columns.email'), render: (customer) => <LtrText className={styles.email}>{customer.email}</LtrText> },
    {
      key: 'phone',
      header: t('customers.columns.phone'),
      render: (customer) => (customer.phone ? <PhoneLinks phone={customer.phone} /> : <span className={styles.quiet}>{t('value.notAvailable', { ns: 'common' })}</span>),
    },
    { key: 'orders', header: t('customers.columns.orders'), align: 'end', render: (customer) => <LtrText>{countText(customer.orders)}</LtrText> },
    { key: 'spent', header: t('customers.columns.spent'), align: 'end', render: (customer) => <LtrText>{formatKwd(customer.spent)}</LtrText> },
    {
      key: 'lastOrder',
      header: t('customers.columns.lastOrder'),
      render: (customer) =>
        customer.lastOrderAt ? (
          <LtrText>{formatDateTime(customer.lastOrderAt, language, { timeZone: KUWAIT_TIME_ZONE })}</LtrText>
        ) : (
          <span className={styles.quiet}>{t('customers.noOrders')}</span>
        ),
    },
    {
      key: 'status',
      header: t('customers.columns.status'),
      // On a phone the badges sit beside the name, at the card's head.
      cardTitle: true,
      render: (customer) => <CustomerBadges blocked={customer.blocked} flags={customer.flags} />,
    },
  ];

  return (
    <section className={styles.root} aria-labelledby="customers-title">
      <PageHeader title={<span id="customers-title">{t('customers.title')}</span>} />
      <FilterBar label={t('customers.filters.label')} query={filters.query} onClear={() => change('clear')} clearLabel={t('customers.filters.clear')}>
        <SearchField
          label={t('customers.filters.search')}
          placeholder={t('customers.filters.searchPlaceholder')}
          value={q}
          onSearch={search}
          className={filterBar.search}
        />
        <Field label={t('customers.filters.show')}>
          <Select value={show ?? 'all'} onChange={(_event, data) => change({ show: data.value === 'all' ? '' : data.value })}>
            {CUSTOMER_SHOWS.map((choice) => (
              <option key={choice} value={choice}>
                {t(`customers.filters.${choice}`)}
              </option>
            ))}
          </Select>
        </Field>
      </FilterBar>
      <LoadMoreTable
        {...list}
        ariaLabel={t('customers.tableLabel')}
        columns={columns}
        getRowKey={(customer) => customer.id}
        columnWidths="content"
        things={t('customers.things')}
        emptyTitle={filtered ? t('customers.filters.noMatch') : t('customers.empty')}
        emptyHint={filtered ? undefined : t('customers.emptyHint')}
        emptyAction={
          filtered ? (
            <Button icon={<DismissRegular />} onClick={() => change('clear')}>
              {t('customers.filters.clear')}
            </Button>
          ) : undefined
        }
        errorTitle={loadError ?? undefined}
      />
    </section>
  );
}
