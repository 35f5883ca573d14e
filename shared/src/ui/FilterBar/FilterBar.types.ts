import type { SavedViewList } from '../../wire/api-contract';
import type { ReactNode } from 'react';

export interface FilterBarProps {
  /** The bar's accessible name, e.g. 'Find shops'. */
  label: string;
  /** The list's search field (or first filter: it stays in sight on a phone) and the other filters. */
  children: ReactNode;
  /** Which list's saved views show beside the filters; none without it (the Activity log). */
  list?: SavedViewList;
  /** The list's filters now, as a query string: a saved view keeps it, and Clear shows while it is not empty. */
  query: string;
  /** Opens a saved view (with `list`). */
  onApply?: (query: string) => void;
  /** Clears every filter. */
  onClear: () => void;
  /** The clear button's text, translated. */
  clearLabel: string;
  /**
   * The list's export (decisions/reports-and-bulk.md): its API path, the query it sends when it is not the filters'
   * (the orders add their tab), and the matching rows' count when known exactly (for progress).
   */
  exportTo?: { path: string; query?: string; total?: number };
}
