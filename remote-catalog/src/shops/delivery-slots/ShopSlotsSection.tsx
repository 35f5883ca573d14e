import { failureMessage } from '@dukkan/shared';
import { Card, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { EntityLoadState } from '../../common/EntityLoadState/EntityLoadState';
import { useFreshAnswer } from '../../common/use-fresh-answer';
import type { Shop } from '../shops-api';
import { useGetShopSlotsQuery } from './slots-api';
import { CATALOG_NS } from './slots-i18n';
import { SlotsEditor } from './SlotsEditor';
import { useSlotsStyles } from './useSlotsStyles.styles';

/**
 * decisions/delivery-slots.md on the shop page, below its coverage: whether the shop offers delivery slots, on what
 * terms, and its weekly timetables. Loaded afresh on every visit; a failure shows in place with Retry.
 */
export function ShopSlotsSection({ shop }: { shop: Shop }) {
  const { t } = useTranslation(CATALOG_NS);
  const styles = useSlotsStyles();
  const slots = useGetShopSlotsQuery(shop.id, { refetchOnMountOrArgChange: true });
  // The rows start from the slots as the server has them now, not a copy cached on an earlier visit.
  const fresh = useFreshAnswer(slots);
  const failed = slots.isError ? failureMessage(slots.error, { failed: t('shops.slots.loadFailed') }) : null;
  return (
    <Card className={styles.card} role="region" aria-labelledby="shop-slots">
      <Text as="h2" id="shop-slots" size={500} weight="semibold">
        {t('shops.slots.title')}
      </Text>
      {fresh ? (
        <SlotsEditor key={shop.id} shopId={shop.id} slots={fresh} />
      ) : (
        <EntityLoadState isLoading={slots.isFetching} error={failed} onRetry={() => void slots.refetch()} />
      )}
    </Card>
  );
}
