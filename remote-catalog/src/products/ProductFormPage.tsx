import { useFailureToast } from '@dukkan/shared';
import { PageHeader, HistoryPanel } from '@dukkan/shared/kit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { EntityLoadState } from '../common/EntityLoadState/EntityLoadState';
import { useFreshAnswer } from '../common/use-fresh-answer';
import { ProductForm } from './ProductForm';
import { ProductStockSection } from './stock/ProductStockSection';
import { CATALOG_NS } from './products-i18n';
import { useGetProductQuery } from './products-api';

export interface ProductFormPageProps {
  mode: 'create' | 'edit';
}

/**
 * spec §2 /products/add ('Create New Product') and /products/edit/{id} ('Edit Product'). Edit
 * loads the product first (spec §7 GET products/{id}); /products/add?categoryId=N starts with that
 * category chosen (the 'Create Product' of one category's list).
 */
export function ProductFormPage({ mode }: ProductFormPageProps) {
  const { t } = useTranslation(CATALOG_NS);
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const productId = mode === 'edit' ? Number(id) : Number.NaN;
  // Always ask afresh: the form must start from the product as it is now, not a cached copy.
  const product = useGetProductQuery(Number.isInteger(productId) ? productId : skipToken, { refetchOnMountOrArgChange: true });
  const fresh = useFreshAnswer(product);
  const loadFailure = useFailureToast(product.error, { failed: t('products.form.loadFailed') });
  const title = t(mode === 'edit' ? 'products.form.editTitle' : 'products.form.createTitle');

  if (mode === 'create') {
    const preset = searchParams.get('categoryId');
    return (
      <section>
        <PageHeader title={title} />
        <ProductForm categoryId={preset && /^\d+$/.test(preset) ? preset : undefined} />
      </section>
    );
  }

  const loadError = Number.isInteger(productId) ? loadFailure : t('products.form.loadFailed');
  return (
    <section>
      <PageHeader title={title} />
      {fresh ? (
        <>
          <ProductForm key={fresh.id} product={fresh} />
          {/* decisions/availability.md: below the spec's form, sold out for today and the stock history. */}
          <ProductStockSection product={product.data ?? fresh} />
        </>
      ) : (
        <EntityLoadState isLoading={product.isFetching} error={loadError} onRetry={() => void product.refetch()} />
      )}
      {/* decisions/roles-and-audit.md: the product's own entries of the audit log (owners). */}
      <HistoryPanel entity="product" entityId={fresh ? productId : null} />
    </section>
  );
}
