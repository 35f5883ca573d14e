import { localizedName, LtrText, pictureUrl, useCan, useLanguage, useListFilters, useLoadMore } from '@dukkan/shared';
import { type LoadMoreTableColumn, PageHeader, ShopPicker } from '@dukkan/shared/kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CatalogFilterBar } from '../common/CatalogList/CatalogFilterBar';
import { CatalogTable } from '../common/CatalogList/CatalogTable';
import { CreateButton } from '../common/CatalogList/CreateButton';
import { useRowActions } from '../common/CatalogList/use-row-actions';
import { CATALOG_NS } from './categories-i18n';
import { useDeleteCategoryMutation, useGetCategoriesInfiniteQuery, type Category } from './categories-api';
import { useCategoriesPageStyles } from './useCategoriesPageStyles.styles';

/** decisions/search.md: the list's filters in the address. */
const CATEGORY_FILTER_KEYS = ['q', 'shopId'] as const;

/**
 * spec §2 /categories: serial no, the name (a link to the category's products), shop id, shop
 * name, shop image, Edit/Delete; 'Create Category'; Load More; the empty state.
 */
export function CategoriesPage() {
  const { t } = useTranslation(CATALOG_NS);
  const language = useLanguage();
  const styles = useCategoriesPageStyles();
  // decisions/search.md: the search and shop live in the address.
  const filters = useListFilters(CATEGORY_FILTER_KEYS);
  const list = useLoadMore(useGetCategoriesInfiniteQuery(filters.applied));
  const [deleteCategory] = useDeleteCategoryMutation();
  const name = (category: Category) => localizedName(category, language);
  const canWrite = useCan('catalog.write');
  // decisions/roles-and-audit.md: Edit and Delete only for those who may change the catalogue.
  const rowActions = useRowActions<Category>('categories', { show: canWrite, name, remove: (id) => deleteCategory(id).unwrap() });

  const columns: LoadMoreTableColumn<Category>[] = [
    {
      key: 'name',
      header: t('categories.columns.name'),
      cardTitle: true,
      render: (category) => (
        <Link className={styles.link} to={`/products/category/${category.id}`}>
          {name(category)}
        </Link>
      ),
    },
    { key: 'shopId', header: t('categories.columns.shopId'), render: (category) => <LtrText>{category.shopId}</LtrText> },
    { key: 'shopName', header: t('categories.columns.shopName'), render: (category) => localizedName(category.shop, language) },
    {
      key: 'shopImage',
      header: t('categories.columns.shopImage'),
      render: (category) => {
        const src = pictureUrl(category.shop, 'thumbnail');
        return src ? (
          <img className={styles.thumb} src={src} alt={localizedName(category.shop, language)} loading="lazy" />
        ) : (
          <span className={styles.quiet}>{t('value.notAvailable', { ns: 'common' })}</span>
        );
      },
    },
    ...rowActions.columns,
  ];

  return (
    <section className={styles.root}>
      <PageHeader title={t('categories.title')} actions={canWrite ? <CreateButton feature="categories" /> : undefined} />
      <CatalogFilterBar feature="categories" filters={filters} exportTo={{ path: 'categories/export' }}>
        <ShopPicker
          label={t('categories.filters.shop')}
          placeholder={t('categories.filters.anyShop')}
          value={filters.values.shopId}
          onChange={(shopId) => filters.change({ shopId })}
        />
      </CatalogFilterBar>
      <CatalogTable feature="categories" list={list} filters={filters} columns={columns} emptyHint={t('categories.emptyHint')} />
      {rowActions.dialog}
    </section>
  );
}
