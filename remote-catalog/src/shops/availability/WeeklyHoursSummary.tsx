import { LtrText } from '@dukkan/shared';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Interval, Shop } from '../shops-api';
import { CATALOG_NS } from '../shops-i18n';
import { dayRuns, intervalEnd, weekOf } from './weekly-hours';

const useStyles = makeStyles({
  root: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  days: { fontWeight: tokens.fontWeightSemibold, marginInlineEnd: tokens.spacingHorizontalXS },
  quiet: { color: tokens.colorNeutralForeground3 },
});

/**
 * One interval as people read it: "08:00–13:00"; past midnight "18:00–02:00 (next day)"; until
 * midnight "08:00–24:00". The times stay left to right inside Arabic (spec §1), the words follow them.
 */
export function IntervalText({ interval }: { interval: Interval }) {
  const { t } = useTranslation(CATALOG_NS);
  const end = intervalEnd(interval);
  if (end === 'allDay') return <>{t('shops.hours.allDay')}</>;
  return (
    <>
      <LtrText>{`${interval.opens}–${end === 'midnight' ? '24:00' : interval.closes}`}</LtrText>
      {end === 'nextDay' ? ` (${t('shops.hours.nextDay')})` : null}
    </>
  );
}

/**
 * A shop's opening hours wherever they are shown (the shops list, its phone card, the shop form):
 * its saved week in runs of days ("Sun–Thu 08:00–13:00, 16:00–23:00", "Fri Closed"), or without a
 * schedule the spec's open and close time.
 */
export function WeeklyHoursSummary({ shop, className }: { shop: Pick<Shop, 'openTime' | 'closeTime' | 'hours'>; className?: string }) {
  const { t } = useTranslation(CATALOG_NS);
  const styles = useStyles();
  const day = (weekday: number) => t(`shops.hours.daysShort.${weekday}`);
  const runs = dayRuns(weekOf(shop));
  const intervals = (list: Interval[]) =>
    list.length === 0 ? (
      <span className={styles.quiet}>{t('shops.hours.closedDay')}</span>
    ) : (
      list.map((interval, index) => (
        <Fragment key={`${interval.opens}-${interval.closes}`}>
          {index > 0 ? t('shops.hours.separator') : null}
          <IntervalText interval={interval} />
        </Fragment>
      ))
    );
  if (runs.length === 1 && !shop.hours?.length) return <span className={className}>{intervals(runs[0].intervals)}</span>;
  return (
    <ul className={mergeClasses(styles.root, className)}>
      {runs.map((run) => (
        <li key={run.from}>
          <span className={styles.days}>{run.from === run.to ? day(run.from) : t('shops.hours.dayRange', { from: day(run.from), to: day(run.to) })}</span>{' '}
          {intervals(run.intervals)}
        </li>
      ))}
    </ul>
  );
}
