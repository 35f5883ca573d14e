import { countText, type Language } from '@dukkan/shared';
import type { StatusTone } from '@dukkan/shared/kit';
import type { TFunction } from 'i18next';
import type { JobRun, JobState } from './jobs-api';

/** A run waiting or running is news (blue or quiet), a retry a warning, a failure needs a person. */
export const JOB_STATE_TONES: Record<JobState, StatusTone> = {
  created: 'subtle',
  retry: 'warning',
  active: 'informative',
  completed: 'success',
  cancelled: 'subtle',
  failed: 'danger',
};

const HOUR_SECONDS = 3600;

/**
 * How often a job runs: 'Every 30 seconds', 'Every hour', 'Every 5 minutes'; a queue (null) 'When there is work'; a
 * scheduled job whose schedule no worker has written yet (null too) 'Not scheduled yet'.
 */
export function scheduleText(t: TFunction, everySeconds: number | null, scheduled = false): string {
  if (everySeconds === null) return t(scheduled ? 'jobs.every.notYet' : 'jobs.every.whenWork');
  if (everySeconds < 60) return t('jobs.every.seconds', { n: countText(everySeconds) });
  if (everySeconds === HOUR_SECONDS) return t('jobs.every.hour');
  return t('jobs.every.minutes', { n: countText(Math.round(everySeconds / 60)) });
}

/**
 * What a completed run did, from its counts: 'Rejected 2 · Escalated 1' (zeros left out), 'Nothing to do' when every
 * count is 0. A key the panel does not know yet reads as itself. Null for a run that says nothing (no counts: one
 * message sent, or a run that did not complete).
 */
export function summaryText(t: TFunction, summary: Record<string, number>): string | null {
  const counts = Object.entries(summary);
  if (counts.length === 0) return null;
  const done = counts.filter(([, count]) => count !== 0);
  if (done.length === 0) return t('jobs.summary.nothingToDo');
  return done.map(([key, count]) => `${t(`jobs.summary.keys.${key}`, { defaultValue: key })} ${countText(count)}`).join(' · ');
}

/** How long a run took (ms), once it ended; null while it waits or runs. */
export function runDuration(run: Pick<JobRun, 'startedAt' | 'completedAt'>): number | null {
  if (!run.startedAt || !run.completedAt) return null;
  const ms = Date.parse(run.completedAt) - Date.parse(run.startedAt);
  return Number.isFinite(ms) ? Math.max(0, ms) : null;
}

type DurationUnit = 'millisecond' | 'second' | 'minute' | 'hour';
const unitFormats = new Map<string, Intl.NumberFormat>();

/** One amount of a unit, as order ages read (shared's formatAge): Latin digits; Arabic's long units, English's short. */
function unitText(language: Language, unit: DurationUnit, value: number): string {
  const key = `${language}:${unit}`;
  let format = unitFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(`${language}-u-nu-latn`, {
      style: 'unit',
      unit,
      unitDisplay: language === 'ar' ? 'long' : 'short',
      maximumFractionDigits: 1,
    });
    unitFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * A run's length: '350 ms', '2.4 sec', '3 min 5 sec', '1 hr 20 min'. Jobs take seconds, so unlike an order's age
 * (whole minutes) the small units count.
 */
export function formatDuration(ms: number, language: Language): string {
  // Each unit takes what still reads under the next once rounded (59.96 s is '1 min', not '60 sec').
  if (Math.round(ms) < 1000) return unitText(language, 'millisecond', Math.round(ms));
  const seconds = Math.round(ms / 100) / 10;
  if (seconds < 60) return unitText(language, 'second', seconds);
  const wholeSeconds = Math.round(ms / 1000);
  const minutes = Math.floor(wholeSeconds / 60);
  if (minutes < 60) {
    const rest = wholeSeconds % 60;
    return rest === 0 ? unitText(language, 'minute', minutes) : `${unitText(language, 'minute', minutes)} ${unitText(language, 'second', rest)}`;
  }
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? unitText(language, 'hour', hours) : `${unitText(language, 'hour', hours)} ${unitText(language, 'minute', rest)}`;
}
