import { Button } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { SavedViews } from '../SavedViews/SavedViews';
import type { FilterBarProps } from './FilterBar.types';
import { useFilterBarStyles } from './useFilterBarStyles.styles';

/**
 * A list's filter bar (issue 17): the page's search field and filters, then the saved views and,
 * while any filter is set, one button that clears them all. A `<search>` landmark.
 */
export function FilterBar({ label, children, list, query, onApply, onClear, clearLabel }: FilterBarProps) {
  const styles = useFilterBarStyles();
  return (
    <search className={styles.root} aria-label={label}>
      {children}
      <SavedViews list={list} query={query} onApply={onApply} />
      {query ? (
        <Button icon={<DismissRegular />} onClick={onClear}>
          {clearLabel}
        </Button>
      ) : null}
    </search>
  );
}
