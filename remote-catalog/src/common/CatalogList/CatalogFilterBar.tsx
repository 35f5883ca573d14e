import type { useListFilters } from '@dukkan/shared';
import { FilterBar, SearchField, useFilterBarStyles, type FilterBarProps } from '@dukkan/shared/kit';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOG_NS } from '../catalog-namespace';
import type { CatalogFeature } from '../CatalogForm/use-catalog-form';

/** A list's filters in the address (useListFilters), with at least the search `q`. */
export type CatalogListFilters = ReturnType<typeof useListFilters<'q'>>;

export interface CatalogFilterBarProps {
  /** Whose list (its saved views) and texts (`<feature>.filters.*`). */
  feature: CatalogFeature;
  filters: CatalogListFilters;
  /** The list's export: its API path, and the query when it is not the filters'. */
  exportTo: FilterBarProps['exportTo'];
  /** The filters after the search. */
  children?: ReactNode;
}

/**
 * decisions/search.md: a catalog list's filter bar, the search by name (English or Arabic) first,
 * then the list's own filters, its saved views, export and Clear.
 */
export function CatalogFilterBar({ feature, filters, exportTo, children }: CatalogFilterBarProps) {
  const { t } = useTranslation(CATALOG_NS);
  const filterBar = useFilterBarStyles();
  const { change } = filters;
  const search = useCallback((q: string) => change({ q }), [change]);
  return (
    <FilterBar
      label={t(`${feature}.filters.label`)}
      list={feature}
      query={filters.query}
      onApply={filters.apply}
      onClear={() => change('clear')}
      clearLabel={t(`${feature}.filters.clear`)}
      exportTo={exportTo}
    >
      <SearchField
        label={t(`${feature}.filters.search`)}
        placeholder={t(`${feature}.filters.placeholder`)}
        value={filters.values.q}
        onSearch={search}
        className={filterBar.search}
      />
      {children}
    </FilterBar>
  );
}
