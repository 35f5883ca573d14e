import { useLanguage } from '@dukkan/shared';
import { PhoneLinks } from '@dukkan/shared/kit';
import { Field, ProgressBar, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Driver } from '../common/dispatch-types';
import { namesText } from '../common/names-text';
import { DISPATCH_NS } from '../i18n';
import { useDispatchBoardStyles } from './useDispatchBoardStyles.styles';

/** decisions/dispatch.md: beside the orders, who is on shift: each driver's load against their capacity, and their areas. */
export function DriversOnShift({ drivers }: { drivers: readonly Driver[] }) {
  const { t } = useTranslation(DISPATCH_NS);
  const language = useLanguage();
  const styles = useDispatchBoardStyles();
  return (
    <section className={styles.column} aria-labelledby="dispatch-drivers-title">
      <h2 id="dispatch-drivers-title" className={styles.heading}>
        {t('board.drivers.title')}
      </h2>
      {drivers.length === 0 ? (
        <Text className={styles.quiet}>{t('board.drivers.none')}</Text>
      ) : (
        <ul className={styles.drivers} aria-labelledby="dispatch-drivers-title">
          {drivers.map((driver) => {
            const areas = namesText(driver.areas, language);
            const full = driver.load >= driver.capacity;
            return (
              <li key={driver.id} className={styles.driver}>
                <Text className={styles.driverName}>{driver.name}</Text>
                {driver.phone ? <PhoneLinks phone={driver.phone} /> : null}
                <Field label={t('board.drivers.loadOf', { name: driver.name })} hint={t('board.drivers.load', { load: driver.load, capacity: driver.capacity })} validationState={full ? 'warning' : 'none'}>
                  <ProgressBar value={Math.min(driver.load, driver.capacity)} max={driver.capacity} thickness="large" color={full ? 'warning' : 'brand'} />
                </Field>
                <Text size={200} className={styles.quiet}>
                  {areas ? t('board.drivers.areas', { areas }) : t('board.drivers.anyArea')}
                </Text>
              </li>
            );
          })}
        </ul>
      )}
      <Link to="/dispatch/drivers">{t('board.drivers.manage')}</Link>
    </section>
  );
}
