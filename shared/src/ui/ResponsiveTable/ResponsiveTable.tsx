import { mergeClasses, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { memo, useMemo } from 'react';
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
  const tableColumns = useMemo(() => columns.filter((column) => column.show !== 'cards'), [columns]);
  const cardColumns = useMemo(() => cardParts(columns), [columns]);

  if (asCards) {
    return (
      // biome-ignore lint/a11y/noRedundantRoles: a list styled without bullets loses its role in Safari.
      <ul role="list" aria-label={ariaLabel} className={styles.cards}>
        {rows.map((row, index) => (
          <MemoCard key={getRowKey(row)} row={row} index={index} parts={cardColumns} className={rowClassName?.(row)} />
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.scroller}>
      <Table aria-label={ariaLabel} size={size} className={columnWidths === 'content' ? styles.contentWidths : undefined}>
        <TableHeader>
          <TableRow className={styles.row}>
            {numbered ? <TableHeaderCell className={styles.serial}>{serialHeader ?? t('table.serialNo')}</TableHeaderCell> : null}
            {tableColumns.map((column) => (
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
            <MemoRow
              key={getRowKey(row)}
              row={row}
              index={index}
              serial={numbered ? firstSerial + index : null}
              columns={tableColumns}
              className={rowClassName?.(row)}
            />
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

interface CardParts<T> {
  select?: ResponsiveTableColumn<T>;
  titles: ResponsiveTableColumn<T>[];
  fields: ResponsiveTableColumn<T>[];
  actions?: ResponsiveTableColumn<T>;
}

/** A card's columns by where they go: the selection box and the titles at its head, the fields, the actions below. */
function cardParts<T>(columns: readonly ResponsiveTableColumn<T>[]): CardParts<T> {
  const shown = columns.filter((column) => column.show !== 'table');
  const select = shown.find((column) => column.key === SELECT_KEY);
  return {
    select,
    titles: shown.filter((column) => column.cardTitle && column !== select),
    fields: shown.filter((column) => !column.cardTitle && column !== select && column.key !== ACTIONS_KEY),
    actions: shown.find((column) => column.key === ACTIONS_KEY),
  };
}

interface RowProps<T> {
  row: T;
  index: number;
  className: string | undefined;
}

// Each row drawn again only when its own data, place, class or the columns change (decisions/phone-speed.md): a
// list re-rendered for what is around it (Load More's "Loading more...", a new page, a count) does not draw its
// rows again, where a screen keeps its columns (useMemo) between renders.

function TableRowView<T>({ row, index, serial, columns, className }: RowProps<T> & { serial: number | null; columns: readonly ResponsiveTableColumn<T>[] }) {
  const styles = useResponsiveTableStyles();
  return (
    <TableRow className={mergeClasses(styles.row, className)}>
      {serial !== null ? <TableCell>{serial}</TableCell> : null}
      {columns.map((column) => (
        <TableCell key={column.key} className={mergeClasses(column.align === 'end' && styles.end, column.key === ACTIONS_KEY && styles.stickyActions)}>
          {column.render(row, index)}
        </TableCell>
      ))}
    </TableRow>
  );
}
const MemoRow = memo(TableRowView) as typeof TableRowView;

function CardView<T>({ row, index, parts, className }: RowProps<T> & { parts: CardParts<T> }) {
  const styles = useResponsiveTableStyles();
  const { select, titles, fields, actions } = parts;
  return (
    <li className={mergeClasses(styles.card, className)}>
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
  );
}
const MemoCard = memo(CardView) as typeof CardView;
