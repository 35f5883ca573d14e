import type { AuditFilter } from '../../api/audit-api';

export interface AuditLogProps {
  /** Which entries: the Activity screen's filters, or one row's (`{ entity: 'product', entityId: '7' }`). */
  filter: AuditFilter;
  /** The list's accessible name, translated. */
  ariaLabel: string;
  /** Whether to show the entity column (the Activity screen); a History panel knows its row. @default true */
  showEntity?: boolean;
}

export interface HistoryPanelProps {
  /** The audited entity: 'shop', 'product', 'category', 'user'. */
  entity: string;
  /** The row's id; nothing shows without one (a page still creating its row). */
  entityId: number | null | undefined;
}
