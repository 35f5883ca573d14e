import { type CsvColumn, csvPhone } from '../../http/csv-export';
import { kuwaitDateTime } from '../../kuwait/kuwait-days';
import type { ShopRow } from './shops-repository';

/** A shop as a row of the shops export (decisions/reports-and-bulk.md): its location by name, its plain hours. */
export const SHOP_CSV_COLUMNS: readonly CsvColumn<ShopRow>[] = [
  { header: 'Shop ID', cell: (row) => row.id },
  { header: 'Name', cell: (row) => row.name },
  { header: 'Name (Arabic)', cell: (row) => row.name_ar },
  { header: 'Phone', cell: (row) => csvPhone(row.phone) },
  { header: 'Governorate', cell: (row) => row.governorate.name },
  { header: 'Area', cell: (row) => row.area.name },
  { header: 'Block', cell: (row) => row.block.name },
  { header: 'Opens', cell: (row) => row.openTime },
  { header: 'Closes', cell: (row) => row.closeTime },
  { header: 'Open', cell: (row) => (row.isOpen ? 'yes' : 'no') },
  { header: 'Free delivery', cell: (row) => (row.freeDelivery ? 'yes' : 'no') },
  { header: 'Added (Kuwait)', cell: (row) => kuwaitDateTime(new Date(row.createdAt)) },
];
