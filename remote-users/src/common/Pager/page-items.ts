/** One slot of the pager: a page number, or a gap standing for the pages left out. */
export type PageItem = number | 'gap-start' | 'gap-end';

/** Slots shown when the pages do not all fit: first, last, the current page and its neighbours, two gaps. */
const SLOTS = 7;

/**
 * The page numbers to show for `page` of `pages`: every page up to 7, otherwise always 7 slots
 * (first, last, the current page's neighbourhood, gaps), so the pager never changes width and
 * the buttons under the pointer do not move while paging.
 */
export function pageItems(page: number, pages: number): PageItem[] {
  const count = Math.max(1, Math.floor(pages));
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (count <= SLOTS) return range(1, count);
  if (current <= 4) return [...range(1, 5), 'gap-end', count];
  if (current >= count - 3) return [1, 'gap-start', ...range(count - 4, count)];
  return [1, 'gap-start', current - 1, current, current + 1, 'gap-end', count];
}
