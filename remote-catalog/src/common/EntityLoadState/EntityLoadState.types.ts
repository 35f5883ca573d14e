export interface EntityLoadStateProps {
  /** The entity is on its way: a spinner shows. */
  isLoading: boolean;
  /** The failure to show instead (spec §8: 'Failed to load shop data'); nothing while loading. */
  error?: string | null;
  /** Asks again after a failure. */
  onRetry: () => void;
}
