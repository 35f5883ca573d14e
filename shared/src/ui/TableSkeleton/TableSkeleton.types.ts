import type { CardsUpTo } from '../media/media';
export interface TableSkeletonProps {
  /** Placeholder rows (spec §9: orders 10, users 10). @default 10 */
  rows?: number;
  /** Placeholder columns (spec §9: orders 7, users 6). @default 5 */
  columns?: number;
  /** What is loading, for screen readers. @default 'Loading...' */
  ariaLabel?: string;
  /** The widest screen on which the placeholder is cards, as its list's (ResponsiveTable). @default 'phone' */
  cardsUpTo?: CardsUpTo;
}
