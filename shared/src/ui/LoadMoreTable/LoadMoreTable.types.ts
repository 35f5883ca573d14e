import type { CardsUpTo } from '../media/media';
import type { ReactNode } from 'react';
import type { ResponsiveTableColumn } from '../ResponsiveTable/ResponsiveTable.types';

/** A column of a Load More list: the ResponsiveTable's column (table on wide screens, cards on a phone). */
export type LoadMoreTableColumn<T> = ResponsiveTableColumn<T>;

/**
 * Props of LoadMoreTable. The list state props match what `useLoadMore` returns, so a screen can
 * spread it: `<LoadMoreTable {...list} columns={columns} … />`.
 */
export interface LoadMoreTableProps<T> {
  /** The table's accessible name, e.g. 'Shops'. */
  ariaLabel: string;
  /** The columns after the serial number. */
  columns: LoadMoreTableColumn<T>[];
  /** Every row loaded so far. */
  rows: T[];
  /** A stable key per row (its id). */
  getRowKey: (row: T) => string | number;
  /** The first page is loading: the skeleton shows instead of the table. */
  isLoading: boolean;
  /** A further page is loading: the button reads 'Loading more...'. */
  isFetchingMore: boolean;
  /** Another page exists: 'Load More' shows, otherwise 'No more {things} to load'. */
  hasMore: boolean;
  /** Asks for the next page; a promise it answers keeps the button busy until it settles. */
  loadMore: () => unknown;
  /** The plural noun for the end message, translated: 'shops' → 'No more shops to load'. */
  things: string;
  /** Shown when the list is empty, e.g. 'No shops found'. */
  emptyTitle: string;
  /** A second line for the empty state, e.g. 'Create your first category to get started'. */
  emptyHint?: string;
  /** An action for the empty state, e.g. 'Clear filters' when a filter found nothing (decisions/search.md). */
  emptyAction?: ReactNode;
  /** Heading of the serial-number column. @default 'S.No' */
  serialHeader?: string;
  /** A class for a row (or its card) that needs to stand out, e.g. an order that just arrived. */
  rowClassName?: (row: T) => string | undefined;
  /** The widest screen on which the rows read as cards (ResponsiveTable). @default 'phone' */
  cardsUpTo?: CardsUpTo;
  /** How the table shares its width among the columns (ResponsiveTable). @default 'even' */
  columnWidths?: 'even' | 'content';
  /** Placeholder rows while the first page loads. @default 10 */
  skeletonRows?: number;
  /** The list's total, for the 'Showing n rows of total' line; hidden when not given. */
  total?: number;
  /**
   * The server counted only up to `total` and more rows match: the line reads 'of 1,000+'.
   * @default false
   */
  totalCapped?: boolean;
  /** The first page failed: a message and Retry show instead of the empty state. @default false */
  isError?: boolean;
  /** Retries after a failed first page. */
  refetch?: () => void;
  /** The failed-load message, e.g. 'Failed to load shops'. @default 'The list could not be loaded.' */
  errorTitle?: string;
}
