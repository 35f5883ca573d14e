import { getErrorMessage, isSessionEndedError } from '@dukkan/shared';
import { PageHeader } from '@dukkan/shared/kit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EntityLoadState } from '../common/EntityLoadState/EntityLoadState';
import { CATALOG_NS } from '../i18n';
import { useGetCategoryQuery } from './categories-api';
import { CategoryForm } from './CategoryForm';

export interface CategoryFormPageProps {
  mode: 'create' | 'edit';
}

/** /categories/add and /categories/edit/{id}: the edit route loads `categories/{id}` before the form shows. */
export function CategoryFormPage({ mode }: CategoryFormPageProps) {
  const { t } = useTranslation(CATALOG_NS);
  const { id } = useParams();
  const categoryId = mode === 'edit' ? Number(id) : NaN;
  const category = useGetCategoryQuery(Number.isInteger(categoryId) ? categoryId : skipToken, { refetchOnMountOrArgChange: true });
  // The form starts from an answer fetched for this visit (a cached copy may be stale), and stays
  // mounted while the save's invalidation refetches the category behind it.
  const [openedAt] = useState(() => Date.now());
  const fresh = category.data && (category.fulfilledTimeStamp ?? 0) >= openedAt ? category.data : undefined;
  const title = t(mode === 'edit' ? 'categories.form.editTitle' : 'categories.form.createTitle');

  if (mode === 'create') {
    return (
      <section>
        <PageHeader title={title} />
        <CategoryForm />
      </section>
    );
  }

  const loadError = !Number.isInteger(categoryId)
    ? t('categories.form.loadFailed')
    : category.isError && !isSessionEndedError(category.error)
      ? getErrorMessage(category.error, t('categories.form.loadFailed'))
      : null;
  return (
    <section>
      <PageHeader title={title} />
      {fresh ? (
        <CategoryForm key={fresh.id} category={fresh} />
      ) : (
        <EntityLoadState isLoading={category.isFetching} error={loadError} onRetry={() => void category.refetch()} />
      )}
    </section>
  );
}
