import type { ListFilterValues } from '@dukkan/shared';
import { FilterBar, SearchField, useFilterBarStyles } from '@dukkan/shared/kit';
import { Checkbox, Field, makeStyles, Select } from '@fluentui/react-components';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOG_NS } from './products-i18n';
import { CategoryPicker } from '../common/pickers/CategoryPicker';
import { ShopPicker } from '../common/pickers/ShopPicker';

export const PRODUCT_FILTER_KEYS = ['q', 'shopId', 'categoryId', 'status', 'stockAtMost', 'sort'] as const;
export type ProductFilterValues = ListFilterValues<(typeof PRODUCT_FILTER_KEYS)[number]>;
const SORTS = ['newest', 'name', 'price-asc', 'price-desc', 'stock-asc', 'stock-desc'] as const;
/** Low stock: 5 or fewer (the default). */
const LOW_STOCK = '5';

const useStyles = makeStyles({
  field: { minWidth: 0 },
});

export interface ProductFiltersBarProps {
  filters: ProductFilterValues;
  query: string;
  onChange: (changes: Partial<ProductFilterValues> | 'clear') => void;
  onApply: (query: string) => void;
  /** The category of /products/category/:id, which the export narrows to as the list does (decisions/reports-and-bulk.md). */
  categoryId?: number | null;
  /** The list's count when exact, for the export's progress. */
  total?: number;
}

/** decisions/search.md: the products list's search (English or Arabic name), shop, status, low stock and sort, in the address. */
export function ProductFiltersBar({ filters, query, onChange, onApply, categoryId = null, total }: ProductFiltersBarProps) {
  const exportQuery = categoryId === null ? query : [query, `categoryId=${categoryId}`].filter(Boolean).join('&');
  const { t } = useTranslation(CATALOG_NS);
  const styles = useStyles();
  const filterBar = useFilterBarStyles();
  const search = useCallback((q: string) => onChange({ q }), [onChange]);
  return (
    <FilterBar
      label={t('products.filters.label')}
      list="products"
      query={query}
      onApply={onApply}
      onClear={() => onChange('clear')}
      clearLabel={t('products.filters.clear')}
      exportTo={{ path: 'products/export', query: exportQuery, total }}
    >
      <SearchField label={t('products.filters.search')} placeholder={t('products.filters.placeholder')} value={filters.q} onSearch={search} className={filterBar.search} />
      <ShopPicker
        label={t('products.filters.shop')}
        placeholder={t('products.filters.anyShop')}
        value={filters.shopId}
        // Another shop's category would match nothing.
        onChange={(shopId) => onChange({ shopId, categoryId: '' })}
        className={styles.field}
      />
      {/* One category's own list (/products/category/{id}) is already narrowed to it. */}
      {categoryId === null ? (
        <CategoryPicker
          label={t('products.filters.category')}
          placeholder={t('products.filters.anyCategory')}
          value={filters.categoryId}
          onChange={(id) => onChange({ categoryId: id })}
          shopId={filters.shopId}
          className={styles.field}
        />
      ) : null}
      <Field label={t('products.filters.status')} className={styles.field}>
        <Select value={filters.status} onChange={(_event, data) => onChange({ status: data.value })}>
          <option value="">{t('products.filters.anyStatus')}</option>
          <option value="active">{t('products.filters.active')}</option>
          <option value="inactive">{t('products.filters.inactive')}</option>
        </Select>
      </Field>
      <Field label={t('products.filters.sort')} className={styles.field}>
        <Select value={filters.sort || 'newest'} onChange={(_event, data) => onChange({ sort: data.value === 'newest' ? '' : data.value })}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`products.filters.sorts.${sort}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Checkbox
        className={filterBar.toggle}
        checked={filters.stockAtMost !== ''}
        label={t('products.filters.lowStock', { count: Number(LOW_STOCK) })}
        onChange={(_event, data) => onChange({ stockAtMost: data.checked ? LOW_STOCK : '' })}
      />
    </FilterBar>
  );
}
