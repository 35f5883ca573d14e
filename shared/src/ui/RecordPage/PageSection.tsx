import type { ReactNode } from 'react';
import { useRecordPageStyles } from './useRecordPageStyles.styles';

/** A card of a record's page: its heading (labelling the section, by `id`), then what it holds. */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const styles = useRecordPageStyles();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
