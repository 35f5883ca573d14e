import { useFailureToast, type LoadMoreState } from '@dukkan/shared';
import { LoadMoreTable, type LoadMoreTableColumn, type LoadMoreTableProps } from '@dukkan/shared/kit';
import { Button } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { CATALOG_NS } from '../catalog-namespace';
import type { CatalogFeature } from '../CatalogForm/use-catalog-form';
import type { CatalogListFilters } from './CatalogFilterBar';

export interface CatalogTableProps<T extends { id: number }> {
  /** Whose texts: `<feature>.title`, `things`, `empty`, `fetchFailed`, `loadError`, `filters.noMatch`, `filters.clear`. */
  feature: CatalogFeature;
  /** The list's rows and paging (useLoadMore). */
  list: LoadMoreState<T>;
  /** Whether a filter is set, and how to clear them all. */
  filters: Pick<CatalogListFilters, 'active' | 'change'>;
  columns: LoadMoreTableColumn<T>[];
  /** The empty list's second line, shown while no filter is set. */
  emptyHint?: string;
  columnWidths?: LoadMoreTableProps<T>['columnWidths'];
}

/**
 * A catalog list (spec §2): Load More, 'No <things> found' — or, filtered, that nothing matches
 * with Clear filters (decisions/search.md) — and a failed load in the list and as a toast, once
 * per failure (spec §7-§8).
 */
export function CatalogTable<T extends { id: number }>({ feature, list, filters, columns, emptyHint, columnWidths }: CatalogTableProps<T>) {
  const { t } = useTranslation(CATALOG_NS);
  const loadError = useFailureToast(list.error, { failed: t(`${feature}.fetchFailed`), errored: t(`${feature}.loadError`) });
  return (
    <LoadMoreTable
      {...list}
      ariaLabel={t(`${feature}.title`)}
      columns={columns}
      getRowKey={(row) => row.id}
      columnWidths={columnWidths}
      things={t(`${feature}.things`)}
      emptyTitle={filters.active ? t(`${feature}.filters.noMatch`) : t(`${feature}.empty`)}
      emptyHint={filters.active ? undefined : emptyHint}
      emptyAction={
        filters.active ? (
          <Button icon={<DismissRegular />} onClick={() => filters.change('clear')}>
            {t(`${feature}.filters.clear`)}
          </Button>
        ) : undefined
      }
      errorTitle={loadError ?? undefined}
    />
  );
}
