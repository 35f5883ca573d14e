export interface ExportButtonProps {
  /** The export's API path, e.g. 'orders/export'. */
  path: string;
  /** The list's filters as a query string (without '?'): the export holds what the list shows. */
  query: string;
  /** The rows the list says match, when known exactly: the progress bar then fills towards it. */
  total?: number;
  /** The button's words when the file is not a list's export ("Download CSV" for a statement). @default "Export CSV" */
  label?: string;
}
