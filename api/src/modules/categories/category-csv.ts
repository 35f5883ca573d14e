import type { CsvColumn } from '../../http/csv-export';
import { kuwaitDateTime } from '../../kuwait/kuwait-days';
import type { CategoryRow } from './categories-repository';

/** A category as a row of the categories export (decisions/reports-and-bulk.md). */
export const CATEGORY_CSV_COLUMNS: readonly CsvColumn<CategoryRow>[] = [
  { header: 'Category ID', cell: (row) => row.id },
  { header: 'Name', cell: (row) => row.name },
  { header: 'Name (Arabic)', cell: (row) => row.name_ar },
  { header: 'Shop', cell: (row) => row.shop.name },
  { header: 'Shop (Arabic)', cell: (row) => row.shop.name_ar },
  { header: 'Added (Kuwait)', cell: (row) => kuwaitDateTime(new Date(row.createdAt)) },
];
