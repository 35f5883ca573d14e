import type { SavedViewList } from '../../wire/api-contract';

export interface SavedViewsProps {
  /** Which list's views. */
  list: SavedViewList;
  /** The list's filters and sort now, as a query string (what "Save current view" keeps). */
  query: string;
  /** Opens a view: the page puts its query in the address. */
  onApply: (query: string) => void;
}
