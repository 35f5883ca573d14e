import { COMMON_NAMESPACE, failureMessage, formatKuwaitTime, LtrText, useCan, useLanguage, useNotifiedCall } from '@dukkan/shared';
import { PageHeader, PhoneLinks, ResponsiveTable, StatusBadge, TableSkeleton, type ResponsiveTableColumn } from '@dukkan/shared/kit';
import { Button, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Driver, Shift } from '../common/dispatch-types';
import { namesText } from '../common/names-text';
import { DISPATCH_NS } from '../i18n';
import { CloseShiftDialog } from './CloseShiftDialog';
import { DriverProfileDialog } from './DriverProfileDialog';
import { DriverShifts } from './DriverShifts';
import { useGetDriversQuery, useStartDriverShiftMutation } from './drivers-api';
import { ResolveShiftDialog } from './ResolveShiftDialog';
import { useDriversPageStyles } from './useDriversPageStyles.styles';

/** The dialog open on the page, with whom it is for. */
type PageDialog = { kind: 'edit' | 'close'; driver: Driver } | { kind: 'resolve'; driver: Driver; shiftId: number; known?: Shift };

/**
 * decisions/dispatch.md, /dispatch/drivers: every driver (a user with the driver role) with their profile, shift and
 * load; Edit, Start shift, Close shift (counted cash against the ledger's), Resolve a difference with a note; and a
 * driver's recent shifts below the table.
 */
