import {
  Skeleton,
  SkeletonItem,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useCardsLayout } from '../media/media';
import type { TableSkeletonProps } from './TableSkeleton.types';
import { useTableSkeletonStyles } from './useTableSkeletonStyles.styles';

const range = (n: number) => Array.from({ length: Math.max(0, n) }, (_, i) => i);

/** Lines of a placeholder card: a title and a few fields. */
const CARD_LINES = 4;

/** A table-shaped placeholder shown while a list's first page loads; card-shaped where the list will be cards. */
export function TableSkeleton({ rows = 10, columns = 5, ariaLabel, cardsUpTo }: TableSkeletonProps) {
  const { t } = useTranslation();
  const styles = useTableSkeletonStyles();
  const asCards = useCardsLayout(cardsUpTo);
  if (asCards) {
    return (
      <Skeleton aria-label={ariaLabel ?? t('table.loading')} aria-busy="true" className={styles.cards}>
        {range(rows).map((row) => (
          <div key={row} data-testid="skeleton-row" className={styles.card}>
            {range(CARD_LINES).map((line) => (
              <SkeletonItem key={line} size={16} />
            ))}
          </div>
        ))}
      </Skeleton>
    );
  }
  return (
    <Skeleton aria-label={ariaLabel ?? t('table.loading')} aria-busy="true">
      <Table aria-hidden="true">
        <TableHeader>
          <TableRow>
            {range(columns).map((column) => (
              <TableHeaderCell key={column}>
                <SkeletonItem size={16} />
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {range(rows).map((row) => (
            <TableRow key={row} data-testid="skeleton-row">
              {range(columns).map((column) => (
                <TableCell key={column} className={styles.cell}>
                  <SkeletonItem size={16} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Skeleton>
  );
}
