import { COMMON_NAMESPACE, failureMessage, formatDateTime, formatKwd, KUWAIT_TIME_ZONE, LtrText, useLanguage } from '@dukkan/shared';
import { ResponsiveTable, StatusBadge, TableSkeleton, type ResponsiveTableColumn, type StatusTone } from '@dukkan/shared/kit';
import { Button, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Driver, Shift } from '../common/dispatch-types';
import { signedKwd } from '../common/kwd-input';
import { DISPATCH_NS } from '../i18n';
import { useGetDriverShiftsQuery } from './drivers-api';
import { useDriversPageStyles } from './useDriversPageStyles.styles';

const STATE_TONES: Record<Shift['state'], StatusTone> = { open: 'informative', discrepancy: 'danger', closed: 'success' };

export interface DriverShiftsProps {
  driver: Driver;
  onHide: () => void;
}

/** decisions/dispatch.md: a driver's recent shifts, newest first: their deliveries and cash, any difference and its note. */
export function DriverShifts({ driver, onHide }: DriverShiftsProps) {
  const { t } = useTranslation(DISPATCH_NS);
  const { t: tc } = useTranslation(COMMON_NAMESPACE);
  const language = useLanguage();
  const styles = useDriversPageStyles();
  const shifts = useGetDriverShiftsQuery(driver.id);
  const failure = shifts.error ? failureMessage(shifts.error, { failed: t('drivers.shifts.fetchFailed') }) : null;
  const title = t('drivers.shifts.title', { name: driver.name });
  const time = (at: string | null) => (at ? formatDateTime(at, language, { timeZone: KUWAIT_TIME_ZONE }) : '—');
  const money = (amount: number | null) => (amount === null ? '—' : <LtrText>{formatKwd(amount)}</LtrText>);

  const columns: ResponsiveTableColumn<Shift>[] = [
    { key: 'opened', header: t('drivers.shifts.columns.opened'), cardTitle: true, render: (shift) => time(shift.openedAt) },
    { key: 'closed', header: t('drivers.shifts.columns.closed'), render: (shift) => time(shift.closedAt) },
    { key: 'state', header: t('drivers.shifts.columns.state'), render: (shift) => <StatusBadge tone={STATE_TONES[shift.state]}>{t(`drivers.shifts.states.${shift.state}`)}</StatusBadge> },
    { key: 'delivered', header: t('drivers.shifts.columns.delivered'), align: 'end', render: (shift) => <LtrText>{shift.delivered}</LtrText> },
    { key: 'expected', header: t('drivers.shifts.columns.expected'), align: 'end', render: (shift) => money(shift.expectedCash) },
    { key: 'collected', header: t('drivers.shifts.columns.collected'), align: 'end', render: (shift) => money(shift.collectedCash) },
    { key: 'counted', header: t('drivers.shifts.columns.counted'), align: 'end', render: (shift) => money(shift.countedCash) },
    {
      key: 'difference',
      header: t('drivers.shifts.columns.difference'),
      align: 'end',
      render: (shift) => (shift.discrepancy === null ? '—' : <LtrText>{signedKwd(shift.discrepancy, formatKwd)}</LtrText>),
    },
    { key: 'note', header: t('drivers.shifts.columns.note'), render: (shift) => <span dir="auto">{shift.resolutionNote ?? '—'}</span> },
  ];

  return (
    <section className={styles.shifts} aria-labelledby="driver-shifts-title">
      <div className={styles.shiftsHead}>
        <h2 id="driver-shifts-title" className={styles.heading}>
          {title}
        </h2>
        <Button appearance="subtle" onClick={onHide}>
          {t('drivers.shifts.hide')}
        </Button>
      </div>
      {failure ? (
        <div className={styles.error} role="alert">
          <Text>{failure}</Text>
          <Button onClick={() => void shifts.refetch()}>{tc('actions.retry')}</Button>
        </div>
      ) : !shifts.data ? (
        <TableSkeleton rows={3} columns={columns.length} ariaLabel={t('drivers.shifts.loading')} cardsUpTo="tablet" />
      ) : shifts.data.items.length === 0 ? (
        <Text role="status" className={styles.quiet}>
          {t('drivers.shifts.empty')}
        </Text>
      ) : (
        <ResponsiveTable ariaLabel={title} columns={columns} rows={shifts.data.items} getRowKey={(shift) => shift.id} numbered={false} cardsUpTo="tablet" />
      )}
    </section>
  );
}
