import { type CsvColumn, csvPhone } from '../../http/csv-export';
import { kuwaitDateTime } from '../../kuwait/kuwait-days';
import type { PublicUser } from './users-repository';

/** A user as a row of the users export (decisions/reports-and-bulk.md): never a password hash or a token. */
export const USER_CSV_COLUMNS: readonly CsvColumn<PublicUser>[] = [
  { header: 'User ID', cell: (row) => row.id },
  { header: 'Name', cell: (row) => row.name },
  { header: 'Email', cell: (row) => row.email },
  { header: 'Phone', cell: (row) => csvPhone(row.phone) },
  { header: 'Role', cell: (row) => row.role },
  // Shop staff's shops (decisions/roles-and-audit.md); empty for every other role.
  { header: 'Shops', cell: (row) => row.shops.map((shop) => shop.name).join('; ') },
  { header: 'Added (Kuwait)', cell: (row) => kuwaitDateTime(new Date(row.createdAt)) },
];
