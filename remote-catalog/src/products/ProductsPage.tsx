import { localizedName, LtrText, useCan, useLanguage, useListFilters, useLoadMore } from '@dukkan/shared';
import { PageHeader, StatusBadge, useRowSelection, type LoadMoreTableColumn } from '@dukkan/shared/kit';
import { Button, mergeClasses } from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular, ArrowUploadRegular } from '@fluentui/react-icons';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { CatalogTable } from '../common/CatalogList/CatalogTable';
import { CreateButton } from '../common/CatalogList/CreateButton';
import { useRowActions } from '../common/CatalogList/use-row-actions';
import { CATALOG_NS } from './products-i18n';
import { ProductBulkActions } from './ProductBulkActions';
import { ProductPrice } from './ProductPrice';
import { ProductStatusSwitch } from './ProductStatusSwitch';
import { PRODUCT_FILTER_KEYS, ProductFiltersBar } from './ProductFiltersBar';
import { SoldOutControl } from './stock/SoldOutControl';
import { useDeleteProductMutation, useGetProductsInfiniteQuery, type Product } from './products-api';
import { useProductsPageStyles } from './useProductsPageStyles.styles';

const productId = (product: Product) => product.id;

/** The category of `/products/category/:categoryId`, or null for all products; NaN for nonsense. */
function useCategoryId(): number | null {
  const { categoryId } = useParams();
  if (categoryId === undefined) return null;
  return /^\d+$/.test(categoryId) ? Number(categoryId) : Number.NaN;
}

/**
 * spec §2 /products and /products/category/{categoryId}: the products, 10 at a time with Load
 * More, each with its price in KWD, stock, a status switch, Edit and Delete; with
 * decisions/grocery-products.md, per kg for one sold by weight, and its SKU and barcode under its name.
 */
