import type { Governorate } from '@dukkan/shared';
import type { LocationNode } from '../location-node';
import type { OpenPath } from '../open-path';

export interface LocationTreeProps {
  /** The tree's roots, already loaded (the page shows the loading and empty states). */
  governorates: Governorate[];
  /** The one open governorate and the one open area (spec §2: one of each at a time). */
  openPath: OpenPath;
  /** Called with the next path when the user opens or closes a node by mouse or keyboard. */
  onOpenPathChange: (path: OpenPath) => void;
  /** The node's Edit button; none (with onDelete) for a user who may not change locations (decisions/roles-and-audit.md). */
  onEdit?: (node: LocationNode) => void;
  /** The node's Delete button. */
  onDelete?: (node: LocationNode) => void;
}

export interface LocationTreeNodeProps {
  node: LocationNode;
  onEdit?: (node: LocationNode) => void;
  onDelete?: (node: LocationNode) => void;
}
