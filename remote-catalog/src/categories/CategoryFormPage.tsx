import { useFailureToast } from '@dukkan/shared';
import { PageHeader, HistoryPanel } from '@dukkan/shared/kit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EntityLoadState } from '../common/EntityLoadState/EntityLoadState';
import { useFreshAnswer } from '../common/use-fresh-answer';
import { CATALOG_NS } from './categories-i18n';
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
  const fresh = useFreshAnswer(category);
  const loadFailure = useFailureToast(category.error, { failed: t('categories.form.loadFailed') });
  const title = t(mode === 'edit' ? 'categories.form.editTitle' : 'categories.form.createTitle');

  if (mode === 'create') {
    return (
      <section>
        <PageHeader title={title} />
        <CategoryForm />
      </section>
    );
  }

  const loadError = Number.isInteger(categoryId) ? loadFailure : t('categories.form.loadFailed');
  return (
    <section>
      <PageHeader title={title} />
      {fresh ? (
        <CategoryForm key={fresh.id} category={fresh} />
      ) : (
        <EntityLoadState isLoading={category.isFetching} error={loadError} onRetry={() => void category.refetch()} />
      )}
      {/* decisions/roles-and-audit.md: the category's own entries of the audit log (owners). */}
      <HistoryPanel entity="category" entityId={fresh ? categoryId : null} />
    </section>
  );
}
