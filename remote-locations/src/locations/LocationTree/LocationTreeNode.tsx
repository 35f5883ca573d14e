import { Badge, Button, TreeItemLayout, type BadgeProps } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { localizedName, otherLanguageName, useLanguage } from '@dukkan/shared';
import { useTranslation } from 'react-i18next';
import { LOCATIONS_NS } from '../../i18n';
import type { LocationKind } from '../location-node';
import { alwaysVisibleActions } from './always-visible-actions';
import type { LocationTreeNodeProps } from './LocationTree.types';
import { useLocationTreeStyles } from './useLocationTreeStyles.styles';

const BADGE_COLOR: Record<LocationKind, BadgeProps['color']> = {
  governorate: 'brand',
  area: 'success',
  block: 'informative',
};

/**
 * One row of the tree: name, the other language's name in brackets, a type badge, Edit and Delete
 * (spec §2). The reader's language leads: the Arabic name first in Arabic.
 */
export function LocationTreeNode({ node, onEdit, onDelete }: LocationTreeNodeProps) {
  const { t } = useTranslation(LOCATIONS_NS);
  const { t: common } = useTranslation();
  const styles = useLocationTreeStyles();
  const language = useLanguage();
  const name = localizedName(node, language);
  const other = otherLanguageName(node, language);
  return (
    <TreeItemLayout
      actions={onEdit && onDelete ? alwaysVisibleActions(
        <>
          <Button
            size="small"
            appearance="subtle"
            icon={<EditRegular />}
            aria-label={t('editNamed', { name })}
            onClick={() => onEdit(node)}
          >
            <span className={styles.actionLabel}>{common('actions.edit')}</span>
          </Button>
          <Button
            size="small"
            appearance="subtle"
            icon={<DeleteRegular />}
            aria-label={t('deleteNamed', { name })}
            onClick={() => onDelete(node)}
          >
            <span className={styles.actionLabel}>{common('actions.delete')}</span>
          </Button>
        </>,
        styles.actions,
      ) : undefined}
    >
      <span className={styles.names}>
        {/* bdi: an English name and an Arabic one side by side keep their own order in either direction. */}
        <bdi className={styles.name} lang={name === node.name_ar ? 'ar' : 'en'}>
          {name}
        </bdi>
        {other ? (
          <bdi className={styles.nameAr} lang={other === node.name_ar ? 'ar' : 'en'}>
            ({other})
          </bdi>
        ) : null}
        <Badge appearance="tint" shape="rounded" size="small" color={BADGE_COLOR[node.kind]}>
          {t(`type.${node.kind}`)}
        </Badge>
      </span>
    </TreeItemLayout>
  );
}
