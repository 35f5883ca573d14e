import { countText, formatKwd, localizedName, LtrText, useFailureToast, useLanguage, useListFilters } from '@dukkan/shared';
import { PageHeader, ResponsiveTable, TableSkeleton, type ResponsiveTableColumn } from '@dukkan/shared/kit';
import { Field, Input, Text } from '@fluentui/react-components';
import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../i18n';
import { defaultSalesRange } from './sales-range';
import { type SalesFigures, type ShopSales, useGetSalesReportQuery } from './sales-report-api';
import { useSalesReportPageStyles } from './useSalesReportPageStyles.styles';

const RANGE_KEYS = ['from', 'to'] as const;

/**
 * decisions/sections.md: sales by Kuwait day and by shop over a range of days (the last seven by default), in
 * two tables with the period's totals. The range lives in the address (?from=…&to=…), like every
 * list's filters, so a report can be bookmarked and shared.
 */
export function SalesReportPage() {
  const { t } = useTranslation(REPORTS_NS);
  const language = useLanguage();
  const styles = useSalesReportPageStyles();
  const { values, change } = useListFilters(RANGE_KEYS);
  const fallback = useMemo(() => defaultSalesRange(new Date()), []);
  const range = { from: values.from || fallback.from, to: values.to || fallback.to };
  const { data, error, isFetching } = useGetSalesReportQuery(range);
  const failure = useFailureToast(error, { failed: t('sales.fetchFailed') });

  const figureColumns = <T extends SalesFigures>(): ResponsiveTableColumn<T>[] => [
    { key: 'orders', header: t('sales.columns.orders'), align: 'end', render: (row) => <LtrText>{countText(row.orders)}</LtrText> },
    { key: 'items', header: t('sales.columns.items'), align: 'end', render: (row) => <LtrText>{countText(row.items)}</LtrText> },
    { key: 'amount', header: t('sales.columns.amount'), align: 'end', render: (row) => <LtrText>{formatKwd(row.amount)}</LtrText> },
  ];
  const dayColumns: ResponsiveTableColumn<SalesFigures & { day: string }>[] = [
    { key: 'day', header: t('sales.columns.day'), cardTitle: true, render: (row) => <LtrText>{row.day}</LtrText> },
    ...figureColumns<SalesFigures & { day: string }>(),
  ];
  const shopColumns: ResponsiveTableColumn<ShopSales>[] = [
    { key: 'shop', header: t('sales.columns.shop'), cardTitle: true, render: (row) => (row.shopId === null ? t('sales.noShop') : localizedName(row, language)) },
    ...figureColumns<ShopSales>(),
  ];

  return (
    <section aria-labelledby="sales-report-title">
      <PageHeader title={<span id="sales-report-title">{t('sales.title')}</span>} subtitle={t('sales.subtitle')} />
      <fieldset className={styles.range} aria-label={t('sales.range')}>
        <Field label={t('sales.from')}>
          <Input type="date" className={styles.date} value={range.from} max={range.to} onChange={(_event, field) => change({ from: field.value })} />
        </Field>
        <Field label={t('sales.to')}>
          <Input type="date" className={styles.date} value={range.to} min={range.from} onChange={(_event, field) => change({ to: field.value })} />
        </Field>
      </fieldset>

      {failure ? (
        <Text role="alert" block className={styles.error}>
          {failure}
        </Text>
      ) : null}

      {!data || (isFetching && (data.from !== range.from || data.to !== range.to)) ? (
        failure ? null : <TableSkeleton rows={7} columns={4} ariaLabel={t('sales.loading')} />
      ) : (
        <>
          <Text className={styles.summary} role="status">
            {t('sales.totals')}:{' '}
            {/* The amount stays whole and left to right inside Arabic (architecture §2). */}
            <Trans
              t={t}
              i18nKey="sales.summary"
              count={data.totals.orders}
              values={{ items: countText(data.totals.items), amount: formatKwd(data.totals.amount) }}
              components={{ ltr: <LtrText /> }}
            />
          </Text>
          <section className={styles.section} aria-labelledby="sales-by-shop">
            <Text as="h2" size={500} weight="semibold" id="sales-by-shop" className={styles.heading} block>
              {t('sales.byShop')}
            </Text>
            {data.byShop.length === 0 ? (
              <Text>{t('sales.noSales')}</Text>
            ) : (
              <ResponsiveTable
                ariaLabel={t('sales.byShopTable')}
                columns={shopColumns}
                rows={data.byShop}
                getRowKey={(row) => row.shopId ?? 'none'}
                serialHeader={t('sales.columns.serial')}
              />
            )}
          </section>
          <section className={styles.section} aria-labelledby="sales-by-day">
            <Text as="h2" size={500} weight="semibold" id="sales-by-day" className={styles.heading} block>
              {t('sales.byDay')}
            </Text>
            <ResponsiveTable
              ariaLabel={t('sales.byDayTable')}
              columns={dayColumns}
              rows={data.byDay}
              getRowKey={(row) => row.day}
              serialHeader={t('sales.columns.serial')}
            />
          </section>
        </>
      )}
    </section>
  );
}
