import { countText, formatDay, localizedName, LtrText, useFailureToast, useLanguage } from '@dukkan/shared';
import { ResponsiveTable, TableSkeleton, type ResponsiveTableColumn } from '@dukkan/shared/kit';
import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { DISPATCH_NS } from '../i18n';
import { type DeliveryTimesRow, useGetDeliveryTimesQuery } from './delivery-times-api';
import { useDeliveryTimesStyles } from './useDeliveryTimesStyles.styles';

const GROUPS = [
  { key: 'byShop', title: 'times.byShop', column: 'times.columns.shop' },
  { key: 'byArea', title: 'times.byArea', column: 'times.columns.area' },
  { key: 'byDriver', title: 'times.byDriver', column: 'times.columns.driver' },
] as const;

/** A median in minutes as people say it: '12 min', 'under a minute'; 'no deliveries yet' without any. */
function useMinutes() {
  const { t } = useTranslation(DISPATCH_NS);
  return (minutes: number | null) => {
    if (minutes === null) return t('times.none');
    return minutes < 1 ? t('times.underAMinute') : t('times.minutes', { count: Math.round(minutes) });
  };
}

/**
 * decisions/dispatch.md: the dashboard's "Delivery times" panel: over the orders delivered in the last 7 Kuwait days, the
 * median minutes from acceptance to assignment, from assignment to pickup, from pickup to the door — overall, then a
 * table per shop, area and driver (a shop's staff see their shops' only: the API scopes it).
 */
export function DeliveryTimesPanel() {
  const { t } = useTranslation(DISPATCH_NS);
  const language = useLanguage();
  const styles = useDeliveryTimesStyles();
  const minutes = useMinutes();
  const { data, error } = useGetDeliveryTimesQuery();
  const failure = useFailureToast(error, { failed: t('times.fetchFailed') });

  const columns = (name: string): ResponsiveTableColumn<DeliveryTimesRow>[] => [
    { key: 'name', header: name, cardTitle: true, render: (row) => localizedName(row.key, language) },
    { key: 'deliveries', header: t('times.columns.deliveries'), align: 'end', render: (row) => <LtrText>{countText(row.deliveries)}</LtrText> },
    { key: 'assign', header: t('times.columns.assign'), align: 'end', render: (row) => minutes(row.assignMinutes) },
    { key: 'pickup', header: t('times.columns.pickup'), align: 'end', render: (row) => minutes(row.pickupMinutes) },
    { key: 'deliver', header: t('times.columns.deliver'), align: 'end', render: (row) => minutes(row.deliverMinutes) },
  ];

  return (
    <div>
      <Text as="h3" size={600} weight="semibold" className={styles.heading} block>
        {t('times.title')}
      </Text>
      <Text block className={styles.quiet}>
        {t('times.subtitle')}
      </Text>
      {failure ? (
        <Text role="alert" block className={styles.error}>
          {failure}
        </Text>
      ) : null}
      {!data ? (
        failure ? null : <TableSkeleton rows={3} columns={5} ariaLabel={t('times.loading')} />
      ) : (
        <>
          <Text block size={200} className={styles.quiet}>
            {t('times.period', { from: formatDay(data.from, language), to: formatDay(data.to, language) })}
          </Text>
          <dl className={styles.tiles}>
            <div className={styles.tile}>
              <dt className={styles.term}>{t('times.overall')}</dt>
              <dd className={styles.figure}>{t('times.deliveries', { count: data.overall.deliveries })}</dd>
            </div>
            {(
              [
                ['times.toAssign', data.overall.assignMinutes],
                ['times.toPickUp', data.overall.pickupMinutes],
                ['times.toDeliver', data.overall.deliverMinutes],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className={styles.tile}>
                <dt className={styles.term}>{t(label)}</dt>
                <dd className={styles.figure}>{minutes(value)}</dd>
              </div>
            ))}
          </dl>
          <div className={styles.grid}>
            {GROUPS.map((group) => (
              <section key={group.key} className={styles.card} aria-label={t(group.title)}>
                <Text as="h4" weight="semibold" className={styles.cardTitle} block>
                  {t(group.title)}
                </Text>
                {data[group.key].length === 0 ? (
                  <Text className={styles.quiet}>{t('times.noRows')}</Text>
                ) : (
                  <ResponsiveTable
                    ariaLabel={t(group.title)}
                    columns={columns(t(group.column))}
                    rows={data[group.key]}
                    getRowKey={(row) => row.key.id ?? localizedName(row.key, 'en')}
                    numbered={false}
                    size="small"
                  />
                )}
              </section>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
