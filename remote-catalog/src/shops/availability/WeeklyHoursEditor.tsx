import { failureMessage, useNotify } from '@dukkan/shared';
import { serverFieldErrors } from '@dukkan/shared/kit';
import { Button, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DismissRegular, SaveRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Shop, useSaveShopHoursMutation, type WeeklyInterval } from '../shops-api';
import { CATALOG_NS } from '../shops-i18n';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hint: { color: tokens.colorNeutralForeground3 },
  days: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  day: { display: 'grid', gridTemplateColumns: '7rem 1fr', gap: tokens.spacingHorizontalM, alignItems: 'start', '@media (max-width: 640px)': { gridTemplateColumns: '1fr' } },
  intervals: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  interval: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  time: { width: '8rem' },
  quiet: { color: tokens.colorNeutralForeground3, paddingBlock: tokens.spacingVerticalXS },
  error: { color: tokens.colorPaletteRedForeground1 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** Kuwait's week starts on Sunday. */
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
/** The API names a day whose intervals overlap as `hours.<weekday>`. */
const DAY_FIELDS = WEEKDAYS.map((weekday) => `hours.${weekday}`);

/**
 * Issue 19, "Advanced hours": any number of opening intervals per weekday (Kuwait time), past
 * midnight allowed. Saved as a whole (PUT shop/:id/hours); the API names a day whose intervals
 * overlap. With none at all, the spec's open and close time apply every day.
 */
export function WeeklyHoursEditor({ shop }: { shop: Shop }) {
  const { t } = useTranslation(CATALOG_NS);
  const styles = useStyles();
  const notify = useNotify();
  const [hours, setHours] = useState<WeeklyInterval[]>(() => shop.hours ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveHours, saving] = useSaveShopHoursMutation();
  const dayName = (weekday: number) => t(`shops.hours.days.${weekday}`);

  const update = (index: number, change: Partial<WeeklyInterval>) => setHours((current) => current.map((interval, i) => (i === index ? { ...interval, ...change } : interval)));
  const save = async (next: WeeklyInterval[]) => {
    setErrors({});
    try {
      await saveHours({ id: shop.id, hours: next.filter((interval) => interval.opens && interval.closes) }).unwrap();
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
      <ul className={styles.days}>
        {WEEKDAYS.map((weekday) => {
          const day = hours.map((interval, index) => ({ interval, index })).filter(({ interval }) => interval.weekday === weekday);
          return (
            <li key={weekday} className={styles.day}>
              <Text weight="semibold">{dayName(weekday)}</Text>
              <div className={styles.intervals}>
                {/* No schedule at all: the spec's open and close time apply; with one, a day without intervals is closed. */}
                {day.length === 0 ? (
                  <Text className={styles.quiet}>
                    {hours.length === 0 ? t('shops.hours.plainDay', { opens: shop.openTime, closes: shop.closeTime ?? '24:00' }) : t('shops.hours.closedDay')}
                  </Text>
                ) : null}
                {day.map(({ interval, index }) => (
                  <div key={index} className={styles.interval}>
                    <Input
                      type="time"
                      className={styles.time}
                      aria-label={`${dayName(weekday)} ${t('shops.hours.opens')}`}
                      value={interval.opens}
                      onChange={(_event, data) => update(index, { opens: data.value })}
                    />
                    <span aria-hidden>–</span>
                    <Input
                      type="time"
                      className={styles.time}
                      aria-label={`${dayName(weekday)} ${t('shops.hours.closes')}`}
                      value={interval.closes}
                      onChange={(_event, data) => update(index, { closes: data.value })}
                    />
                    <Button
                      appearance="subtle"
                      icon={<DismissRegular />}
                      aria-label={t('shops.hours.remove', { day: dayName(weekday), opens: interval.opens, closes: interval.closes })}
                      onClick={() => setHours((current) => current.filter((_interval, i) => i !== index))}
                    />
                  </div>
                ))}
                {errors[`hours.${weekday}`] ? (
                  <Text role="alert" className={styles.error}>
                    {errors[`hours.${weekday}`]}
                  </Text>
                ) : null}
                <div>
                  <Button
                    size="small"
                    icon={<AddRegular />}
                    aria-label={t('shops.hours.addTo', { day: dayName(weekday) })}
                    onClick={() => setHours((current) => [...current, { weekday, opens: '08:00', closes: '22:00' }])}
                  >
                    {t('shops.hours.add')}
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <div className={styles.actions}>
        <Button appearance="primary" icon={<SaveRegular />} disabled={saving.isLoading} onClick={() => void save(hours)}>
          {t('shops.hours.save')}
        </Button>
        {hours.length > 0 ? (
          <Button
            disabled={saving.isLoading}
            onClick={() => {
              setHours([]);
              void save([]);
            }}
          >
            {t('shops.hours.clear')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