export function ProductsPage() {
  const { t } = useTranslation(CATALOG_NS);
  const styles = useProductsPageStyles();
  const language = useLanguage();
  const navigate = useNavigate();
  const categoryId = useCategoryId();
  const validId = categoryId === null || Number.isInteger(categoryId);
  // decisions/search.md: the search, filters and sort live in the address.
  const filters = useListFilters(PRODUCT_FILTER_KEYS);
  const list = useLoadMore(useGetProductsInfiniteQuery(validId ? { categoryId, filters: filters.applied } : skipToken));
  const [deleteProduct] = useDeleteProductMutation();
  const name = (product: Product) => localizedName(product, language);
  // decisions/reports-and-bulk.md: rows picked for a bulk action, or every product the filters match; another filter
  // (or category) is another set of products, so nothing stays picked from the one before.
  const matching = categoryId !== null && validId ? { ...filters.applied, categoryId: String(categoryId) } : { ...filters.applied };
  const matchingKey = new URLSearchParams(matching).toString();
  const selection = useRowSelection(list.rows, {
    getId: productId,
    rowLabel: (product) => t('products.bulk.selectRow', { name: name(product) }),
    allLabel: t('bulk.selectAll', { ns: 'common' }),
    scope: matchingKey,
  });
  const [allMatchingOf, setAllMatchingOf] = useState<string | null>(null);
  const allMatching = allMatchingOf === matchingKey;

  const canWrite = useCan('catalog.write');
  // decisions/roles-and-audit.md: Edit and Delete only for those who may change the catalogue.
  const rowActions = useRowActions<Product>('products', { show: canWrite, name, remove: (id) => deleteProduct(id).unwrap() });

  const columns: LoadMoreTableColumn<Product>[] = [
    // decisions/reports-and-bulk.md: only those who may change the catalogue pick products for a bulk action (decisions/roles-and-audit.md).
    ...(canWrite ? [selection.column] : []),
    {
      key: 'product',
      header: t('products.columns.product'),
      cardTitle: true,
      render: (product) => (
        <div className={styles.product}>
          <span className={styles.productName}>{name(product)}</span>
          <span className={styles.quiet}>
            <Trans t={t} i18nKey="products.productId" values={{ id: product.id }} components={{ ltr: <LtrText /> }} />
          </span>
          {/* decisions/grocery-products.md: the codes staff search and scan by, where the product has them. */}
          {product.sku || product.barcode ? (
            <span className={mergeClasses(styles.quiet, styles.codes)}>
              {product.sku ? <Trans t={t} i18nKey="products.codes.sku" values={{ sku: product.sku }} components={{ ltr: <LtrText /> }} /> : null}
              {product.barcode ? (
                <Trans t={t} i18nKey="products.codes.barcode" values={{ barcode: product.barcode }} components={{ ltr: <LtrText /> }} />
              ) : null}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      key: 'category',
      header: t('products.columns.category'),
      render: (product) => localizedName(product.category, language) || t('value.notAvailable', { ns: 'common' }),
    },
    {
      key: 'price',
      header: t('products.columns.price'),
      render: (product) => <ProductPrice price={product.price} unit={product.unit} />,
    },
    {
      key: 'stock',
      header: t('products.columns.stock'),
      render: (product) => <LtrText>{product.stock}</LtrText>,
    },
    {
      key: 'status',
      header: t('products.columns.status'),
      // decisions/availability.md: beside the switch, "Sold out today" (or until when, and Back on sale).
      render: (product) => (
        <span className={styles.status}>
          {/* decisions/roles-and-audit.md: a reader sees the status; only a catalogue writer switches it or marks it sold out. */}
          {canWrite ? (
            <>
              <ProductStatusSwitch product={product} name={name(product)} />
              <SoldOutControl product={product} name={name(product)} />
            </>
          ) : (
            <StatusBadge tone={product.status === 'active' ? 'success' : 'subtle'}>
              {product.status === 'active' ? t('products.status.active') : t('products.status.inactive')}
            </StatusBadge>
          )}
        </span>
      ),
    },
    ...rowActions.columns,
  ];

  const title =
    categoryId === null ? (
      t('products.title')
    ) : (
      <Trans t={t} i18nKey="products.categoryTitle" values={{ id: validId ? categoryId : '' }} components={{ ltr: <LtrText /> }} />
    );
  const BackIcon = language === 'ar' ? ArrowRightRegular : ArrowLeftRegular;

  return (
    <div>
      <PageHeader
        title={title}
        actions={
          <>
            {categoryId !== null ? (
              <Button appearance="subtle" icon={<BackIcon />} onClick={() => navigate('/products')}>
                {t('products.allProducts')}
              </Button>
            ) : null}
            {canWrite ? (
              <>
                <Button icon={<ArrowUploadRegular />} onClick={() => navigate('/products/import')}>
                  {t('products.import')}
                </Button>
                {/* From one category's list the new product starts in that category. */}
                <CreateButton feature="products" to={categoryId !== null && validId ? `/products/add?categoryId=${categoryId}` : undefined} />
              </>
            ) : null}
          </>
        }
      />
      <ProductFiltersBar filters={filters} categoryId={validId ? categoryId : null} total={list.totalCapped ? undefined : list.total} />
      {/* The status (a switch and "Sold out today") needs more room than a price or a stock figure. */}
      <CatalogTable feature="products" list={list} filters={filters} columns={columns} columnWidths="content" />
      {/* decisions/reports-and-bulk.md: after the list, held at the window's foot while it scrolls (kit BulkDock). */}
      <ProductBulkActions
        ids={selection.ids}
        allMatching={allMatching}
        matching={matching}
        matchingCount={selection.allLoaded && list.hasMore && !list.totalCapped ? list.total : undefined}
        onSelectAllMatching={() => setAllMatchingOf(matchingKey)}
        onClear={() => {
          selection.clear();
          setAllMatchingOf(null);
        }}
        name={(id) => {
          const product = list.rows.find((row) => row.id === id);
          return product ? name(product) : `#${id}`;
        }}
      />
      {rowActions.dialog}
    </div>
  );
}
