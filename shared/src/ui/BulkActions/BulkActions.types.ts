import type { ReactNode } from 'react';
import type { BulkResult } from '../../wire/api-contract';

/** What a bulk action answered (the API's bulk result): the ids done, and each refused one with why. */
export type BulkOutcome = BulkResult;

export interface BulkActionBarProps {
  /** The bar's accessible name, e.g. 'Selected products'. */
  label: string;
  /** How many rows are selected (or match, when all matching are). */
  count: number;
  /** The rows that match the list's filters when all of them are selected, else null. */
  allMatching?: boolean;
  /** Offers to select every row the filters match, not only the loaded ones (its count), when given. */
  onSelectAllMatching?: () => void;
  matchingCount?: number;
  /** The actions on the selection: the screen's buttons. */
  children: ReactNode;
  onClear: () => void;
}

export interface BulkOutcomeBarProps {
  outcome: BulkOutcome;
  /** How a row is named in the list of refusals, e.g. '#48213' or a product's name. */
  name: (id: number) => string;
  onDismiss: () => void;
}
