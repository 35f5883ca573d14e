import { useFailureToast } from '@dukkan/shared';
import { HistoryPanel, PageHeader } from '@dukkan/shared/kit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CATALOG_NS } from '../catalog-namespace';
import type { CatalogFeature } from '../CatalogForm/use-catalog-form';
import { EntityLoadState } from '../EntityLoadState/EntityLoadState';
import { useFreshAnswer } from '../use-fresh-answer';

/** The route a form page serves: `/<feature>/add` or `/<feature>/edit/:id`. */
export interface EntityFormPageMode {
  mode: 'create' | 'edit';
}

/** The entity of each feature in the audit log (decisions/roles-and-audit.md). */
const AUDIT_ENTITY: Record<CatalogFeature, string> = { shops: 'shop', categories: 'category', products: 'product' };

/**
 * What an edit route loads: the id of `/<feature>/edit/:id`, or skipToken on the add route and for
 * nonsense. Ask with `refetchOnMountOrArgChange`: the form must start from the entity as it is
 * now, not a cached copy.
 */
export function useEditedId(mode: EntityFormPageMode['mode']): number | typeof skipToken {
  const { id } = useParams();
  const edited = mode === 'edit' ? Number(id) : Number.NaN;
  return Number.isInteger(edited) ? edited : skipToken;
}

export interface EntityFormPageProps<Entity extends { id: number }> extends EntityFormPageMode {
  /** Whose texts (`<feature>.form.createTitle`, `editTitle`, `loadFailed`) and audit log entries. */
  feature: CatalogFeature;
  /** What was asked for (`useEditedId`). */
  id: number | typeof skipToken;
  /** The entity's query, asked afresh on every visit (skipped on the add route). */
  query: { data?: Entity; fulfilledTimeStamp?: number; error?: unknown; isFetching: boolean; refetch: () => unknown };
  /** The form: empty on the add route, else the entity as answered during this visit. */
  form: (entity?: Entity) => ReactNode;
  /** Below an edit form: the feature's own sections, given the latest copy of the entity. */
  below?: (latest: Entity) => ReactNode;
}

/**
 * A catalog add or edit route (spec §2 /<feature>/add, /<feature>/edit/{id}): its title, and on
 * edit the entity loaded afresh before the form shows (a spinner, or the load failure with Retry),
 * then its own entries of the audit log (decisions/roles-and-audit.md, owners).
 */
export function EntityFormPage<Entity extends { id: number }>({ mode, feature, id, query, form, below }: EntityFormPageProps<Entity>) {
  const { t } = useTranslation(CATALOG_NS);
  const fresh = useFreshAnswer(query);
  const loadFailure = useFailureToast(query.error, { failed: t(`${feature}.form.loadFailed`) });
  const title = t(mode === 'edit' ? `${feature}.form.editTitle` : `${feature}.form.createTitle`);

  if (mode === 'create') {
    return (
      <section>
        <PageHeader title={title} />
        {form()}
      </section>
    );
  }

  const loadError = id === skipToken ? t(`${feature}.form.loadFailed`) : loadFailure;
  return (
    <section>
      <PageHeader title={title} />
      {fresh ? (
        <>
          {form(fresh)}
          {below?.(query.data ?? fresh)}
        </>
      ) : (
        <EntityLoadState isLoading={query.isFetching} error={loadError} onRetry={() => void query.refetch()} />
      )}
      <HistoryPanel entity={AUDIT_ENTITY[feature]} entityId={fresh ? fresh.id : null} />
    </section>
  );
}
