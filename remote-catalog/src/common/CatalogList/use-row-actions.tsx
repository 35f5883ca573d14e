import type { LoadMoreTableColumn } from '@dukkan/shared/kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CATALOG_NS } from '../catalog-namespace';
import type { CatalogFeature } from '../CatalogForm/use-catalog-form';
import { RowActions } from '../RowActions/RowActions';
import { useConfirmDelete } from '../use-confirm-delete';

export interface RowActionsColumn<T> {
  /** The Edit/Delete column, or none for those who may only read (decisions/roles-and-audit.md). */
  columns: LoadMoreTableColumn<T>[];
  /** The delete confirmation: render once in the screen. */
  dialog: ReturnType<typeof useConfirmDelete>['dialog'];
}

/**
 * A catalog list's Edit and Delete (spec §2): Edit opens `/<feature>/edit/{id}`, Delete asks first
 * (useConfirmDelete), each button named with the row's name; the texts are the feature's
 * `editLabel`, `deleteLabel`, `columns.actions` and `delete.*`.
 */
export function useRowActions<T extends { id: number }>(
  feature: CatalogFeature,
  options: {
    /** Whether the user may change these rows. */
    show: boolean;
    /** The row's name in the current language. */
    name: (row: T) => string;
    /** The delete call (an RTK `.unwrap()`). */
    remove: (id: number) => Promise<unknown>;
  },
): RowActionsColumn<T> {
  const { t } = useTranslation(CATALOG_NS);
  const navigate = useNavigate();
  const { name } = options;
  const remove = useConfirmDelete<T>({
    remove: options.remove,
    texts: (row) => ({
      title: t(`${feature}.delete.title`),
      message: t(`${feature}.delete.message`, { name: name(row) }),
      success: t(`${feature}.delete.success`, { name: name(row) }),
      failed: t(`${feature}.delete.failed`),
    }),
  });
  const column: LoadMoreTableColumn<T> = {
    key: 'actions',
    header: t(`${feature}.columns.actions`),
    render: (row) => (
      <RowActions
        editLabel={t(`${feature}.editLabel`, { name: name(row) })}
        deleteLabel={t(`${feature}.deleteLabel`, { name: name(row) })}
        onEdit={() => navigate(`/${feature}/edit/${row.id}`)}
        onDelete={() => remove.ask(row)}
      />
    ),
  };
  return { columns: options.show ? [column] : [], dialog: remove.dialog };
}
