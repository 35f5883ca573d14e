import { Button } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { ExportButton } from '../ExportButton/ExportButton';
import { SavedViews } from '../SavedViews/SavedViews';
import type { FilterBarProps } from './FilterBar.types';
import { useFilterBarStyles } from './useFilterBarStyles.styles';

/**
 * A list's filter bar (issue 17): the page's search field and filters, then the saved views, the
 * export of what the filters match (issue 20) and, while any filter is set, one button that clears
 * them all. A `<search>` landmark.
 */
export function FilterBar({ label, children, list, query, onApply, onClear, clearLabel, exportTo }: FilterBarProps) {
  const styles = useFilterBarStyles();
  return (
    <search className={styles.root} aria-label={label}>
      {children}
      <SavedViews list={list} query={query} onApply={onApply} />
      {exportTo ? <ExportButton path={exportTo.path} query={exportTo.query ?? query} total={exportTo.total} /> : null}
      {query ? (
        <Button icon={<DismissRegular />} onClick={onClear}>
          {clearLabel}
        </Button>
      ) : null}
    </search>
  );
}
