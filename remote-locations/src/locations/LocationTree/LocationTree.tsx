import {
  Button,
  Spinner,
  Tree,
  TreeItem,
  TreeItemLayout,
  type TreeOpenChangeData,
  type TreeOpenChangeEvent,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useFailureToast, useGetAreasQuery, useGetBlocksQuery } from '@dukkan/shared';
import { useTranslation } from 'react-i18next';
import { LOCATIONS_NS } from '../../i18n';
import { areaNode, blockNode, governorateNode } from '../location-node';
import { openItemsOf, toggleOpenPath, treeValue } from '../open-path';
import { alwaysVisibleActions } from './always-visible-actions';
import type { LocationTreeNodeProps, LocationTreeProps } from './LocationTree.types';
import { LocationTreeNode } from './LocationTreeNode';
import { useLocationTreeStyles } from './useLocationTreeStyles.styles';

type Actions = Pick<LocationTreeNodeProps, 'onEdit' | 'onDelete'>;
type ChildKind = 'area' | 'block';

/** A leaf that stands in for a subtree's children: loading, none, or a failure with Retry. */
function SubtreeNotice({
  kind,
  state,
  error,
  onRetry,
}: {
  kind: ChildKind;
  state: 'loading' | 'empty' | 'failed';
  error?: unknown;
  onRetry?: () => void;
}) {
  const { t } = useTranslation(LOCATIONS_NS);
  const { t: common } = useTranslation();
  const styles = useLocationTreeStyles();
  // spec §7-§8: a level that fails to load says so in the tree and as a toast, once per failure.
  const failure = useFailureToast(state === 'failed' ? error : undefined, {
    failed: t(`fetchFailed.${kind}`),
    errored: t(`loadError.${kind}`),
  });
  return (
    <TreeItem itemType="leaf" value={`${kind}-${state}`}>
      <TreeItemLayout
        actions={
          state === 'failed' && onRetry
            ? alwaysVisibleActions(
                <Button size="small" appearance="subtle" icon={<ArrowClockwiseRegular />} onClick={onRetry}>
                  {common('actions.retry')}
                </Button>,
              )
            : undefined
        }
      >
        {state === 'loading' ? (
          <span className={styles.placeholder}>
            <Spinner size="extra-tiny" />
            {t(`loadingChildren.${kind}`)}
          </span>
        ) : state === 'empty' ? (
          <span className={styles.placeholder}>{t(`noChildren.${kind}`)}</span>
        ) : (
          <span className={styles.failure} role="alert">
            {failure}
          </span>
        )}
      </TreeItemLayout>
    </TreeItem>
  );
}

/** The blocks of an open area: asked for only when the area is expanded (spec §4). */
function BlocksSubtree({ governorateId, areaId, ...actions }: { governorateId: number; areaId: number } & Actions) {
  const { data, isLoading, isError, error, refetch } = useGetBlocksQuery(areaId);
  return (
    <Tree>
      {isLoading ? (
        <SubtreeNotice key="loading" kind="block" state="loading" />
      ) : isError && !data ? (
        <SubtreeNotice key="failed" kind="block" state="failed" error={error} onRetry={() => void refetch()} />
      ) : !data?.length ? (
        <SubtreeNotice key="empty" kind="block" state="empty" />
      ) : (
        data.map((block) => (
          <TreeItem key={block.id} itemType="leaf" value={treeValue('block', block.id)}>
            <LocationTreeNode node={blockNode({ ...block, areaId }, governorateId)} {...actions} />
          </TreeItem>
        ))
      )}
    </Tree>
  );
}

/** The areas of an open governorate: asked for only when the governorate is expanded (spec §4). */
function AreasSubtree({ governorateId, openAreaId, ...actions }: { governorateId: number; openAreaId: number | null } & Actions) {
  const { data, isLoading, isError, error, refetch } = useGetAreasQuery(governorateId);
  return (
    <Tree>
      {isLoading ? (
        <SubtreeNotice key="loading" kind="area" state="loading" />
      ) : isError && !data ? (
        <SubtreeNotice key="failed" kind="area" state="failed" error={error} onRetry={() => void refetch()} />
      ) : !data?.length ? (
        <SubtreeNotice key="empty" kind="area" state="empty" />
      ) : (
        data.map((area) => (
          <TreeItem key={area.id} itemType="branch" value={treeValue('area', area.id)}>
            <LocationTreeNode node={areaNode({ ...area, governorateId })} {...actions} />
            {openAreaId === area.id ? <BlocksSubtree governorateId={governorateId} areaId={area.id} {...actions} /> : null}
          </TreeItem>
        ))
      )}
    </Tree>
  );
}

/**
 * The governorate > area > block tree of spec §2, on Fluent's Tree: arrow keys move, Right/Left
 * open and close, Enter toggles. Only one governorate and one area are open at a time, and a
 * level's children are fetched when it is first opened (then served from the 5-minute cache).
 */
export function LocationTree({ governorates, openPath, onOpenPathChange, onEdit, onDelete }: LocationTreeProps) {
  const { t } = useTranslation(LOCATIONS_NS);
  const actions = { onEdit, onDelete } satisfies Actions;
  const handleOpenChange = (_event: TreeOpenChangeEvent, data: TreeOpenChangeData) =>
    onOpenPathChange(toggleOpenPath(openPath, data.value, data.open));

  return (
    <Tree aria-label={t('treeLabel')} openItems={openItemsOf(openPath)} onOpenChange={handleOpenChange}>
      {governorates.map((governorate) => (
        <TreeItem key={governorate.id} itemType="branch" value={treeValue('governorate', governorate.id)}>
          <LocationTreeNode node={governorateNode(governorate)} {...actions} />
          {openPath.governorateId === governorate.id ? (
            <AreasSubtree governorateId={governorate.id} openAreaId={openPath.areaId} {...actions} />
          ) : null}
        </TreeItem>
      ))}
    </Tree>
  );
}

