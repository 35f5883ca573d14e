import { BulkActionBar, BulkDock, BulkOutcomeBar, ConfirmDialog, useBulkCall } from '@dukkan/shared/kit';
import { Button } from '@fluentui/react-components';
import { CheckmarkCircleRegular, DeleteRegular, DismissCircleRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOG_NS } from './products-i18n';
import { type ProductBulkAction, useBulkProductsMutation } from './products-api';

export interface ProductBulkActionsProps {
  /** The selected products' ids (loaded rows). */
  ids: number[];
  /** Every product the filters match is chosen, not only the selected ones. */
  allMatching: boolean;
  /** The list's filters as the API spells them (with the category of a category's list). */
  matching: Record<string, string>;
  /** How many match the filters, when known exactly: offers "Select all n matching". */
  matchingCount?: number;
  onSelectAllMatching: () => void;
  /** Clears the selection (after an action, or on Clear). */
  onClear: () => void;
  /** A product's name in the current language, for the list of refusals. */
  name: (id: number) => string;
}

/**
 * decisions/reports-and-bulk.md: activate, deactivate (one confirmation) or delete (one confirmation naming how many)
 * the selected products, or every product the filters match; then how many changed and, for each
 * one refused, why.
 */
export function ProductBulkActions({ ids, allMatching, matching, matchingCount, onSelectAllMatching, onClear, name }: ProductBulkActionsProps) {
  const { t } = useTranslation(CATALOG_NS);
  const [bulkProducts, { isLoading }] = useBulkProductsMutation();
  const [confirming, setConfirming] = useState<ProductBulkAction | null>(null);
  const { outcome, dismiss, run: runBulk } = useBulkCall();
  const count = allMatching ? (matchingCount ?? ids.length) : ids.length;

  const run = async (action: ProductBulkAction) => {
    if (await runBulk(() => bulkProducts(allMatching ? { action, matching } : { action, ids }).unwrap(), t('products.bulk.failed'))) onClear();
    setConfirming(null);
  };

  return (
    <BulkDock>
      {outcome ? <BulkOutcomeBar outcome={outcome} name={name} onDismiss={dismiss} /> : null}
      {count > 0 ? (
        <BulkActionBar
          label={t('products.bulk.label')}
          count={count}
          allMatching={allMatching}
          matchingCount={matchingCount}
          onSelectAllMatching={matchingCount !== undefined && matchingCount > ids.length ? onSelectAllMatching : undefined}
          onClear={onClear}
        >
          <Button icon={<CheckmarkCircleRegular />} disabled={isLoading} onClick={() => void run('activate')}>
            {t('products.bulk.activate')}
          </Button>
          <Button icon={<DismissCircleRegular />} disabled={isLoading} onClick={() => setConfirming('deactivate')}>
            {t('products.bulk.deactivate')}
          </Button>
          <Button icon={<DeleteRegular />} disabled={isLoading} onClick={() => setConfirming('delete')}>
            {t('products.bulk.delete')}
          </Button>
        </BulkActionBar>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'delete' ? t('products.bulk.deleteTitle') : t('products.bulk.deactivateTitle')}
        message={confirming === 'delete' ? t('products.bulk.deleteMessage', { count }) : t('products.bulk.deactivateMessage', { count })}
        confirmLabel={confirming === 'delete' ? t('products.bulk.delete') : t('products.bulk.deactivate')}
        destructive
        busy={isLoading}
        onConfirm={() => confirming && void run(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </BulkDock>
  );
}
