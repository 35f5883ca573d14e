import { Checkbox } from '@fluentui/react-components';
import { useCallback, useMemo, useState } from 'react';
import { SELECT_KEY } from '../ResponsiveTable/column-keys';
import type { ResponsiveTableColumn } from '../ResponsiveTable/ResponsiveTable.types';
import { useBulkActionsStyles } from './useBulkActionsStyles.styles';

export interface RowSelection<T> {
  /** The selected rows' ids, among the rows loaded now. */
  ids: number[];
  /** The column of checkboxes, first in the list (on a phone, heading each card). */
  column: ResponsiveTableColumn<T>;
  /** Every loaded row is selected. */
  allLoaded: boolean;
  clear: () => void;
}

const EMPTY: ReadonlySet<number> = new Set();

/**
 * Rows picked for a bulk action (decisions/reports-and-bulk.md). A row that leaves the list (a new filter, an order
 * another member of staff moved) leaves the selection too: only loaded rows count.
 */
export function useRowSelection<T>(
  rows: readonly T[],
  { getId, rowLabel, allLabel, scope }: { getId: (row: T) => number; rowLabel: (row: T) => string; allLabel: string; scope: string },
): RowSelection<T> {
  // What was picked, and in which list (its tab and filters): another list starts with nothing picked.
  const styles = useBulkActionsStyles();
  const [state, setState] = useState<{ scope: string; ids: ReadonlySet<number> }>(() => ({ scope, ids: new Set() }));
  const picked = state.scope === scope ? state.ids : EMPTY;
  const setPicked = useCallback((next: (current: ReadonlySet<number>) => ReadonlySet<number>) => setState((current) => ({ scope, ids: next(current.scope === scope ? current.ids : EMPTY) })), [scope]);
  const loaded = useMemo(() => rows.map(getId), [rows, getId]);
  const ids = useMemo(() => loaded.filter((id) => picked.has(id)), [loaded, picked]);
  const allLoaded = loaded.length > 0 && ids.length === loaded.length;

  const toggle = useCallback(
    (id: number) =>
      setPicked((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [setPicked],
  );
  const clear = useCallback(() => setPicked(() => EMPTY), [setPicked]);

  // Kept between renders while nothing it shows changes: the table's rows are drawn again only when their columns change.
  const someSelected = ids.length > 0;
  const column = useMemo<ResponsiveTableColumn<T>>(
    () => ({
      key: SELECT_KEY,
      cardTitle: true,
      header: (
        <Checkbox
          className={styles.checkbox}
          aria-label={allLabel}
          checked={allLoaded ? true : someSelected ? 'mixed' : false}
          onChange={() => setPicked(() => (allLoaded ? EMPTY : new Set(loaded)))}
        />
      ),
      render: (row) => <Checkbox className={styles.checkbox} aria-label={rowLabel(row)} checked={picked.has(getId(row))} onChange={() => toggle(getId(row))} />,
    }),
    [styles.checkbox, allLabel, allLoaded, someSelected, setPicked, loaded, rowLabel, picked, getId, toggle],
  );
  return { ids, column, allLoaded, clear };
}
