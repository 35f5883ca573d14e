import { mergeClasses, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useCardsLayout } from '../media/media';
import { ACTIONS_KEY, SELECT_KEY } from './column-keys';
import type { ResponsiveTableColumn, ResponsiveTableProps } from './ResponsiveTable.types';
import { useResponsiveTableStyles } from './useResponsiveTableStyles.styles';


/**
 * Every list's rows (spec §2): a table with serial numbers on a wide screen; below the phone
 * width (or a tablet's, for a list of many columns) a list of cards, each naming its fields and
 * holding the row's actions, so nothing scrolls sideways (decisions/phone-speed.md). The screens describe their
 * columns once for both.
 */
export function ResponsiveTable<T>({
  ariaLabel,
  columns,
  rows,
  getRowKey,
  numbered = true,
  serialHeader,
  firstSerial = 1,
  size = 'medium',
  rowClassName,
  cardsUpTo,
  columnWidths = 'even',
}: ResponsiveTableProps<T>) {
  const { t } = useTranslation();
  const styles = useResponsiveTableStyles();
  const asCards = useCardsLayout(cardsUpTo);

  if (asCards) {
    const shown = columns.filter((column) => column.show !== 'table');
    const select = shown.find((column) => column.key === SELECT_KEY);
    const titles = shown.filter((column) => column.cardTitle && column !== select);
    const fields = shown.filter((column) => !column.cardTitle && column !== select && column.key !== ACTIONS_KEY);
    const actions = shown.find((column) => column.key === ACTIONS_KEY);
    return (
      // biome-ignore lint/a11y/noRedundantRoles: a list styled without bullets loses its role in Safari.
      <ul role="list" aria-label={ariaLabel} className={styles.cards}>
        {rows.map((row, index) => (
          <li key={getRowKey(row)} className={mergeClasses(styles.card, rowClassName?.(row))}>
            {titles.length > 0 || select ? (
              <div className={styles.cardHead}>
                {select ? <div>{select.render(row, index)}</div> : null}
                <div className={styles.cardTitle}>
                  {titles.map((column) => (
                    <div key={column.key}>{column.render(row, index)}</div>
                  ))}
                </div>
              </div>
            ) : null}
            <dl className={styles.fields}>
              {fields.map((column) => (
                <div key={column.key} className={styles.field}>
                  <dt className={styles.label}>{column.header}</dt>
                  <dd className={styles.value}>{column.render(row, index)}</dd>
                </div>
              ))}
            </dl>
            {actions ? <div className={styles.cardActions}>{actions.render(row, index)}</div> : null}
          </li>
        ))}
      </ul>
    );
  }

  const shown: ResponsiveTableColumn<T>[] = columns.filter((column) => column.show !== 'cards');
  return (
    <div className={styles.scroller}>
      <Table aria-label={ariaLabel} size={size} className={columnWidths === 'content' ? styles.contentWidths : undefined}>
        <TableHeader>
          <TableRow className={styles.row}>
            {numbered ? <TableHeaderCell className={styles.serial}>{serialHeader ?? t('table.serialNo')}</TableHeaderCell> : null}
            {shown.map((column) => (
              <TableHeaderCell
                key={column.key}
                className={mergeClasses(
                  column.align === 'end' && styles.endHeader,
                  column.key === ACTIONS_KEY && styles.stickyActions,
                  column.key === SELECT_KEY && styles.select,
                )}
              >
                {column.header}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={getRowKey(row)} className={mergeClasses(styles.row, rowClassName?.(row))}>
              {numbered ? <TableCell>{firstSerial + index}</TableCell> : null}
              {shown.map((column) => (
                <TableCell key={column.key} className={mergeClasses(column.align === 'end' && styles.end, column.key === ACTIONS_KEY && styles.stickyActions)}>
                  {column.render(row, index)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
