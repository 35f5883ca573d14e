import { makeStyles, tokens } from '@fluentui/react-components';
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
});

/** An order's or a delivery's facts, each a term over its value, as many in a row as the width allows (the board's cards, an order's delivery page). */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className={useFactsStyles().facts}>{children}</dl>;
}

/** One of `Facts`: its term (small, quiet) over its value. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  const styles = useFactsStyles();
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
