import type { CardsUpTo } from '../media/media';
import type { ReactNode } from 'react';

export interface ResponsiveTableColumn<T> {
  /**
   * Stable key of the column. The column keyed 'actions' holds the row's buttons (on a card, its foot);
   * the one keyed 'select' a row's checkbox (on a card, at the head's start, beside the title).
   */
  key: string;
  /** The column heading, already translated; on a phone, the label of the card's line. */
  header: ReactNode;
  /** The cell of one row; `index` is the row's 0-based position in the whole list. */
  render: (row: T, index: number) => ReactNode;
  /** Where the column shows: in both layouts, the wide table only, or the phone cards only. @default 'both' */
  show?: 'both' | 'table' | 'cards';
  /** On a phone, the column heads the card (no label, bold) instead of being a labelled line. @default false */
  cardTitle?: boolean;
  /** Where the table lines the column up: 'end' for numbers (quantities, prices). @default 'start' */
  align?: 'start' | 'end';
}

/** Props of ResponsiveTable: rows as a table on wide screens, as cards on a phone (or a tablet). */
export interface ResponsiveTableProps<T> {
  /** The accessible name of the table (or of the cards' list), e.g. 'Shops'. */
  ariaLabel: string;
  /** The columns after the serial number. */
  columns: ResponsiveTableColumn<T>[];
  /** The rows to show. */
  rows: T[];
  /** A stable key per row (its id). */
  getRowKey: (row: T) => string | number;
  /** Whether the table numbers its rows (a list does; an order's items need not). @default true */
  numbered?: boolean;
  /** Heading of the serial-number column. @default 'S.No' */
  serialHeader?: string;
  /** The serial number of the first row (a paged list's page 2 starts at 10). @default 1 */
  firstSerial?: number;
  /** The table's density (Fluent's Table size): 'small' inside a dialog. @default 'medium' */
  size?: 'small' | 'medium';
  /** A class for a row (or its card) that needs to stand out, e.g. an order that just arrived. */
  rowClassName?: (row: T) => string | undefined;
  /**
   * The widest screen on which the rows read as cards: 'phone' (≤ 640 px), or 'tablet'
   * (≤ 1239 px) for a list whose columns need a laptop's width beside the navigation. @default 'phone'
   */
  cardsUpTo?: CardsUpTo;
  /**
   * How the table shares its width: 'even' (Fluent's fixed layout: equal columns), or 'content'
   * (each column as wide as its content needs: a switch and a button beside a short price). @default 'even'
   */
  columnWidths?: 'even' | 'content';
}
