import { useNow } from '@dukkan/shared';
import { PageHeader, RecordState } from '@dukkan/shared/kit';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { USERS_NS } from '../i18n';
import { JobCard } from './JobCard';
import { JOBS_POLL_MS, useGetJobsQuery } from './jobs-api';
import { useJobsStyles } from './useJobsStyles.styles';

/**
 * decisions/scheduled-jobs.md, /jobs (owners: jobs.read): the API's background work on its job engine — each job in the
 * API's order, what it last did, when it runs next, what waits and what failed — read again every 10 seconds. Says
 * so when no process works the jobs (nothing would run).
 */
export function JobsPage() {
  const { t } = useTranslation(USERS_NS);
  const styles = useJobsStyles();
  const jobs = useGetJobsQuery(undefined, { pollingInterval: JOBS_POLL_MS, skipPollingIfUnfocused: true });
  const now = useNow(JOBS_POLL_MS);
  return (
    <section className={styles.page} aria-labelledby="jobs-title">
      <PageHeader title={<span id="jobs-title">{t('jobs.title')}</span>} subtitle={t('jobs.subtitle')} />
      {jobs.data ? (
        <>
          {jobs.data.working ? null : (
            <MessageBar intent="warning">
              <MessageBarBody>{t('jobs.notWorking')}</MessageBarBody>
            </MessageBar>
          )}
          {jobs.data.jobs.map((job) => (
            <JobCard key={job.name} job={job} now={now} />
          ))}
        </>
      ) : (
        <RecordState
          query={jobs}
          notFound={false}
          texts={{ loading: t('jobs.loading'), notFound: '', notFoundHint: '', failed: t('jobs.fetchFailed'), errored: t('jobs.loadError') }}
        />
      )}
    </section>
  );
}
