import { useFailureToast, useListFilters, useLoadMore } from '@dukkan/shared';
import { FilterBar, LoadMoreTable, PageHeader, StatusBadge, type LoadMoreTableColumn } from '@dukkan/shared/kit';
import { Button, Checkbox, Field, Select, Tab, TabList } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ORDERS_NS } from '../i18n';
import { COMPLAINT_CATEGORIES, COMPLAINT_STATUS_TONES, useComplaintTimes } from '../common/complaint-rules';
import { type Complaint, type ComplaintsFilter, useGetComplaintsInfiniteQuery } from '../common/complaints-api';
import { useOrderComplaintsStyles } from '../common/useOrderComplaintsStyles.styles';
import { useComplaintsStyles } from './useComplaintsStyles.styles';

/** decisions/search.md: the tab and filters in the address (a filtered view can be shared and reloaded). */
const COMPLAINT_FILTER_KEYS = ['status', 'category', 'assignee', 'overdue'] as const;

/** The "Assigned to" choices, as GET complaints' `assignee` reads them ('' is anyone: no filter). */
const ASSIGNEE_CHOICES = [
  { value: '', key: 'anyone' },
  { value: 'me', key: 'me' },
  { value: 'none', key: 'nobody' },
] as const;

/** The address's values as the API reads them: only those it knows, only those set (open is the default tab). */
function complaintsFilter(values: Record<(typeof COMPLAINT_FILTER_KEYS)[number], string>): ComplaintsFilter {
  const resolved = values.status === 'resolved';
  return {
    status: resolved ? 'resolved' : 'open',
    ...((COMPLAINT_CATEGORIES as readonly string[]).includes(values.category) ? { category: values.category } : {}),
    ...(values.assignee === 'me' || values.assignee === 'none' ? { assignee: values.assignee } : {}),
    // Only open complaints are overdue.
    ...(!resolved && values.overdue === 'true' ? { overdue: 'true' as const } : {}),
  };
}

/**
 * decisions/complaints.md, /complaints: the open complaints (the most urgent first) or the resolved ones (the latest
 * first), narrowed by category, assignee and lateness; each row says how old it is and where it stands against its
 * target (late in red), and opens its page. Load More (keyset); cards on a phone.
 */
export function ComplaintsPage() {
  const { t } = useTranslation(ORDERS_NS);
  const styles = useComplaintsStyles();
  const timeStyles = useOrderComplaintsStyles();
  const times = useComplaintTimes();
  const filters = useListFilters(COMPLAINT_FILTER_KEYS);
  const { change, values } = filters;
  const filter = useMemo(() => complaintsFilter(values), [values]);
  const list = useLoadMore(useGetComplaintsInfiniteQuery(filter));
  const loadError = useFailureToast(list.error, { failed: t('complaints.fetchFailed'), errored: t('complaints.loadError') });
  const resolved = filter.status === 'resolved';
  // The tab is not a filter to clear: narrowed means one of the others is set.
  const filtered = Boolean(filter.category || filter.assignee || filter.overdue);
  const clear = () => change({ category: '', assignee: '', overdue: '' });

  const columns: LoadMoreTableColumn<Complaint>[] = [
    {
      key: 'id',
      header: t('complaints.columns.id'),
      cardTitle: true,
      render: (complaint) => (
        <Link className={styles.link} to={`/complaints/${complaint.id}`}>
          {t('complaints.name', { id: complaint.id })}
        </Link>
      ),
    },
    {
      key: 'order',
      header: t('complaints.columns.order'),
      render: (complaint) => (
        <Link className={styles.link} to={`/order-items/${complaint.order.id}`}>
          {t('complaints.orderLink', { id: complaint.order.id })}
        </Link>
      ),
    },
    { key: 'customer', header: t('complaints.columns.customer'), render: (complaint) => <bdi>{complaint.customer?.name ?? t('complaints.unknownCustomer')}</bdi> },
    { key: 'category', header: t('complaints.columns.category'), render: (complaint) => t(`complaints.categories.${complaint.category}`) },
    { key: 'age', header: t('complaints.columns.age'), render: (complaint) => times(complaint).age },
    {
      key: 'due',
      header: t('complaints.columns.due'),
      render: (complaint) => {
        const { due, late } = times(complaint);
        return due ? <span className={late ? timeStyles.late : undefined}>{due}</span> : null;
      },
    },
    { key: 'assignee', header: t('complaints.columns.assignee'), render: (complaint) => <bdi>{complaint.assignee?.name ?? t('complaints.nobody')}</bdi> },
    {
      key: 'status',
      header: t('complaints.columns.status'),
      cardTitle: true,
      render: (complaint) => <StatusBadge tone={COMPLAINT_STATUS_TONES[complaint.status]}>{t(`complaints.statuses.${complaint.status}`)}</StatusBadge>,
    },
  ];

  return (
    <section className={styles.root} aria-labelledby="complaints-title">
      <PageHeader title={<span id="complaints-title">{t('complaints.title')}</span>} />
      <TabList selectedValue={filter.status} onTabSelect={(_event, data) => change({ status: data.value === 'resolved' ? 'resolved' : '' })} aria-label={t('complaints.tabsLabel')}>
        <Tab value="open">{t('complaints.statuses.open')}</Tab>
        <Tab value="resolved">{t('complaints.statuses.resolved')}</Tab>
      </TabList>
      <FilterBar label={t('complaints.filters.label')} query={filtered ? filters.query : ''} onClear={clear} clearLabel={t('complaints.filters.clear')}>
        <Field label={t('complaints.filters.category')}>
          <Select value={filter.category ?? ''} onChange={(_event, data) => change({ category: data.value })}>
            <option value="">{t('complaints.filters.anyCategory')}</option>
            {COMPLAINT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`complaints.categories.${category}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('complaints.filters.assignee')}>
          <Select value={filter.assignee ?? ''} onChange={(_event, data) => change({ assignee: data.value })}>
            {ASSIGNEE_CHOICES.map((choice) => (
              <option key={choice.key} value={choice.value}>
                {t(`complaints.filters.${choice.key}`)}
              </option>
            ))}
          </Select>
        </Field>
        {resolved ? null : (
          <Checkbox
            className={styles.overdue}
            label={t('complaints.filters.overdue')}
            checked={filter.overdue === 'true'}
            onChange={(_event, data) => change({ overdue: data.checked ? 'true' : '' })}
          />
        )}
      </FilterBar>
      <LoadMoreTable
        {...list}
        ariaLabel={t('complaints.tableLabel')}
        // A resolved complaint is due no more: its tab has no Due column.
        columns={resolved ? columns.filter((column) => column.key !== 'due') : columns}
        getRowKey={(complaint) => complaint.id}
        columnWidths="content"
        things={t('complaints.things')}
        emptyTitle={filtered ? t('complaints.filters.noMatch') : resolved ? t('complaints.emptyResolved') : t('complaints.empty')}
        emptyHint={filtered ? undefined : t('complaints.emptyHint')}
        emptyAction={
          filtered ? (
            <Button icon={<DismissRegular />} onClick={clear}>
              {t('complaints.filters.clear')}
            </Button>
          ) : undefined
        }
        errorTitle={loadError ?? undefined}
      />
    </section>
  );
}
