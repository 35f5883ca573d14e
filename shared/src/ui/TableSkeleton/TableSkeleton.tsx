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
import type { TableSkeletonProps } from './TableSkeleton.types';
import { useTableSkeletonStyles } from './useTableSkeletonStyles.styles';

const range = (n: number) => Array.from({ length: Math.max(0, n) }, (_, i) => i);

/** A table-shaped placeholder shown while a list's first page loads. */
export function TableSkeleton({ rows = 10, columns = 5, ariaLabel }: TableSkeletonProps) {
  const { t } = useTranslation();
  const styles = useTableSkeletonStyles();
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
