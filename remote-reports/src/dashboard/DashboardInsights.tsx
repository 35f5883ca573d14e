import { countText, formatKwd, localizedName, LtrText, ORDER_STATUSES, useFailureToast, useLanguage } from '@dukkan/shared';
import { ResponsiveTable, TableSkeleton, type ResponsiveTableColumn } from '@dukkan/shared/kit';
import { LineChart, VerticalBarChart } from '@fluentui/react-charts';
import { Field, Input, mergeClasses, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { REPORTS_NS } from '../i18n';
import { ChartTable } from './ChartTable';
import { type RankedProduct, type RankedShop, type RevenueFigure, useGetDashboardInsightsQuery } from './dashboard-insights-api';
import { PERIODS, periodRange } from './dashboard-period';
import { useDashboardInsightsStyles } from './useDashboardInsightsStyles.styles';

const REVENUE_KEYS = ['today', 'week', 'days7', 'days30'] as const;
/** decisions/dashboard-money.md: what the net amount is made of, under it. */
const REVENUE_PARTS = ['gross', 'promotions', 'refunds'] as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * The charts count orders: their value axis has whole-number ticks only. The charts split the
 * axis into 4 steps, rounding a step of at least 1 up to a whole number (a line chart never learns
 * its values are whole): the top is 4 round steps (1, 2, 5, 10, 20, 25…), so every tick is whole and reads well.
 */
const COUNT_TICKS = 4;
function countAxisTop(values: number[]): number {
  const need = Math.max(1, ...values) / COUNT_TICKS;
  const power = 10 ** Math.floor(Math.log10(need));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => Number.isInteger(candidate) && candidate >= need) ?? 10 * power;
  return Math.max(1, Math.ceil(step)) * COUNT_TICKS;
}
/** The axis passes each tick's index too, which countText would read as 'capped'. */
const countTick = (value: number) => countText(value);

