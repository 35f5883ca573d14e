import { Button, Text } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronUpRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetAuditEntriesInfiniteQuery } from '../../api/audit-api';
import type { AuditEntry } from '../../wire/api-contract';
import { selectCurrentUser } from '../../auth/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { useLoadMore } from '../../data/use-load-more';
import { LoadMoreTable } from '../LoadMoreTable/LoadMoreTable';
import type { LoadMoreTableColumn } from '../LoadMoreTable/LoadMoreTable.types';
import { formatDateTime, KUWAIT_TIME_ZONE } from '../format/format-date-time';
import { formatKwd } from '../format/format-kwd';
import { localizedName, useLanguage } from '../../i18n/use-language';
import { LtrText } from '../LtrText/LtrText';
import type { AuditLogProps, HistoryPanelProps } from './AuditLog.types';
import { useAuditLogStyles } from './useAuditLogStyles.styles';

/** The audited rows' KWD columns (numeric(12,3)): JSON holds 0.5 for the stored 0.500. */
const MONEY_FIELDS = new Set(['price', 'total_amount', 'unit_price']);

/** A field's value as the diff shows it: amounts to the fils, text as it is, anything else as JSON, none as a dash. */
function shown(field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (MONEY_FIELDS.has(field) && (typeof value === 'number' || typeof value === 'string')) return formatKwd(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * A value in its own direction. An amount reads left to right and its number is never split
 * ('KWD' may go above '1.425' in a narrow column, never '1.42' above '5').
 */
function Value({ field, value }: { field: string; value: unknown }) {
  const styles = useAuditLogStyles();
  return MONEY_FIELDS.has(field) ? (
    <bdi dir="ltr" className={styles.amount}>
      {shown(field, value)}
    </bdi>
  ) : (
    <bdi>{shown(field, value)}</bdi>
  );
}

/** An entry's fields before and after, one row per field, behind a toggle (decisions/roles-and-audit.md). */
function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const styles = useAuditLogStyles();
  const [open, setOpen] = useState(false);
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (fields.length === 0) return <span className={styles.quiet}>—</span>;
  return (
    <div className={styles.changes}>
      <Button
        size="small"
        appearance="subtle"
        icon={open ? <ChevronUpRegular /> : <ChevronDownRegular />}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {t(open ? 'audit.hideChanges' : 'audit.showChanges', { count: fields.length })}
      </Button>
      {open ? (
        <table className={styles.diff} aria-label={t('audit.changesOf', { id: entry.id })}>
          <thead>
            <tr>
              <th scope="col">{t('audit.field')}</th>
              <th scope="col">{t('audit.before')}</th>
              <th scope="col">{t('audit.after')}</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field}>
                <th scope="row">
                  <LtrText>{field}</LtrText>
                </th>
                <td className={styles.before}>
                  <Value field={field} value={entry.before?.[field]} />
                </td>
                <td className={styles.after}>
                  <Value field={field} value={entry.after?.[field]} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

/**
 * The audit log as a Load More list, newest first (decisions/roles-and-audit.md): when, who, what, and each entry's
 * changes. The Activity screen shows it filtered; a History panel shows one row's.
 */
export function AuditLog({ filter, ariaLabel, showEntity = true }: AuditLogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const styles = useAuditLogStyles();
  const list = useLoadMore(useGetAuditEntriesInfiniteQuery(filter, { refetchOnMountOrArgChange: true }));
  const word = (group: string, key: string) => t(`audit.${group}.${key}`, { defaultValue: key });
  const columns: LoadMoreTableColumn<AuditEntry>[] = [
    { key: 'at', header: t('audit.when'), cardTitle: true, render: (entry) => <LtrText>{formatDateTime(entry.at, language, { timeZone: KUWAIT_TIME_ZONE })}</LtrText> },
    { key: 'actor', header: t('audit.who'), render: (entry) => entry.actor?.name || <span className={styles.quiet}>{t('audit.system')}</span> },
    { key: 'action', header: t('audit.what'), render: (entry) => word('actions', entry.action) },
    ...(showEntity
      ? [
          {
            key: 'entity',
            header: t('audit.entity'),
            render: (entry: AuditEntry) => (
              <>
                <span className={styles.quiet}>{word('entities', entry.entity)}</span>{' '}
                {entry.entityName ? (
                  // bdi: an English name inside Arabic text (and the reverse) keeps its own order.
                  <bdi>{localizedName({ name: entry.entityName, name_ar: entry.entityNameAr }, language)}</bdi>
                ) : entry.entityId === null ? null : (
                  <LtrText>#{entry.entityId}</LtrText>
                )}
              </>
            ),
          },
        ]
      : []),
    { key: 'changes', header: t('audit.changes'), render: (entry) => <AuditChanges entry={entry} /> },
    {
      key: 'from',
      header: t('audit.from'),
      render: (entry) => <LtrText className={styles.quiet}>{entry.clientAddress ?? '—'}</LtrText>,
    },
  ];
  return (
    <LoadMoreTable
      {...list}
      ariaLabel={ariaLabel}
      columns={columns}
      getRowKey={(entry) => entry.id}
      things={t('audit.things')}
      emptyTitle={t('audit.empty')}
      skeletonRows={5}
    />
  );
}

/**
 * A page's History panel (decisions/roles-and-audit.md): its row's entries, for those the API says may read the audit
 * log. Unlike a hidden button it asks the API for more, so a session that does not yet know its
 * permissions (before `user/me` answered) shows none.
 */
export function HistoryPanel({ entity, entityId }: HistoryPanelProps) {
  const { t } = useTranslation();
  const styles = useAuditLogStyles();
  const allowed = useAppSelector(selectCurrentUser)?.permissions?.includes('audit.read') ?? false;
  if (!allowed || !entityId) return null;
  return (
    <section className={styles.panel} aria-labelledby={`history-${entity}-${entityId}`}>
      <Text as="h2" size={500} weight="semibold" id={`history-${entity}-${entityId}`}>
        {t('audit.history')}
      </Text>
      <AuditLog filter={{ entity, entityId: String(entityId) }} ariaLabel={t('audit.history')} showEntity={false} />
    </section>
  );
}
