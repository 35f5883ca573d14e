import { useDashboardInsightsStyles } from './useDashboardInsightsStyles.styles';

export interface ChartTableProps {
  /** The table's caption: the chart's name. */
  caption: string;
  /** The first column's header, then one per series. */
  headers: string[];
  /** One row per point: its label, then a value per series. */
  rows: (string | number)[][];
}

/** The table a chart stands for, read by screen readers in its place (decisions/reports-and-bulk.md); hidden from sight. */
export function ChartTable({ caption, headers, rows }: ChartTableProps) {
  const styles = useDashboardInsightsStyles();
  return (
    // The box is clipped, not the table: a table keeps the width of its cells whatever it is given.
    <div className={styles.srOnly}>
      <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, ...values]) => (
          <tr key={String(label)}>
            <th scope="row">{label}</th>
            {values.map((value, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its series, in order
              <td key={i}>{value}</td>
            ))}
          </tr>
        ))}
      </tbody>
      </table>
    </div>
  );
}
