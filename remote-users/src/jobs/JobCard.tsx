import { countText, LtrText, useCan, useNotifiedCall } from '@dukkan/shared';
import { Fact, Facts, PageSection } from '@dukkan/shared/kit';
import { Button, Text } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronUpRegular, PlayRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USERS_NS } from '../i18n';
import { RelativeTime, RunError, RunStateBadges, RunSummary, useRunDuration } from './job-parts';
import { scheduleText } from './job-texts';
import { JobRuns } from './JobRuns';
import { type JobSummary, type ScheduledJobName, useRunJobMutation } from './jobs-api';
import { useJobsStyles } from './useJobsStyles.styles';

/** The jobs an owner may run now (the API's SCHEDULED_JOB_NAMES): the answer's `scheduled` says which. */
const isScheduled = (job: JobSummary): job is JobSummary & { name: ScheduledJobName } => job.scheduled;

/**
 * decisions/scheduled-jobs.md: one job — what it does and how often, its last run (state, when, how long, what it did
 * or why it failed), the next, what waits and what failed in a day; Run now for a scheduled job (jobs.run), and its
 * latest runs on demand.
 */
export function JobCard({ job, now }: { job: JobSummary; now: number }) {
  const { t } = useTranslation(USERS_NS);
  const styles = useJobsStyles();
  const duration = useRunDuration();
  const canRun = useCan('jobs.run');
  const notifiedCall = useNotifiedCall();
  const [runJob, running] = useRunJobMutation();
  const [showRuns, setShowRuns] = useState(false);
  const name = t(`jobs.names.${job.name}`);
  const { lastRun } = job;
  const took = lastRun ? duration(lastRun) : null;

  const runNow = (scheduled: ScheduledJobName) =>
    notifiedCall(() => runJob(scheduled).unwrap(), { success: t('jobs.ran', { job: name }), failed: t('jobs.runFailed') });

  return (
    <PageSection id={`job-${job.name}`} title={name}>
      <div className={styles.about}>
        <Text>{t(`jobs.descriptions.${job.name}`)}</Text>
        <Text size={200} className={styles.quiet}>
          {scheduleText(t, job.everySeconds, job.scheduled)}
        </Text>
      </div>
      <Facts>
        <Fact term={t('jobs.lastRun')}>
          {lastRun ? (
            <span className={styles.stack}>
              <span className={styles.line}>
                <RunStateBadges run={lastRun} />
                {lastRun.startedAt ? <RelativeTime at={lastRun.startedAt} now={now} /> : null}
              </span>
              {took ? <Text size={200}>{t('jobs.took', { duration: took })}</Text> : null}
              <RunSummary run={lastRun} />
              <RunError run={lastRun} />
            </span>
          ) : (
            <span className={styles.quiet}>{t('jobs.neverRun')}</span>
          )}
        </Fact>
        <Fact term={t('jobs.nextRun')}>
          {job.nextRunAt ? <RelativeTime at={job.nextRunAt} now={now} /> : <span className={styles.quiet}>{t('jobs.nothingWaiting')}</span>}
        </Fact>
        <Fact term={t('jobs.waiting')}>
          <LtrText>{countText(job.counts.waiting)}</LtrText>
        </Fact>
        {/* A failure in the last day asks for a look: raised. */}
        <Fact term={t('jobs.failedLastDay')} raised={job.counts.failedLastDay > 0}>
          <LtrText>{countText(job.counts.failedLastDay)}</LtrText>
        </Fact>
      </Facts>
      <div className={styles.actions}>
        {canRun && isScheduled(job) ? (
          <Button appearance="primary" icon={<PlayRegular />} disabled={running.isLoading} onClick={() => void runNow(job.name)}>
            {t('jobs.runNow')}
          </Button>
        ) : null}
        <Button
          icon={showRuns ? <ChevronUpRegular /> : <ChevronDownRegular />}
          aria-expanded={showRuns}
          aria-controls={showRuns ? `job-runs-${job.name}` : undefined}
          onClick={() => setShowRuns((shown) => !shown)}
        >
          {showRuns ? t('jobs.hideRuns') : t('jobs.showRuns')}
        </Button>
      </div>
      {showRuns ? <JobRuns id={`job-runs-${job.name}`} name={job.name} label={name} now={now} /> : null}
    </PageSection>
  );
}
