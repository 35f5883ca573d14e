import { failureMessage } from '@dukkan/shared';
import { Card, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { EntityLoadState } from '../../common/EntityLoadState/EntityLoadState';
import { useFreshAnswer } from '../../common/use-fresh-answer';
import type { Shop } from '../shops-api';
import { useGetShopCoverageQuery } from './coverage-api';
import { CATALOG_NS } from './coverage-i18n';
import { CoverageEditor } from './CoverageEditor';
import { useCoverageStyles } from './useCoverageStyles.styles';

/**
 * decisions/delivery-coverage.md on the shop page, below its form: where the shop delivers, at what fee, above what
 * basket and how fast. Loaded afresh on every visit; a failure shows in place with Retry.
 */
export function ShopCoverageSection({ shop }: { shop: Shop }) {
  const { t } = useTranslation(CATALOG_NS);
  const styles = useCoverageStyles();
  const coverage = useGetShopCoverageQuery(shop.id, { refetchOnMountOrArgChange: true });
  // The rows start from the coverage as the server has it now, not a copy cached on an earlier visit.
  const fresh = useFreshAnswer(coverage);
  const failed = coverage.isError ? failureMessage(coverage.error, { failed: t('shops.coverage.loadFailed') }) : null;
  return (
    <Card className={styles.card} role="region" aria-labelledby="shop-coverage">
      <Text as="h2" id="shop-coverage" size={500} weight="semibold">
        {t('shops.coverage.title')}
      </Text>
      {fresh ? (
        // The rows start from the first answer; a later one (a save's refresh) only brings the cap up to date.
        <CoverageEditor key={shop.id} shop={shop} coverage={coverage.data ?? fresh} />
      ) : (
        <EntityLoadState isLoading={coverage.isFetching} error={failed} onRetry={() => void coverage.refetch()} />
      )}
    </Card>
  );
}
