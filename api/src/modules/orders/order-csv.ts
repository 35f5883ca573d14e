import { type CsvColumn, csvPhone } from '../../http/csv-export';
import { kuwaitDateTime } from '../../kuwait/kuwait-days';
import { type AddressLanguage, deliveryAddressOf } from './delivery-address';
import type { OrderRow } from './orders-repository';

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
/** The order's address in one line: a one-line address as written (in either column), else the labelled one in `language`. */
const addressLine = (row: OrderRow, language: AddressLanguage) =>
  row.address?.trim() || row.orderedAddress?.trim() || deliveryAddressOf(row)?.text[language] || '';

/** An order as a row of the orders export (decisions/reports-and-bulk.md): its totals from its items as they are now (decisions/picking.md: after picking), as the list shows them. */
export const ORDER_CSV_COLUMNS: readonly CsvColumn<OrderRow>[] = [
  { header: 'Order ID', cell: (row) => row.id },
  { header: 'Placed (Kuwait)', cell: (row) => kuwaitDateTime(asDate(row.createdAt)) },
  { header: 'Status', cell: (row) => row.status },
  // Whom to call about it (decisions/order-workspace.md).
  { header: 'Shop', cell: (row) => row.shopName },
  { header: 'Shop (Arabic)', cell: (row) => row.shopNameAr },
  { header: 'Customer', cell: (row) => row.customerName },
  { header: 'Customer (Arabic)', cell: (row) => row.customerNameAr },
  { header: 'Phone', cell: (row) => csvPhone(row.customerPhone) },
  { header: 'Governorate', cell: (row) => row.governorate },
  { header: 'Area', cell: (row) => row.area },
  { header: 'Address', cell: (row) => addressLine(row, 'en') },
  { header: 'Address (Arabic)', cell: (row) => addressLine(row, 'ar') },
  { header: 'Payment', cell: (row) => row.paymentMethod },
  { header: 'Items', cell: (row) => Number(row.itemsAmount !== null ? row.itemsQuantity : row.storedQuantity) },
  { header: 'Delivery fee (KWD)', cell: (row) => row.deliveryFee },
  { header: 'Total (KWD)', cell: (row) => (row.itemsAmount !== null ? row.itemsAmount : row.storedAmount) },
];
