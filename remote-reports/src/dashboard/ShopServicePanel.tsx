import { countText, localizedName, LtrText, useFailureToast, useLanguage, useListFilters, useLoadMore } from '@dukkan/shared';
import { LoadMoreTable, SearchField, type LoadMoreTableColumn } from '@dukkan/shared/kit';
import { Button, Tab, TabList, Text } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { type ReactNode, useCallback, useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../i18n';
import { durationParts, percentText } from './service-figures';
import { SERVICE_PERIODS, type ServicePeriod, type ServiceRow, useGetShopServiceInfiniteQuery } from './shop-service-api';
import { useShopServiceStyles } from './useShopServiceStyles.styles';

/** The panel's period and search in the address, apart from the sales trends' own ?period=. */
const SERVICE_FILTER_KEYS = ['servicePeriod', 'serviceQ'] as const;
const DEFAULT_PERIOD: ServicePeriod = '7d';
const isServicePeriod = (value: string): value is ServicePeriod => (SERVICE_PERIODS as readonly string[]).includes(value);

/**
 * decisions/dashboard-money.md: the dashboard panel 'Shop service' (owners): for each shop, over the orders placed in the
 * period, the median time to accept (and the time 9 in 10 were accepted within), the share of decided orders rejected
 * and the lines removed or substituted as out of stock; the worst first, 50 at a time with Load More, searched by
 * name. A table on wide screens, cards on a phone.
 */
export function ShopServicePanel() {
  const { t } = useTranslation(REPORTS_NS);
  const language = useLanguage();
  const styles = useShopServiceStyles();
  const filters = useListFilters(SERVICE_FILTER_KEYS);
  const { change } = filters;
  const period = isServicePeriod(filters.values.servicePeriod) ? filters.values.servicePeriod : DEFAULT_PERIOD;
  const q = filters.values.serviceQ;
  const filter = useMemo(() => ({ period, ...(q ? { q } : {}) }), [period, q]);
  const list = useLoadMore(useGetShopServiceInfiniteQuery(filter));
  const loadError = useFailureToast(list.error, { failed: t('service.fetchFailed') });
  const search = useCallback((value: string) => change({ serviceQ: value }), [change]);

  const duration = (seconds: number) => {
    const { key, values } = durationParts(seconds);
    return t(`service.duration.${key}`, values);
  };
  const none = <span className={styles.quiet}>{t('service.none')}</span>;
  /** A figure with a smaller line beneath it. */
  const figure = (main: ReactNode, beneath: ReactNode) => (
    <span className={styles.figure}>
      {main}
      <Text size={200} className={styles.quiet}>
        {beneath}
      </Text>
    </span>
  );

  const columns: LoadMoreTableColumn<ServiceRow>[] = [
    { key: 'shop', header: t('service.columns.shop'), cardTitle: true, render: (row) => <bdi>{localizedName({ name: row.shop.name, name_ar: row.shop.nameAr }, language)}</bdi> },
    { key: 'orders', header: t('service.columns.orders'), align: 'end', render: (row) => <LtrText>{countText(row.orders)}</LtrText> },
    {
      key: 'toAccept',
      header: t('service.columns.toAccept'),
      render: (row) =>
        row.acceptedMedianSeconds === null || row.acceptedP90Seconds === null
          ? none
          : figure(duration(row.acceptedMedianSeconds), t('service.p90', { time: duration(row.acceptedP90Seconds) })),
    },
    {
      key: 'rejected',
      header: t('service.columns.rejected'),
      align: 'end',
      render: (row) =>
        row.rejectionRate === null
          ? none
          : figure(<LtrText>{percentText(row.rejectionRate)}</LtrText>, t('service.rejectedOf', { rejected: countText(row.rejected), decided: countText(row.rejected + row.accepted) })),
    },
    {
      key: 'outOfStock',
      header: t('service.columns.outOfStock'),
      align: 'end',
      render: (row) =>
        row.outOfStockRate === null
          ? none
          : figure(
              <LtrText>{countText(row.itemsOutOfStock)}</LtrText>,
              // '40.0%' stays whole and in order inside Arabic (architecture §2).
              <Trans t={t} i18nKey="service.ofLines" values={{ rate: percentText(row.outOfStockRate), lines: countText(row.lines) }} components={{ ltr: <LtrText /> }} />,
            ),
    },
  ];

  return (
    // The host's section around each panel is the region (named from the manifest): one landmark, not two.
    <div>
      <div className={styles.header}>
        <Text as="h3" size={600} weight="semibold" className={styles.heading} id="shop-service-title">
          {t('service.title')}
        </Text>
        <div className={styles.controls}>
          <TabList className={styles.tabs} aria-label={t('service.period')} selectedValue={period} onTabSelect={(_event, { value }) => change({ servicePeriod: String(value) })}>
            {SERVICE_PERIODS.map((choice) => (
              <Tab key={choice} value={choice}>
                {t(`service.periods.${choice}`)}
              </Tab>
            ))}
          </TabList>
          <SearchField label={t('service.search')} placeholder={t('service.searchPlaceholder')} value={q} onSearch={search} className={styles.search} />
        </div>
      </div>
      <Text size={200} className={styles.hint}>
        {t('service.hint')}
      </Text>
      <LoadMoreTable
        {...list}
        ariaLabel={t('service.tableLabel')}
        columns={columns}
        getRowKey={(row) => row.id}
        columnWidths="content"
        things={t('service.things')}
        skeletonRows={5}
        emptyTitle={q ? t('service.noMatch') : t('service.empty')}
        emptyAction={
          q ? (
            <Button icon={<DismissRegular />} onClick={() => change({ serviceQ: '' })}>
              {t('service.clear')}
            </Button>
          ) : undefined
        }
        errorTitle={loadError ?? undefined}
      />
    </div>
  );
}
