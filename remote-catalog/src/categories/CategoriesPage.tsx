import { Button } from '@fluentui/react-components';
import { AddRegular, DismissRegular } from '@fluentui/react-icons';
import { useCallback } from 'react';
import { localizedName, LtrText, pictureUrl, useFailureToast, useCan, useLanguage, useListFilters, useLoadMore } from '@dukkan/shared';
import { FilterBar, LoadMoreTable, PageHeader, SearchField, useFilterBarStyles, type LoadMoreTableColumn } from '@dukkan/shared/kit';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { RowActions } from '../common/RowActions/RowActions';
import { useConfirmDelete } from '../common/use-confirm-delete';
import { CATALOG_NS } from './categories-i18n';
import { ShopPicker } from '../common/pickers/ShopPicker';
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
  const filterBar = useFilterBarStyles();
  const navigate = useNavigate();
  // decisions/search.md: the search and shop live in the address.
  const filters = useListFilters(CATEGORY_FILTER_KEYS);
  const list = useLoadMore(useGetCategoriesInfiniteQuery(filters.applied));
  const { change } = filters;
  const search = useCallback((q: string) => change({ q }), [change]);
  // spec §7-§8: the failure shows in the list and as a toast, once per failure.
  const loadError = useFailureToast(list.error, { failed: t('categories.fetchFailed'), errored: t('categories.loadError') });
  const [deleteCategory] = useDeleteCategoryMutation();
  const name = (category: Category) => localizedName(category, language);

  const remove = useConfirmDelete<Category>({
    remove: (id) => deleteCategory(id).unwrap(),
    texts: (category) => ({
      title: t('categories.delete.title'),
      message: t('categories.delete.message', { name: name(category) }),
      success: t('categories.delete.success', { name: name(category) }),
      failed: t('categories.delete.failed'),
    }),
  });

  const canWrite = useCan('catalog.write');
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
    // decisions/roles-and-audit.md: Edit and Delete only for those who may change the catalogue.
    ...(canWrite ? [{
      key: 'actions',
      header: t('categories.columns.actions'),
      render: (category) => (
        <RowActions
          editLabel={t('categories.editCategory', { name: name(category) })}
          deleteLabel={t('categories.deleteCategory', { name: name(category) })}
          onEdit={() => navigate(`/categories/edit/${category.id}`)}
          onDelete={() => remove.ask(category)}
        />
      ),
    } satisfies LoadMoreTableColumn<Category>] : []),
  ];

  return (
    <section className={styles.root}>
      <PageHeader
        title={t('categories.title')}
        actions={
          canWrite ? (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate('/categories/add')}>
              {t('categories.create')}
            </Button>
          ) : undefined
        }
      />
      <FilterBar
        label={t('categories.filters.label')}
        list="categories"
        query={filters.query}
        onApply={filters.apply}
        onClear={() => change('clear')}
        clearLabel={t('categories.filters.clear')}
        exportTo={{ path: 'categories/export' }}
      >
        <SearchField
          label={t('categories.filters.search')}
          placeholder={t('categories.filters.placeholder')}
          value={filters.values.q}
          onSearch={search}
          className={filterBar.search}
        />
        <ShopPicker
          label={t('categories.filters.shop')}
          placeholder={t('categories.filters.anyShop')}
          value={filters.values.shopId}
          onChange={(shopId) => change({ shopId })}
        />
      </FilterBar>
      <LoadMoreTable
        {...list}
        ariaLabel={t('categories.title')}
        columns={columns}
        getRowKey={(category) => category.id}
        things={t('categories.things')}
        emptyTitle={filters.active ? t('categories.filters.noMatch') : t('categories.empty')}
        emptyHint={filters.active ? undefined : t('categories.emptyHint')}
        emptyAction={
          filters.active ? (
            <Button icon={<DismissRegular />} onClick={() => change('clear')}>
              {t('categories.filters.clear')}
            </Button>
          ) : undefined
        }
        errorTitle={loadError ?? undefined}
      />
      {remove.dialog}
    </section>
  );
}
