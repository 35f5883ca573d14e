/** The pager's words, already translated (the pager belongs to no namespace of its own). */
export interface PagerLabels {
  /** The navigation landmark's name, e.g. 'Pages of users'. */
  navigation: string;
  /** The previous-page button, e.g. 'Previous'. */
  previous: string;
  /** The next-page button, e.g. 'Next'. */
  next: string;
  /** A page button's accessible name, e.g. (3) => 'Page 3'. */
  page: (page: number) => string;
}

export interface PagerProps {
  /** The page shown, 1-based. */
  page: number;
  /** Pages in the whole list; the pager renders nothing for one page or none. */
  pages: number;
  /** Asked for another page (never the current one, never outside 1…pages). */
  onPageChange: (page: number) => void;
  labels: PagerLabels;
  /** Every button is disabled, e.g. while a page loads. @default false */
  disabled?: boolean;
}
