import type { CsvColumn } from '../../http/csv-export';
import { kuwaitDateTime } from '../../kuwait/kuwait-days';
import type { AuditRow } from './audit-repository';

/** An audit entry as a row of the Activity export (decisions/reports-and-bulk.md): the fields before and after as JSON text. */
export const AUDIT_CSV_COLUMNS: readonly CsvColumn<AuditRow>[] = [
  { header: 'Entry ID', cell: (row) => row.id },
  { header: 'When (Kuwait)', cell: (row) => kuwaitDateTime(new Date(row.at)) },
  { header: 'Actor ID', cell: (row) => row.actorId },
  { header: 'Actor', cell: (row) => row.actorName },
  { header: 'Action', cell: (row) => row.action },
  { header: 'Entity', cell: (row) => row.entity },
  { header: 'Entity ID', cell: (row) => row.entityId },
  { header: 'Before', cell: (row) => (row.before ? JSON.stringify(row.before) : null) },
  { header: 'After', cell: (row) => (row.after ? JSON.stringify(row.after) : null) },
  { header: 'Request ID', cell: (row) => row.requestId },
  { header: 'Client address', cell: (row) => row.clientAddress },
];