export function DriversPage() {
  const { t } = useTranslation(DISPATCH_NS);
  const { t: tc } = useTranslation(COMMON_NAMESPACE);
  const language = useLanguage();
  const styles = useDriversPageStyles();
  const notified = useNotifiedCall();
  // decisions/roles-and-audit.md: a shop's staff read the drivers; only dispatch.act edits them and their shifts.
  const canAct = useCan('dispatch.act');
  const drivers = useGetDriversQuery();
  const [startShift] = useStartDriverShiftMutation();
  const [dialog, setDialog] = useState<PageDialog | null>(null);
  const [shiftsOf, setShiftsOf] = useState<number | null>(null);
  const [starting, setStarting] = useState<number | null>(null);
  const failure = drivers.error ? failureMessage(drivers.error, { failed: t('drivers.fetchFailed') }) : null;
  const shown = drivers.data?.find((driver) => driver.id === shiftsOf);
  const now = new Date();

  const start = async (driver: Driver) => {
    setStarting(driver.id);
    await notified(() => startShift(driver.id).unwrap(), { success: t('drivers.started', { name: driver.name }), failed: t('drivers.startFailed', { name: driver.name }) });
    setStarting(null);
  };

  const shiftText = (driver: Driver) => {
    if (!driver.shift) return <StatusBadge tone="subtle">{t('drivers.shift.off')}</StatusBadge>;
    if (driver.shift.state === 'discrepancy') return <StatusBadge tone="danger">{t('drivers.shift.discrepancy')}</StatusBadge>;
    return <StatusBadge tone="success">{t('drivers.shift.open', { time: formatKuwaitTime(driver.shift.openedAt, now, language) })}</StatusBadge>;
  };

  const shiftAction = (driver: Driver) => {
    const shift = driver.shift;
    if (!shift) {
      return (
        <Button disabled={starting === driver.id} aria-label={t('drivers.actions.startNamed', { name: driver.name })} onClick={() => void start(driver)}>
          {t('drivers.actions.startShift')}
        </Button>
      );
    }
    if (shift.state === 'discrepancy') {
      return (
        <Button appearance="primary" aria-label={t('drivers.actions.resolveNamed', { name: driver.name })} onClick={() => setDialog({ kind: 'resolve', driver, shiftId: shift.id })}>
          {t('drivers.actions.resolve')}
        </Button>
      );
    }
    return (
      <Button aria-label={t('drivers.actions.closeNamed', { name: driver.name })} onClick={() => setDialog({ kind: 'close', driver })}>
        {t('drivers.actions.closeShift')}
      </Button>
    );
  };

  const columns: ResponsiveTableColumn<Driver>[] = [
    {
      key: 'name',
      header: t('drivers.columns.name'),
      cardTitle: true,
      render: (driver) => (
        <>
          <Text block weight="semibold">
            {driver.name}
          </Text>
          <Text block size={200} className={styles.quiet}>
            <LtrText>{driver.email}</LtrText>
          </Text>
        </>
      ),
    },
    { key: 'phone', header: t('drivers.columns.phone'), render: (driver) => (driver.phone ? <PhoneLinks phone={driver.phone} /> : <Text className={styles.quiet}>{t('drivers.notSet')}</Text>) },
    { key: 'vehicle', header: t('drivers.columns.vehicle'), render: (driver) => driver.vehicle || <Text className={styles.quiet}>{t('drivers.notSet')}</Text> },
    { key: 'capacity', header: t('drivers.columns.capacity'), align: 'end', render: (driver) => <LtrText>{driver.capacity}</LtrText> },
    { key: 'areas', header: t('drivers.columns.areas'), render: (driver) => namesText(driver.areas, language) || <Text className={styles.quiet}>{t('drivers.noAreas')}</Text> },
    { key: 'shift', header: t('drivers.columns.shift'), render: shiftText },
    { key: 'load', header: t('drivers.columns.load'), align: 'end', render: (driver) => <LtrText>{t('drivers.load', { load: driver.load, capacity: driver.capacity })}</LtrText> },
    {
      key: 'actions',
      header: t('drivers.columns.actions'),
      render: (driver) => (
        <div className={styles.rowActions}>
          {canAct ? (
            <>
              <Button aria-label={t('drivers.actions.editNamed', { name: driver.name })} onClick={() => setDialog({ kind: 'edit', driver })}>
                {t('drivers.actions.edit')}
              </Button>
              {shiftAction(driver)}
            </>
          ) : null}
          <Button
            appearance="subtle"
            aria-pressed={shiftsOf === driver.id}
            aria-label={t('drivers.actions.shiftsNamed', { name: driver.name })}
            onClick={() => setShiftsOf(shiftsOf === driver.id ? null : driver.id)}
          >
            {t('drivers.actions.shifts')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="drivers-title">
      <PageHeader title={<span id="drivers-title">{t('drivers.title')}</span>} subtitle={t('drivers.subtitle')} />
      {failure ? (
        <div className={styles.error} role="alert">
          <Text>{failure}</Text>
          <Button onClick={() => void drivers.refetch()}>{tc('actions.retry')}</Button>
        </div>
      ) : !drivers.data ? (
        <TableSkeleton rows={5} columns={columns.length} ariaLabel={t('drivers.loading')} cardsUpTo="tablet" />
      ) : drivers.data.length === 0 ? (
        <div className={styles.empty} role="status">
          <Text size={500} weight="semibold">
            {t('drivers.empty')}
          </Text>
          <Text className={styles.quiet}>{t('drivers.emptyHint')}</Text>
        </div>
      ) : (
        <ResponsiveTable
          ariaLabel={t('drivers.table')}
          columns={columns}
          rows={drivers.data}
          getRowKey={(driver) => driver.id}
          serialHeader={t('drivers.columns.serial')}
          cardsUpTo="tablet"
          columnWidths="content"
        />
      )}
      {shown ? <DriverShifts driver={shown} onHide={() => setShiftsOf(null)} /> : null}

      {dialog?.kind === 'edit' ? <DriverProfileDialog driver={dialog.driver} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'close' ? (
        <CloseShiftDialog
          driver={dialog.driver}
          onClose={() => setDialog(null)}
          onDiscrepancy={(shift) => setDialog({ kind: 'resolve', driver: dialog.driver, shiftId: shift.id, known: shift })}
        />
      ) : null}
      {dialog?.kind === 'resolve' ? <ResolveShiftDialog driver={dialog.driver} shiftId={dialog.shiftId} known={dialog.known} onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
