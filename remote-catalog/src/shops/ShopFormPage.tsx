import { useFailureToast } from '@dukkan/shared';
import { PageHeader, HistoryPanel } from '@dukkan/shared/kit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EntityLoadState } from '../common/EntityLoadState/EntityLoadState';
import { useFreshAnswer } from '../common/use-fresh-answer';
import { CATALOG_NS } from './shops-i18n';
import { ShopForm } from './ShopForm';
import { ShopAvailabilitySections } from './availability/ShopAvailabilitySections';
import { useGetShopQuery } from './shops-api';

export interface ShopFormPageProps {
  mode: 'create' | 'edit';
}

/** /shops/add and /shops/edit/{id}: the edit route loads `shop/{id}` before the form shows. */
export function ShopFormPage({ mode }: ShopFormPageProps) {
  const { t } = useTranslation(CATALOG_NS);
  const { id } = useParams();
  const shopId = mode === 'edit' ? Number(id) : NaN;
  // Always ask afresh: the form must start from the shop as it is now, not a cached copy.
  const shop = useGetShopQuery(Number.isInteger(shopId) ? shopId : skipToken, { refetchOnMountOrArgChange: true });
  const fresh = useFreshAnswer(shop);
  const loadFailure = useFailureToast(shop.error, { failed: t('shops.form.loadFailed') });
  const title = t(mode === 'edit' ? 'shops.form.editTitle' : 'shops.form.createTitle');

  if (mode === 'create') {
    return (
      <section>
        <PageHeader title={title} />
        <ShopForm />
      </section>
    );
  }

  const loadError = Number.isInteger(shopId) ? loadFailure : t('shops.form.loadFailed');
  return (
    <section>
      <PageHeader title={title} />
      {fresh ? (
        <>
          <ShopForm key={fresh.id} shop={fresh} />
          {/* decisions/availability.md: below the spec's form, the shop's availability, hours and special dates. */}
          <ShopAvailabilitySections shop={shop.data ?? fresh} />
        </>
      ) : (
        <EntityLoadState isLoading={shop.isFetching} error={loadError} onRetry={() => void shop.refetch()} />
      )}
      {/* decisions/roles-and-audit.md: the shop's own entries of the audit log (owners). */}
      <HistoryPanel entity="shop" entityId={fresh ? shopId : null} />
    </section>
  );
}
