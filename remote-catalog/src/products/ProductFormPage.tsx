import { getErrorMessage, isSessionEndedError, resolveAssetUrl, useNotify } from '@dukkan/shared';
import { PageHeader } from '@dukkan/shared/kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { EntityLoadState } from '../common/EntityLoadState/EntityLoadState';
import { CATALOG_NS } from '../i18n';
import { ProductForm } from './ProductForm';
import type { ProductFormValues } from './product-form-rules';
import { useGetProductQuery, type Product } from './products-api';

export interface ProductFormPageProps {
  mode: 'create' | 'edit';
}

const EMPTY: ProductFormValues = { name: '', nameAr: '', categoryId: '', price: '', stock: '', file: null };

function valuesOf(product: Product): ProductFormValues {
  const categoryId = product.category?.id ?? product.categoryId;
  return {
    name: product.name ?? '',
    nameAr: product.name_ar ?? '',
    categoryId: categoryId === undefined || categoryId === null ? '' : String(categoryId),
    price: product.price === undefined || product.price === null ? '' : String(product.price),
    stock: product.stock === undefined || product.stock === null ? '' : String(product.stock),
    file: null,
  };
}

/**
 * spec §2 /products/add ('Create New Product') and /products/edit/{id} ('Edit Product'). Edit
 * loads the product first (spec §7 GET products/{id}); /products/add?categoryId=N starts with that
 * category chosen (the 'Create Product' of one category's list).
 */
export function ProductFormPage({ mode }: ProductFormPageProps) {
  const { t } = useTranslation(CATALOG_NS);
  const notify = useNotify();
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const productId = Number(id);
  const editing = mode === 'edit';
  const product = useGetProductQuery(productId, {
    skip: !editing || !Number.isInteger(productId),
    // An edit form starts from what the server has now, not from a cached copy.
    refetchOnMountOrArgChange: true,
  });

  const loadError =
    product.isError && !isSessionEndedError(product.error)
      ? getErrorMessage(product.error, t('products.form.loadFailed'))
      : undefined;
  useEffect(() => {
    if (loadError) notify.error(loadError);
    // Once per failure.
  }, [product.error]);

  // What the form starts with, fixed once known: a later refetch must not reset what was typed.
  const [initialValues, setInitialValues] = useState<ProductFormValues | null>(() => {
    if (editing) return null;
    const preset = searchParams.get('categoryId');
    return { ...EMPTY, categoryId: preset && /^\d+$/.test(preset) ? preset : '' };
  });
  // Wait for an answer fetched for this visit, not a cached copy of an earlier one.
  const [openedAt] = useState(() => Date.now());
  const fresh = product.data && (product.fulfilledTimeStamp ?? 0) >= openedAt ? product.data : undefined;
  useEffect(() => {
    if (editing && !initialValues && fresh) setInitialValues(valuesOf(fresh));
  }, [editing, initialValues, fresh]);

  let body;
  if (initialValues) {
    body = (
      <ProductForm
        mode={mode}
        productId={editing ? productId : undefined}
        initialValues={initialValues}
        existingImageUrl={editing ? resolveAssetUrl(product.data?.image) : undefined}
      />
    );
  } else {
    body = (
      <EntityLoadState
        isLoading={product.isFetching}
        error={Number.isInteger(productId) ? loadError : t('products.form.loadFailed')}
        onRetry={() => void product.refetch()}
      />
    );
  }

  return (
    <div>
      <PageHeader title={editing ? t('products.form.editTitle') : t('products.form.createTitle')} />
      {body}
    </div>
  );
}
