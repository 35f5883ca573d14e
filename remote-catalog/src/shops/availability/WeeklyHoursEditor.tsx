import { failureMessage, useNotify } from '@dukkan/shared';
import { serverFieldErrors } from '@dukkan/shared/kit';
import { Button, Input, makeStyles, shorthands, Text, tokens } from '@fluentui/react-components';
import { AddRegular, CopyRegular, DismissRegular, SaveRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Interval, type Shop, useSaveShopHoursMutation } from '../shops-api';
import { CATALOG_NS } from '../shops-i18n';
import { copyDay, plainInterval, toWeekly, type Week, WEEKDAYS, weekOf, WORKING_DAYS } from './weekly-hours';

/** A day's hours copied to every day, or to the working days: the button, its name with the day, and what it says after. */
const DAY_COPIES = [
  { to: WEEKDAYS, label: 'sameEveryDay', from: 'sameEveryDayFrom', done: 'copiedEveryDay' },
  { to: WORKING_DAYS, label: 'copyWeekdays', from: 'copyWeekdaysFrom', done: 'copiedWeekdays' },
] as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hint: { color: tokens.colorNeutralForeground3 },
  days: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  day: {
    display: 'grid',
    gridTemplateColumns: '7rem 1fr',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
    paddingBlockEnd: tokens.spacingVerticalS,
    ...shorthands.borderBottom(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
    '@media (max-width: 640px)': { gridTemplateColumns: '1fr' },
  },
  intervals: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  interval: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  time: { width: '8rem' },
  quiet: { color: tokens.colorNeutralForeground3, paddingBlock: tokens.spacingVerticalXS },
  error: { color: tokens.colorPaletteRedForeground1 },
  dayActions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** The API names a day whose intervals overlap as `hours.<weekday>`. */
const DAY_FIELDS = WEEKDAYS.map((weekday) => `hours.${weekday}`);

/**
 * "Advanced hours": any number of opening intervals per weekday (Kuwait time), past midnight
 * allowed, saved as a whole (PUT shop/:id/hours; the API names a day whose intervals overlap).
 * It starts from the saved week, or without one from the open and close time on every day: a day
 * changes only when staff change it (or copy another day onto it), never as a side effect.
 */
export function WeeklyHoursEditor({ shop }: { shop: Shop }) {
  const { t } = useTranslation(CATALOG_NS);
  const styles = useStyles();
  const notify = useNotify();
  const saved = (shop.hours ?? []).length > 0;
  const [week, setWeek] = useState<Week>(() => weekOf(shop));
  const [dirty, setDirty] = useState(false);
  const [copied, setCopied] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveHours, saving] = useSaveShopHoursMutation();
  const dayName = (weekday: number) => t(`shops.hours.days.${weekday}`);

  const change = (next: (current: Week) => Week, announce = '') => {
    setWeek(next);
    setDirty(true);
    setCopied(announce);
  };
  const changeDay = (weekday: number, intervals: (day: Interval[]) => Interval[]) =>
    change((current) => current.map((day, index) => (index === weekday ? intervals(day) : day)));

  // An interval's opening or closing time, named with its day ('Sunday Opens').
  const timeInput = (weekday: number, index: number, edge: 'opens' | 'closes') => (
    <Input
      type="time"
      dir="ltr"
      className={styles.time}
      aria-label={`${dayName(weekday)} ${t(`shops.hours.${edge}`)}`}
      value={week[weekday][index][edge]}
      onChange={(_event, data) => changeDay(weekday, (list) => list.map((item, i) => (i === index ? { ...item, [edge]: data.value } : item)))}
    />
  );

  const save = async (next: Week) => {
    // An interval with a time missing is named on its day, never dropped without a word.
    const incomplete = Object.fromEntries(
      next.flatMap((day, weekday) => (day.some((interval) => !interval.opens || !interval.closes) ? [[`hours.${weekday}`, t('shops.hours.incomplete')]] : [])),
    );
    setErrors(incomplete);
    if (Object.keys(incomplete).length > 0) return;
    try {
      await saveHours({ id: shop.id, hours: toWeekly(next) }).unwrap();
      setDirty(false);
      setCopied('');
      notify.success(t('shops.hours.saved'));
    } catch (error) {
      setErrors(serverFieldErrors(error, DAY_FIELDS) as Record<string, string>);
      const message = failureMessage(error, { failed: t('shops.hours.failed') });
      if (message) notify.error(message);
    }
  };

  return (
    <div className={styles.root}>
      <Text className={styles.hint}>{t('shops.hours.hint')}</Text>
      {saved ? null : <Text className={styles.hint}>{t('shops.hours.plainHint')}</Text>}
      <ul className={styles.days}>
        {WEEKDAYS.map((weekday) => {
          const day = week[weekday];
          return (
            <li key={weekday} className={styles.day}>
              <Text weight="semibold">{dayName(weekday)}</Text>
              <div className={styles.intervals}>
                {day.length === 0 ? <Text className={styles.quiet}>{t('shops.hours.closedDay')}</Text> : null}
                {day.map((interval, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an interval has no identity but its place in the day; its inputs are controlled
                  <div key={index} className={styles.interval}>
                    {timeInput(weekday, index, 'opens')}
                    <span aria-hidden>–</span>
                    {timeInput(weekday, index, 'closes')}
                    <Button
                      appearance="subtle"
                      icon={<DismissRegular />}
                      aria-label={t('shops.hours.remove', { day: dayName(weekday), opens: interval.opens, closes: interval.closes })}
                      onClick={() => changeDay(weekday, (list) => list.filter((_item, i) => i !== index))}
                    />
                  </div>
                ))}
                {errors[`hours.${weekday}`] ? (
                  <Text role="alert" className={styles.error}>
                    {errors[`hours.${weekday}`]}
                  </Text>
                ) : null}
                <div className={styles.dayActions}>
                  <Button
                    size="small"
                    icon={<AddRegular />}
                    aria-label={t('shops.hours.addTo', { day: dayName(weekday) })}
                    // A closed day opens with the shop's usual hours; a second interval starts blank (a split shift).
                    onClick={() => changeDay(weekday, (list) => [...list, list.length === 0 ? plainInterval(shop) : { opens: '', closes: '' }])}
                  >
                    {t('shops.hours.add')}
                  </Button>
                  {DAY_COPIES.map(({ to, label, from, done }) => (
                    <Button
                      key={label}
                      size="small"
                      appearance="subtle"
                      icon={<CopyRegular />}
                      aria-label={t(`shops.hours.${from}`, { day: dayName(weekday) })}
                      onClick={() => change((current) => copyDay(current, weekday, to), t(`shops.hours.${done}`, { day: dayName(weekday) }))}
                    >
                      {t(`shops.hours.${label}`)}
                    </Button>
                  ))}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <div className={styles.actions}>
        <Button appearance="primary" icon={<SaveRegular />} disabled={saving.isLoading} onClick={() => void save(week)}>
          {t('shops.hours.save')}
        </Button>
        {saved ? (
          <Button
            disabled={saving.isLoading}
            onClick={() => {
              // Back to the spec's open and close time: the editor shows them on every day again.
              void saveHours({ id: shop.id, hours: [] })
                .unwrap()
                .then(() => {
                  setWeek(weekOf({ ...shop, hours: [] }));
                  setDirty(false);
                  setCopied('');
                  notify.success(t('shops.hours.saved'));
                })
                .catch((error: unknown) => {
                  const message = failureMessage(error, { failed: t('shops.hours.failed') });
                  if (message) notify.error(message);
                });
            }}
          >
            {t('shops.hours.clear')}
          </Button>
        ) : null}
        <Text role="status" className={styles.hint}>
          {copied || (dirty ? t('shops.hours.unsaved') : '')}
        </Text>
      </div>
    </div>
  );
}
