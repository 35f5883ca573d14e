import { formatDateTime, formatRelativeTime, KUWAIT_TIME_ZONE, useLanguage } from '@dukkan/shared';
import { StatusBadge } from '@dukkan/shared/kit';
import { Badge, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { USERS_NS } from '../i18n';
import type { JobRun } from './jobs-api';
import { formatDuration, JOB_STATE_TONES, runDuration, summaryText } from './job-texts';
import { useJobsStyles } from './useJobsStyles.styles';

/** A run's state as a badge, and 'Run by hand' beside it when an owner sent it (Run now). */
export function RunStateBadges({ run }: { run: Pick<JobRun, 'state' | 'manual'> }) {
  const { t } = useTranslation(USERS_NS);
  const styles = useJobsStyles();
  return (
    <span className={styles.line}>
      <StatusBadge tone={JOB_STATE_TONES[run.state]}>{t(`jobs.states.${run.state}`)}</StatusBadge>
      {run.manual ? (
        <Badge appearance="outline" color="informative" shape="rounded">
          {t('jobs.manual')}
        </Badge>
      ) : null}
    </span>
  );
}

/** An instant as how long ago (or how soon) it is, the date and time in Kuwait on hover. */
export function RelativeTime({ at, now }: { at: string; now: number }) {
  const language = useLanguage();
  return (
    <time dateTime={at} title={formatDateTime(at, language, { timeZone: KUWAIT_TIME_ZONE })}>
      {formatRelativeTime(at, now, language)}
    </time>
  );
}

/** When a run started; one that has not, when it may (a waiting run's earliest start). */
export const runStart = (run: Pick<JobRun, 'startedAt' | 'startAfter'>) => run.startedAt ?? run.startAfter;

/** How long an ended run took ('2.4 sec'); null while it waits or runs. */
export function useRunDuration() {
  const language = useLanguage();
  return (run: Pick<JobRun, 'startedAt' | 'completedAt'>) => {
    const ms = runDuration(run);
    return ms === null ? null : formatDuration(ms, language);
  };
}

/** What a completed run did ('Rejected 2 · Escalated 1', 'Nothing to do'); nothing for any other run. */
export function RunSummary({ run }: { run: Pick<JobRun, 'state' | 'summary'> }) {
  const { t } = useTranslation(USERS_NS);
  const text = run.state === 'completed' ? summaryText(t, run.summary) : null;
  return text ? <Text size={200}>{text}</Text> : null;
}

/** A failed try's message, quoted as the API gave it (its own direction: it may be English in an Arabic page). */
export function RunError({ run }: { run: Pick<JobRun, 'error'> }) {
  const styles = useJobsStyles();
  if (!run.error) return null;
  return (
    <Text as="p" size={200} block className={styles.error} dir="auto">
      {run.error}
    </Text>
  );
}
