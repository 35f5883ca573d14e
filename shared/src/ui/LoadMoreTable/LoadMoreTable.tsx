import { Button, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countText } from '../format/count-text';
import { ResponsiveTable } from '../ResponsiveTable/ResponsiveTable';
import { TableSkeleton } from '../TableSkeleton/TableSkeleton';
import type { LoadMoreTableProps } from './LoadMoreTable.types';
import { useLoadMoreTableStyles } from './useLoadMoreTableStyles.styles';

/**
 * A list screen's table (spec §2): serial numbers, rows appended page by page with 'Load More',
 * 'Loading more...' while a page comes, 'No more {things} to load' at the end, an empty state,
 * and a skeleton on first load. The rows are a ResponsiveTable: cards on a phone (decisions/phone-speed.md).
 */
export function LoadMoreTable<T>({
  ariaLabel,
  columns,
  rows,
  getRowKey,
  isLoading,
  isFetchingMore,
  hasMore,
  loadMore,
  things,
  emptyTitle,
  emptyHint,
  emptyAction,
  serialHeader,
  rowClassName,
  cardsUpTo,
  columnWidths,
  skeletonRows = 10,
  total,
  totalCapped = false,
  isError = false,
  refetch,
  errorTitle,
}: LoadMoreTableProps<T>) {
  const { t } = useTranslation();
  const styles = useLoadMoreTableStyles();

  if (isLoading && rows.length === 0) {
    return <TableSkeleton rows={skeletonRows} columns={columns.length + 1} ariaLabel={ariaLabel} cardsUpTo={cardsUpTo} />;
  }

  // An error is not "nothing here": say the list failed and offer to try again.
  if (isError && rows.length === 0) {
    return (
      <div className={styles.empty} role="alert">
        <Text size={500} weight="semibold">
          {errorTitle ?? t('table.loadFailed')}
        </Text>
        {refetch ? <Button onClick={refetch}>{t('actions.retry')}</Button> : null}
      </div>
    );
  }

  if (rows.length === 0) {
    return (
      <div className={styles.empty} role="status">
        <Text size={500} weight="semibold">
          {emptyTitle}
        </Text>
        {emptyHint ? <Text className={styles.quiet}>{emptyHint}</Text> : null}
        {emptyAction}
      </div>
    );
  }

  return (
    <div className={styles.root}>
      <ResponsiveTable
        ariaLabel={ariaLabel}
        columns={columns}
        rows={rows}
        getRowKey={getRowKey}
        serialHeader={serialHeader}
        rowClassName={rowClassName}
        cardsUpTo={cardsUpTo}
        columnWidths={columnWidths}
      />
      <div className={styles.footer}>
        {/* A failed further page keeps the rows already shown; Load More stays to try again. */}
        {isError ? (
          <Text role="alert" className={styles.error}>
            {t('table.moreFailed')}
          </Text>
        ) : null}
        {total !== undefined ? (
          <Text size={200} className={styles.quiet}>
            {t('table.shown', { count: rows.length, total: countText(total, totalCapped) })}
          </Text>
        ) : null}
        {hasMore ? (
          <LoadMoreButton isFetchingMore={isFetchingMore} loadMore={loadMore} />
        ) : (
          <Text role="status" className={styles.quiet}>
            {t('table.noMore', { things })}
          </Text>
        )}
      </div>
    </div>
  );
}

/** Runs `work` once the browser has painted the frame after this task (a frame, then a task). */
function afterNextPaint(work: () => void) {
  requestAnimationFrame(() => setTimeout(work, 0));
}

/**
 * 'Load More', saying 'Loading more...' at once (decisions/phone-speed.md: the next paint within 100 ms of the
 * click on a phone's CPU). Asking for the page re-renders the whole list (the store's update is
 * synchronous), so the button shows it has been pressed first, alone, and asks after that paint.
 * Its words say it, without a spinner: the spinner's first frame made that paint longer at
 * CPU 4x (INP median 104 → 96 ms over 15 and 20 runs, README).
 */
function LoadMoreButton({ isFetchingMore, loadMore }: Pick<LoadMoreTableProps<unknown>, 'isFetchingMore' | 'loadMore'>) {
  const { t } = useTranslation();
  const [pressed, setPressed] = useState(false);
  const busy = pressed || isFetchingMore;
  return (
    <Button
      appearance="secondary"
      // Focusable while busy: a disabled button would drop the keyboard user's focus to the page.
      disabledFocusable={busy}
      onClick={() => {
        setPressed(true);
        // Busy until the page is in (or refused): the store's own loading state may come a
        // microtask later, and the button must not read 'Load More' again in between.
        afterNextPaint(() => {
          const done = () => setPressed(false);
          Promise.resolve(loadMore()).then(done, done);
        });
      }}
    >
      {busy ? t('table.loadingMore') : t('table.loadMore')}
    </Button>
  );
}
