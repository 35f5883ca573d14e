import { failureMessage } from '@dukkan/shared';
import { ResponsiveTable, type ResponsiveTableColumn } from '@dukkan/shared/kit';
import { Button, Spinner, Tab, TabList, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USERS_NS } from '../i18n';
import { RelativeTime, RunError, RunStateBadges, runStart, RunSummary, useRunDuration } from './job-parts';
import { type JobName, type JobRun, JOBS_POLL_MS, useGetJobRunsQuery } from './jobs-api';
import { useJobsStyles } from './useJobsStyles.styles';

/** The runs shown: every state, or the failed ones (those to look into). */
type RunsFilter = 'all' | 'failed';

export interface JobRunsProps {
  /** The job whose runs these are. */
  name: JobName;
  /** The job's name as the page shows it: the table's label. */
  label: string;
  /** The page's clock (ms), for the relative times. */
  now: number;
  /** The id the job's Show runs button controls. */
  id: string;
}

/**
 * decisions/scheduled-jobs.md: a job's latest runs, newest first, opened from its card: each run's state, when it started,
 * how long it took, what it did or why it failed. A table on a wide screen, cards on a phone; it reads itself again
 * with the page.
 */
export function JobRuns({ name, label, now, id }: JobRunsProps) {
  const { t } = useTranslation(USERS_NS);
  const styles = useJobsStyles();
  const duration = useRunDuration();
  const [filter, setFilter] = useState<RunsFilter>('all');
  const query = useGetJobRunsQuery({ name, ...(filter === 'failed' ? { state: 'failed' as const } : {}) }, { pollingInterval: JOBS_POLL_MS, skipPollingIfUnfocused: true });
  const quiet = (text: string) => <span className={styles.quiet}>{text}</span>;

  const columns: ResponsiveTableColumn<JobRun>[] = [
    { key: 'state', header: t('jobs.runs.columns.state'), cardTitle: true, render: (run) => <RunStateBadges run={run} /> },
    { key: 'started', header: t('jobs.runs.columns.started'), render: (run) => <RelativeTime at={runStart(run)} now={now} /> },
    { key: 'duration', header: t('jobs.runs.columns.duration'), render: (run) => duration(run) ?? quiet(t('value.notAvailable', { ns: 'common' })) },
    { key: 'summary', header: t('jobs.runs.columns.summary'), render: (run) => <RunSummary run={run} /> },
  ];
  const errorColumn: ResponsiveTableColumn<JobRun> = { key: 'error', header: t('jobs.runs.columns.error'), render: (run) => <RunError run={run} /> };

  const content = () => {
    // currentData: this filter's own answer (data would still be the other filter's while it is asked).
    const runs = query.currentData;
    if (query.isError && !runs) {
      const message = failureMessage(query.error, { failed: t('jobs.runs.fetchFailed') });
      return message === null ? null : (
        <div role="alert" className={styles.failure}>
          <Text>{message}</Text>
          <Button onClick={() => void query.refetch()}>{t('jobs.runs.retry')}</Button>
        </div>
      );
    }
    if (!runs) return <Spinner size="small" label={t('jobs.runs.loading')} />;
    if (runs.length === 0) return quiet(filter === 'failed' ? t('jobs.runs.emptyFailed') : t('jobs.runs.empty'));
    return (
      <ResponsiveTable
        ariaLabel={t('jobs.runs.tableLabel', { job: label })}
        // The error column only when a run listed has one (a phone's card says no empty "Error").
        columns={runs.some((run) => run.error) ? [...columns, errorColumn] : columns}
        rows={runs}
        getRowKey={(run) => run.id}
        numbered={false}
        columnWidths="content"
      />
    );
  };

  return (
    <div id={id} className={styles.runs}>
      <TabList selectedValue={filter} onTabSelect={(_event, data) => setFilter(data.value as RunsFilter)} aria-label={t('jobs.runs.filter')} size="small">
        <Tab value="all">{t('jobs.runs.all')}</Tab>
        <Tab value="failed">{t('jobs.runs.failed')}</Tab>
      </TabList>
      {content()}
    </div>
  );
}
