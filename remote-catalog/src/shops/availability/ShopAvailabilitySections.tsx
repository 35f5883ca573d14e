import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shop } from '../shops-api';
import { CATALOG_NS } from '../shops-i18n';
import { OverridesPanel } from './OverridesPanel';
import { ShopAvailabilityPanel } from './ShopAvailabilityPanel';
import { WeeklyHoursEditor } from './WeeklyHoursEditor';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, marginBlockStart: tokens.spacingVerticalXL },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** decisions/availability.md on the shop page: availability now (pause, busy), "Advanced hours", special dates. */
export function ShopAvailabilitySections({ shop }: { shop: Shop }) {
  const { t } = useTranslation(CATALOG_NS);
  const styles = useStyles();
  const section = (id: string, title: string, body: ReactElement) => (
    <Card className={styles.card} role="region" aria-labelledby={id}>
      <Text as="h2" id={id} size={500} weight="semibold">
        {title}
      </Text>
      {body}
    </Card>
  );
  return (
    <div className={styles.root}>
      {section('shop-availability', t('shops.availability.title'), <ShopAvailabilityPanel shop={shop} />)}
      {section('shop-hours', t('shops.hours.title'), <WeeklyHoursEditor key={shop.id} shop={shop} />)}
      {section('shop-overrides', t('shops.overrides.title'), <OverridesPanel shopId={shop.id} />)}
    </div>
  );
}
