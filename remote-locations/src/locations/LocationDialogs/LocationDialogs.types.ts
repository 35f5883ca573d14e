import type { LocationKind, LocationNode } from '../location-node';

export interface AddLocationDialogProps {
  /** What is added: a governorate (names), an area (governorate, names) or a block (governorate, area, names). */
  kind: LocationKind;
  /** Cancel, Escape, or after a failed add the user gives up. */
  onClose: () => void;
  /** After the add succeeded and its toast was shown; gets the new node with its parents. */
  onAdded: (node: LocationNode) => void;
}

export interface EditLocationDialogProps {
  /** The node being renamed; its names fill the form. */
  node: LocationNode;
  /** Cancel, Escape, or Save with nothing to save (spec §5: the dialog just closes). */
  onClose: () => void;
  /** After the update succeeded and its toast was shown. */
  onUpdated: (node: LocationNode) => void;
}

export interface DeleteLocationDialogProps {
  /** The node to delete. */
  node: LocationNode;
  /** Cancel, or after a refused delete (its message is shown as a toast). */
  onClose: () => void;
  /** After the delete succeeded and its toast was shown. */
  onDeleted: (node: LocationNode) => void;
}
