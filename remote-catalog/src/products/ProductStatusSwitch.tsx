import { failureMessage, useNotify } from '@dukkan/shared';
import { ConfirmDialog } from '@dukkan/shared/kit';
import { Switch } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOG_NS } from './products-i18n';
import { productStatusOf, useSetProductStatusMutation, type ProductStatus } from './products-api';
import type { ProductStatusSwitchProps } from './ProductStatusSwitch.types';

/**
 * spec §4 Product status: switches a product between active and inactive. Deactivating asks
 * first, activating is immediate; the list shows the change at once (the mutation patches the
 * cache) and goes back if the call fails. Disabled while the call runs.
 */
export function ProductStatusSwitch({ product, name }: ProductStatusSwitchProps) {
  const { t } = useTranslation(CATALOG_NS);
  const notify = useNotify();
  const [setStatus, { isLoading }] = useSetProductStatusMutation();
  const [confirming, setConfirming] = useState(false);
  const status = productStatusOf(product);

  const save = async (next: ProductStatus) => {
    try {
      await setStatus({ id: product.id, status: next }).unwrap();
      notify.success(t('products.status.updated', { status: t(`products.status.value.${next}`) }));
    } catch (error) {
      const message = failureMessage(error, { failed: t('products.status.failed') });
      if (message) notify.error(message);
    }
  };

  return (
    <>
      <Switch
        checked={status === 'active'}
        disabled={isLoading}
        label={status === 'active' ? t('products.status.active') : t('products.status.inactive')}
        aria-label={t('products.status.toggleLabel', { name })}
        onChange={(_event, data) => {
          if (data.checked) void save('active');
          else setConfirming(true);
        }}
      />
      <ConfirmDialog
        open={confirming}
        title={t('products.status.confirmTitle')}
        message={t('products.status.confirmMessage', { name })}
        confirmLabel={t('products.status.confirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void save('inactive');
        }}
      />
    </>
  );
}
