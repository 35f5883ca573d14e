import type { LocationMatch } from '../locations-api';

export interface LocationFinderProps {
  /** The filter in the address (?q=). */
  query: string;
  onQueryChange: (query: string) => void;
  /** A match was chosen: the tree opens the path to it. */
  onPick: (match: LocationMatch) => void;
}
