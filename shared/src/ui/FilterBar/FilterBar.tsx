import { Button, useId } from '@fluentui/react-components';
import { DismissRegular, FilterRegular } from '@fluentui/react-icons';
import { Children, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../ExportButton/ExportButton';
import { useIsPhone } from '../media/media';
import { SavedViews } from '../SavedViews/SavedViews';
import type { FilterBarProps } from './FilterBar.types';
import { FILTER_BAR_TEXTS } from '../../i18n/kit-texts';
import { useFilterBarStyles } from './useFilterBarStyles.styles';

/** How many filters `query` sets besides the search (`q`): the folded filters' button says so. */
export function activeFilterCount(query: string): number {
  return [...new Set(new URLSearchParams(query).keys())].filter((key) => key !== 'q').length;
}

/**
 * A list's filter bar (decisions/search.md): the page's search field and filters, then the saved views, the
 * export of what the filters match (decisions/reports-and-bulk.md) and, while any filter is set, one button that clears
 * them all. A `<search>` landmark.
 *
 * On a phone (decisions/phone-speed.md) the filters after the search fold under one button, which counts the ones
 * set: one under the other they filled the first screen (ten fields above the orders). They stay
 * mounted while folded, so nothing typed into one is lost.
 */
export function FilterBar({ label, children, list, query, onApply, onClear, clearLabel, exportTo }: FilterBarProps) {
  const styles = useFilterBarStyles();
  const { t, i18n } = useTranslation();
  const phone = useIsPhone();
  const [filtersShown, setFiltersShown] = useState(false);
  const panelId = useId('filters-');
  const [search, ...filters] = Children.toArray(children);

  const actions = (
    <>
      {list && onApply ? <SavedViews list={list} query={query} onApply={onApply} /> : null}
      {exportTo ? <ExportButton path={exportTo.path} query={exportTo.query ?? query} total={exportTo.total} /> : null}
      {query ? (
        <Button icon={<DismissRegular />} onClick={onClear}>
          {clearLabel}
        </Button>
      ) : null}
    </>
  );

  if (!phone || filters.length === 0) {
    return (
      <search className={styles.root} aria-label={label}>
        {children}
        {actions}
      </search>
    );
  }

  const active = activeFilterCount(query);
  const texts = FILTER_BAR_TEXTS[i18n.language === 'ar' ? 'ar' : 'en'];
  return (
    <search className={styles.root} aria-label={label}>
      {search}
      <div className={styles.phoneActions}>
        <Button icon={<FilterRegular />} aria-expanded={filtersShown} aria-controls={panelId} onClick={() => setFiltersShown((shown) => !shown)}>
          {active > 0 ? t('filters.showActive', { count: active, defaultValue: texts.showActive }) : t('filters.show', { defaultValue: texts.show })}
        </Button>
        {actions}
      </div>
      <div id={panelId} className={styles.folded} hidden={!filtersShown}>
        {filters}
      </div>
    </search>
  );
}
