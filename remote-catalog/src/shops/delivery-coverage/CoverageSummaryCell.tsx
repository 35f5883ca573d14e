import { StatusBadge } from '@dukkan/shared/kit';
import { useTranslation } from 'react-i18next';
import type { CoverageSummary } from './coverage-api';
import { CATALOG_NS } from './coverage-i18n';
import { useCoverageStyles } from './useCoverageStyles.styles';

/**
 * The shops list's coverage cell (decisions/delivery-coverage.md): how many zones, or that the shop uses the platform
 * defaults, and a warning when its highest fee is above the team's cap. Short, so the list keeps its width at 1280 px.
 */
export function CoverageSummaryCell({ coverage }: { coverage?: CoverageSummary }) {
  const { t } = useTranslation(CATALOG_NS);
  const styles = useCoverageStyles();
  // An answer from before coverage says nothing, rather than "none".
  if (!coverage) return null;
  return (
    <span className={styles.summary}>
      {coverage.zones > 0 ? (
        <StatusBadge tone="informative">{t('shops.coverage.list.areas', { count: coverage.zones })}</StatusBadge>
      ) : (
        <span className={styles.quiet}>{t('shops.coverage.list.none')}</span>
      )}
      {coverage.aboveCap ? <StatusBadge tone="warning">{t('shops.coverage.list.aboveCap')}</StatusBadge> : null}
    </span>
  );
}
