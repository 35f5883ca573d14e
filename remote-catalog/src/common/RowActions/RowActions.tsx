import { Button, Tooltip } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { RowActionsProps } from './RowActions.types';
import { useRowActionsStyles } from './useRowActionsStyles.styles';

/**
 * The Edit and Delete buttons of a catalog list row (spec §2: actions Edit, Delete). Icons only, so
 * a nine-column table fits a laptop screen; the tooltip shows the common word, and the accessible
 * name adds the row's name, so a screen reader user moving between rows knows what a button acts on.
 */
export function RowActions({ editLabel, deleteLabel, onEdit, onDelete }: RowActionsProps) {
  const { t } = useTranslation();
  const styles = useRowActionsStyles();
  return (
    <div className={styles.root}>
      <Tooltip content={t('actions.edit')} relationship="description" withArrow>
        <Button appearance="subtle" icon={<EditRegular />} aria-label={editLabel} onClick={onEdit} />
      </Tooltip>
      <Tooltip content={t('actions.delete')} relationship="description" withArrow>
        <Button appearance="subtle" className={styles.delete} icon={<DeleteRegular />} aria-label={deleteLabel} onClick={onDelete} />
      </Tooltip>
    </div>
  );
}
