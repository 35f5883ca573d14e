import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useFactsStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  fact: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  // A value that asks for a second look (a raised flag): the warning colour, bold.
  raised: { color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** Facts of one thing, each a term over its value, as many in a row as the width allows (a description list). */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className={useFactsStyles().facts}>{children}</dl>;
}

/** One of `Facts`: its term (small, quiet) over its value; `raised` marks a value that asks for a second look. */
export function Fact({ term, raised = false, children }: { term: string; raised?: boolean; children: ReactNode }) {
  const styles = useFactsStyles();
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={mergeClasses(styles.value, raised && styles.raised)}>{children}</dd>
    </div>
  );
}
