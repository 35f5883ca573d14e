import type { ListFilterValues, useListFilters } from '@dukkan/shared';
import { ShopPicker, useFilterBarStyles } from '@dukkan/shared/kit';
import { Checkbox, Field, makeStyles, Select } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { CatalogFilterBar } from '../common/CatalogList/CatalogFilterBar';
import { CATALOG_NS } from './products-i18n';
import { CategoryPicker } from '../common/pickers/CategoryPicker';

export const PRODUCT_FILTER_KEYS = ['q', 'shopId', 'categoryId', 'status', 'stockAtMost', 'sort'] as const;
export type ProductFilterValues = ListFilterValues<(typeof PRODUCT_FILTER_KEYS)[number]>;
const SORTS = ['newest', 'name', 'price-asc', 'price-desc', 'stock-asc', 'stock-desc'] as const;
/** Low stock: 5 or fewer (the default). */
const LOW_STOCK = '5';

const useStyles = makeStyles({
  field: { minWidth: 0 },
});

export interface ProductFiltersBarProps {
  /** The list's filters in the address (useListFilters over PRODUCT_FILTER_KEYS). */
  filters: ReturnType<typeof useListFilters<(typeof PRODUCT_FILTER_KEYS)[number]>>;
  /** The category of /products/category/:id, which the export narrows to as the list does (decisions/reports-and-bulk.md). */
  categoryId?: number | null;
  /** The list's count when exact, for the export's progress. */
  total?: number;
}

/** decisions/search.md: the products list's search (English or Arabic name), shop, status, low stock and sort, in the address. */
export function ProductFiltersBar({ filters, categoryId = null, total }: ProductFiltersBarProps) {
  const { query, values, change } = filters;
  const exportQuery = categoryId === null ? query : [query, `categoryId=${categoryId}`].filter(Boolean).join('&');
  const { t } = useTranslation(CATALOG_NS);
  const styles = useStyles();
  const filterBar = useFilterBarStyles();
  return (
    <CatalogFilterBar feature="products" filters={filters} exportTo={{ path: 'products/export', query: exportQuery, total }}>
      <ShopPicker
        label={t('products.filters.shop')}
        placeholder={t('products.filters.anyShop')}
        value={values.shopId}
        // Another shop's category would match nothing.
        onChange={(shopId) => change({ shopId, categoryId: '' })}
        className={styles.field}
      />
      {/* One category's own list (/products/category/{id}) is already narrowed to it. */}
      {categoryId === null ? (
        <CategoryPicker
          label={t('products.filters.category')}
          placeholder={t('products.filters.anyCategory')}
          value={values.categoryId}
          onChange={(id) => change({ categoryId: id })}
          shopId={values.shopId}
          className={styles.field}
        />
      ) : null}
      <Field label={t('products.filters.status')} className={styles.field}>
        <Select value={values.status} onChange={(_event, data) => change({ status: data.value })}>
          <option value="">{t('products.filters.anyStatus')}</option>
          <option value="active">{t('products.filters.active')}</option>
          <option value="inactive">{t('products.filters.inactive')}</option>
        </Select>
      </Field>
      <Field label={t('products.filters.sort')} className={styles.field}>
        <Select value={values.sort || 'newest'} onChange={(_event, data) => change({ sort: data.value === 'newest' ? '' : data.value })}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`products.filters.sorts.${sort}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Checkbox
        className={filterBar.toggle}
        checked={values.stockAtMost !== ''}
        label={t('products.filters.lowStock', { count: Number(LOW_STOCK) })}
        onChange={(_event, data) => change({ stockAtMost: data.checked ? LOW_STOCK : '' })}
      />
    </CatalogFilterBar>
  );
}
