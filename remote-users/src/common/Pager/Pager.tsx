import { Button } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useDirection } from '@dukkan/shared';
import { pageItems } from './page-items';
import type { PagerProps } from './Pager.types';
import { usePagerStyles } from './usePagerStyles.styles';

/**
 * Numbered paging for a list (Fluent v9 has no Pagination): Previous, the page numbers with the
 * current one marked aria-current="page", Next. A navigation landmark, so screen readers can jump to it.
 */
export function Pager({ page, pages, onPageChange, labels, disabled = false }: PagerProps) {
  const styles = usePagerStyles();
  // Chevrons do not mirror by themselves: "previous" points to where reading came from.
  const rtl = useDirection() === 'rtl';
  if (pages <= 1) return null;

  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= pages) onPageChange(target);
  };

  return (
    <nav aria-label={labels.navigation} className={styles.root}>
      <Button
        appearance="subtle"
        icon={rtl ? <ChevronRightRegular /> : <ChevronLeftRegular />}
        disabled={disabled || page <= 1}
        onClick={() => go(page - 1)}
      >
        {labels.previous}
      </Button>
      <ol className={styles.list}>
        {pageItems(page, pages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                className={styles.page}
                appearance={item === page ? 'primary' : 'subtle'}
                aria-current={item === page ? 'page' : undefined}
                aria-label={labels.page(item)}
                disabled={disabled}
                onClick={() => go(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ),
        )}
      </ol>
      <Button
        appearance="subtle"
        icon={rtl ? <ChevronLeftRegular /> : <ChevronRightRegular />}
        iconPosition="after"
        disabled={disabled || page >= pages}
        onClick={() => go(page + 1)}
      >
        {labels.next}
      </Button>
    </nav>
  );
}
