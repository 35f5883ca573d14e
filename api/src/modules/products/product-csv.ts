import type { CsvColumn } from '../../http/csv-export';
import { kuwaitDateTime } from '../../http/kuwait-days';
import type { ProductRow } from './products-repository';

/** A product as a row of the products export (issue 20): the price as stored, to the fils. */
export const PRODUCT_CSV_COLUMNS: readonly CsvColumn<ProductRow>[] = [
  { header: 'Product ID', cell: (row) => row.id },
  { header: 'Name', cell: (row) => row.name },
  { header: 'Name (Arabic)', cell: (row) => row.name_ar },
  { header: 'Category', cell: (row) => row.category.name },
  { header: 'Category (Arabic)', cell: (row) => row.category.name_ar },
  { header: 'Price (KWD)', cell: (row) => row.price },
  { header: 'Stock', cell: (row) => row.stock },
  { header: 'Status', cell: (row) => row.status },
  { header: 'Added (Kuwait)', cell: (row) => kuwaitDateTime(new Date(row.createdAt)) },
];