/** Minutes (or hours and minutes) in the current language, numbers left to right. */
function useDuration() {
  const { t } = useTranslation(REPORTS_NS);
  return (seconds: number | null) => {
    if (seconds === null) return t('dashboard.noTime');
    const minutes = Math.round(seconds / 60);
    return minutes < 60 ? t('dashboard.minutes', { count: minutes }) : t('dashboard.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  };
}

function RevenueTile({ label, figure }: { label: string; figure: RevenueFigure }) {
  const { t } = useTranslation(REPORTS_NS);
  const styles = useDashboardInsightsStyles();
  const change = figure.changePercent;
  const tone = change === null || change === 0 ? styles.flat : change > 0 ? styles.up : styles.down;
  return (
    <li className={styles.tile}>
      <Text className={styles.tileLabel}>{label}</Text>
      {/* Net: what the orders are due after their promotions, less what was refunded of them. */}
      <LtrText className={styles.amount}>{formatKwd(figure.amount)}</LtrText>
      <Text size={200} className={tone}>
        {change === null ? (
          t('dashboard.noPrevious')
        ) : (
          // '-100.0%' and 'KWD 58.550' stay whole and in order inside Arabic (architecture §2).
          <Trans
            t={t}
            i18nKey="dashboard.change"
            values={{ change: `${change > 0 ? '+' : ''}${change.toFixed(1)}%`, previous: formatKwd(figure.previous) }}
            components={{ ltr: <LtrText /> }}
          />
        )}
      </Text>
      {figure.promotions === 0 && figure.refunds === 0 ? (
        <Text size={200} className={styles.flat}>
          {t('dashboard.nothingOff')}
        </Text>
      ) : (
        <dl className={styles.parts}>
          {REVENUE_PARTS.map((part) => (
            <div key={part} className={styles.part}>
              <dt>{t(`dashboard.parts.${part}`)}</dt>
              <dd className={styles.partAmount}>
                <LtrText>{formatKwd(figure[part])}</LtrText>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

/** A top-5 list in its card, or "No sales in this period". */
function RankedCard<T extends { id: number }>({ title, columns, rows }: { title: string; columns: ResponsiveTableColumn<T>[]; rows: T[] }) {
  const { t } = useTranslation(REPORTS_NS);
  const styles = useDashboardInsightsStyles();
  return (
    <section className={styles.card} aria-label={title}>
      <Text as="h4" weight="semibold" className={styles.cardTitle} block>
        {title}
      </Text>
      {rows.length === 0 ? (
        <Text className={styles.flat}>{t('dashboard.noSales')}</Text>
      ) : (
        <ResponsiveTable ariaLabel={title} columns={columns} rows={rows} getRowKey={(row) => row.id} numbered size="small" />
      )}
    </section>
  );
}

/**
 * decisions/reports-and-bulk.md: the dashboard panel the reports remote adds below the host's cards: revenue (today, this
 * week from Saturday, 7 and 30 days, each against the period before), orders per hour against the
 * same weekday a week before, orders by status, the average times, the top 5 products and shops
 * and the low-stock list, over the period picked (in the address: ?period=7d, or custom days).
 * Each chart has a name and a table for screen readers.
 */
export function DashboardInsights() {
  const { t } = useTranslation(REPORTS_NS);
  const language = useLanguage();
  const styles = useDashboardInsightsStyles();
  const duration = useDuration();
  const [params, setParams] = useSearchParams();
  const range = periodRange(params.get('period') ?? '7d', new Date(), { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined });
  const { data, error } = useGetDashboardInsightsQuery({ from: range.from, to: range.to });
  const failure = useFailureToast(error, { failed: t('dashboard.fetchFailed') });

  const pick = (next: Record<string, string>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) updated.set(key, value);
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true },
    );

  const productColumns: ResponsiveTableColumn<RankedProduct>[] = [
    { key: 'name', header: t('dashboard.columns.product'), cardTitle: true, render: (row) => localizedName(row, language) },
    { key: 'quantity', header: t('dashboard.columns.units'), align: 'end', render: (row) => <LtrText>{countText(row.quantity)}</LtrText> },
    { key: 'amount', header: t('dashboard.columns.revenue'), align: 'end', render: (row) => <LtrText>{formatKwd(row.amount)}</LtrText> },
  ];
  const shopColumns: ResponsiveTableColumn<RankedShop>[] = [
    { key: 'name', header: t('dashboard.columns.shop'), cardTitle: true, render: (row) => localizedName(row, language) },
    { key: 'orders', header: t('dashboard.columns.orders'), align: 'end', render: (row) => <LtrText>{countText(row.orders)}</LtrText> },
    { key: 'amount', header: t('dashboard.columns.revenue'), align: 'end', render: (row) => <LtrText>{formatKwd(row.amount)}</LtrText> },
  ];

  const hourlyTitle = data ? t('dashboard.hourlyTitle', { day: data.hourly.day, weekBefore: data.hourly.weekBefore }) : '';
  const statusTitle = t('dashboard.byStatus');

  return (
    <div>
      <div className={styles.header}>
        <Text as="h3" size={600} weight="semibold" className={styles.heading}>
          {t('dashboard.title')}
        </Text>
        <div className={styles.picker}>
          <TabList
            className={styles.tabs}
            aria-label={t('dashboard.period')}
            selectedValue={range.period}
            onTabSelect={(_event, { value }) =>
              pick(value === 'custom' ? { period: 'custom', from: range.from, to: range.to } : { period: String(value), from: '', to: '' })
            }
          >
            {PERIODS.map((period) => (
              <Tab key={period} value={period}>
                {t(`dashboard.periods.${period}`)}
              </Tab>
            ))}
          </TabList>
          {range.period === 'custom' && (
            <>
              <Field label={t('dashboard.from')}>
                <Input type="date" className={styles.date} value={range.from} max={range.to} onChange={(_event, field) => pick({ period: 'custom', from: field.value, to: range.to })} />
              </Field>
              <Field label={t('dashboard.to')}>
                <Input type="date" className={styles.date} value={range.to} min={range.from} onChange={(_event, field) => pick({ period: 'custom', from: range.from, to: field.value })} />
              </Field>
            </>
          )}
        </div>
      </div>

      {failure ? (
        <Text role="alert" block className={styles.error}>
          {failure}
        </Text>
      ) : null}

      {!data ? (
        failure ? null : <TableSkeleton rows={4} columns={4} ariaLabel={t('dashboard.loading')} />
      ) : (
        <>
          <ul className={styles.tiles} aria-label={t('dashboard.revenue')}>
            {REVENUE_KEYS.map((key) => (
              <RevenueTile key={key} label={t(`dashboard.revenueOf.${key}`)} figure={data.revenue[key]} />
            ))}
          </ul>

          <div className={styles.grid}>
            <section className={styles.card} aria-label={hourlyTitle}>
              <Text as="h4" weight="semibold" className={styles.cardTitle} block>
                {t('dashboard.hourly')}
              </Text>
              <div className={styles.chart}>
                <LineChart
                  data={{
                    chartTitle: hourlyTitle,
                    lineChartData: [
                      { legend: t('dashboard.series.day', { day: data.hourly.day }), color: tokens.colorBrandBackground, data: HOURS.map((hour) => ({ x: hour, y: data.hourly.orders[hour] })) },
                      {
                        legend: t('dashboard.series.weekBefore', { day: data.hourly.weekBefore }),
                        color: tokens.colorNeutralForeground3,
                        data: HOURS.map((hour) => ({ x: hour, y: data.hourly.ordersWeekBefore[hour] })),
                      },
                    ],
                  }}
                  height={260}
                  xAxisTitle={t('dashboard.hour')}
                  yAxisTitle={t('dashboard.orders')}
                  yAxisTickCount={COUNT_TICKS}
                  yMaxValue={countAxisTop([...data.hourly.orders, ...data.hourly.ordersWeekBefore])}
                  yAxisTickFormat={countTick}
                />
              </div>
              <ChartTable
                caption={hourlyTitle}
                headers={[t('dashboard.hour'), data.hourly.day, data.hourly.weekBefore]}
                rows={HOURS.map((hour) => [hourLabel(hour), data.hourly.orders[hour], data.hourly.ordersWeekBefore[hour]])}
              />
            </section>

            <section className={styles.card} aria-label={statusTitle}>
              <Text as="h4" weight="semibold" className={styles.cardTitle} block>
                {statusTitle}
              </Text>
              <div className={styles.chart}>
                <VerticalBarChart
                  chartTitle={statusTitle}
                  data={ORDER_STATUSES.map((status) => ({ x: t(`dashboard.status.${status}`), y: data.period.byStatus[status] ?? 0, legend: t(`dashboard.status.${status}`), color: tokens.colorBrandBackground }))}
                  height={260}
                  hideLegend
                  // Every status named under its bar: the chart hides a label that would touch its
                  // neighbour ('Cancelled', the widest, went missing in English); wrapped, they fit.
                  hideTickOverlap={false}
                  wrapXAxisLables
                  yAxisTickCount={COUNT_TICKS}
                  yMaxValue={countAxisTop(ORDER_STATUSES.map((status) => data.period.byStatus[status] ?? 0))}
                  yAxisTickFormat={countTick}
                />
              </div>
              <ChartTable caption={statusTitle} headers={[t('dashboard.columns.status'), t('dashboard.orders')]} rows={ORDER_STATUSES.map((status) => [t(`dashboard.status.${status}`), data.period.byStatus[status] ?? 0])} />
              <div className={styles.times}>
                <Text>
                  {t('dashboard.toAccept')} {duration(data.period.acceptSeconds)}
                </Text>
                <Text>
                  {t('dashboard.toDeliver')} {duration(data.period.deliverSeconds)}
                </Text>
              </div>
            </section>
          </div>

          <div className={styles.grid}>
            <RankedCard title={t('dashboard.topProducts')} columns={productColumns} rows={data.topProducts} />
            <RankedCard title={t('dashboard.topShops')} columns={shopColumns} rows={data.topShops} />
            <section className={styles.card} aria-labelledby="low-stock-title">
              <Text as="h4" weight="semibold" className={styles.cardTitle} id="low-stock-title" block>
                {t('dashboard.lowStock', { count: data.lowStock.atMost })}
              </Text>
              {data.lowStock.items.length === 0 ? (
                <Text className={styles.flat}>{t('dashboard.noLowStock')}</Text>
              ) : (
                <ul className={styles.list}>
                  {data.lowStock.items.map((item) => (
                    <li key={item.id}>
                      <Link to={`/products/edit/${item.id}`}>{localizedName(item, language)}</Link>{' '}
                      <Text className={mergeClasses(item.stock === 0 ? styles.down : styles.flat)}>{t('dashboard.inStock', { count: item.stock })}</Text>
                    </li>
                  ))}
                </ul>
              )}
              <Link className={styles.more} to={`/products?stockAtMost=${data.lowStock.atMost}`}>
                {t('dashboard.allLowStock', { count: data.lowStock.total })}
              </Link>
            </section>
          </div>
        </>
      )}
    </div>
  );
}
