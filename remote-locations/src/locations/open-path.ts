import type { TreeItemValue } from '@fluentui/react-components';
import type { LocationKind, LocationNode } from './location-node';

/**
 * What the tree shows open. spec §2: only one governorate and one area are expanded at a time,
 * so the whole open state is one path from the root.
 */
export interface OpenPath {
  governorateId: number | null;
  areaId: number | null;
}

export const NOTHING_OPEN: OpenPath = { governorateId: null, areaId: null };

/** The tree item value of a node: 'governorate:3', 'area:12', 'block:40'. */
export function treeValue(kind: LocationKind, id: number): string {
  return `${kind}:${id}`;
}

function parseTreeValue(value: TreeItemValue): { kind: LocationKind; id: number } | null {
  const match = /^(governorate|area|block):(\d+)$/.exec(String(value));
  return match ? { kind: match[1] as LocationKind, id: Number(match[2]) } : null;
}

/** The open items for Fluent's Tree. */
export function openItemsOf(path: OpenPath): string[] {
  const items: string[] = [];
  if (path.governorateId !== null) {
    items.push(treeValue('governorate', path.governorateId));
    if (path.areaId !== null) items.push(treeValue('area', path.areaId));
  }
  return items;
}

/**
 * The path after the user opened or closed one item (click, Enter, arrow keys). Opening a
 * governorate closes the other one and any area; opening an area closes its sibling.
 */
export function toggleOpenPath(path: OpenPath, value: TreeItemValue, open: boolean): OpenPath {
  const item = parseTreeValue(value);
  if (!item) return path;
  if (item.kind === 'governorate') {
    if (open) return { governorateId: item.id, areaId: null };
    return item.id === path.governorateId ? NOTHING_OPEN : path;
  }
  if (item.kind === 'area') {
    // An area is only visible inside the open governorate.
    if (open) return { governorateId: path.governorateId, areaId: item.id };
    return item.id === path.areaId ? { ...path, areaId: null } : path;
  }
  return path;
}

/**
 * spec §4 Location tree: after an area or block is edited or deleted, the tree re-expands to its
 * parent path. After an add, it opens the new node's parents so the new node is in sight.
 */
export function openPathAfter(path: OpenPath, node: LocationNode, change: 'added' | 'updated' | 'deleted'): OpenPath {
  switch (node.kind) {
    case 'governorate':
      return change === 'deleted' && path.governorateId === node.id ? NOTHING_OPEN : path;
    case 'area': {
      const sameGovernorate = path.governorateId === node.governorateId;
      const keepArea = sameGovernorate && !(change === 'deleted' && path.areaId === node.id);
      return { governorateId: node.governorateId, areaId: keepArea ? path.areaId : null };
    }
    case 'block':
      return { governorateId: node.governorateId, areaId: node.areaId };
  }
}
