import { i18n } from '@dukkan/shared';
import { USERS_NS } from '../i18n';
import { formatDuration, runDuration, scheduleText, summaryText } from './job-texts';

const en = i18n.getFixedT('en', USERS_NS);
const ar = i18n.getFixedT('ar', USERS_NS);

describe("the jobs view's texts (decisions/scheduled-jobs.md)", () => {
  it('says how often a job runs: seconds under a minute, the hour, minutes, or when there is work', () => {
    expect([30, 3600, 300, 7200, null].map((seconds) => scheduleText(en, seconds))).toEqual([
      'Every 30 seconds',
      'Every hour',
      'Every 5 minutes',
      'Every 120 minutes',
      'When there is work',
    ]);
    expect([45, 3600, 900, null].map((seconds) => scheduleText(ar, seconds))).toEqual(['كل 45 ثانية', 'كل ساعة', 'كل 15 دقيقة', 'عند وجود عمل']);
    // A scheduled job no worker has scheduled yet says so, not that it waits for work.
    expect(scheduleText(en, null, true)).toBe('Not scheduled yet');
    expect(scheduleText(ar, null, true)).toBe('لم تتم جدولته بعد');
  });

  it('sums up what a run did without its zeros, reads unknown counts by their key, and says when there was nothing to do', () => {
    expect(summaryText(en, { expired: 0, rejected: 2, escalated: 1, timedOut: 0, due: 0 })).toBe('Rejected 2 · Escalated 1');
    expect(summaryText(en, { sized: 1200, swept: 4 })).toBe('Sizes added 1,200 · swept 4');
    expect(summaryText(en, { removed: 0, sized: 0 })).toBe('Nothing to do');
    expect(summaryText(ar, { expired: 3, due: 0 })).toBe('استلامات منتهية 3');
    expect(summaryText(ar, { removed: 0 })).toBe('لا شيء للقيام به');
    // A run that counted nothing at all (a message sent) says nothing.
    expect(summaryText(en, {})).toBeNull();
  });

  it('measures an ended run only, and reads its length in the small units jobs take', () => {
    expect(runDuration({ startedAt: '2026-03-05T09:00:00.000Z', completedAt: '2026-03-05T09:00:02.400Z' })).toBe(2400);
    expect(runDuration({ startedAt: '2026-03-05T09:00:00.000Z', completedAt: null })).toBeNull();
    expect(runDuration({ startedAt: null, completedAt: null })).toBeNull();
    expect([350, 2400, 59_960, 65_000, 180_000, 4_800_000, 7_200_000].map((ms) => formatDuration(ms, 'en'))).toEqual([
      '350 ms',
      '2.4 sec',
      '1 min',
      '1 min 5 sec',
      '3 min',
      '1 hr 20 min',
      '2 hr',
    ]);
    expect(formatDuration(2400, 'ar')).toBe('2.4 ثانية');
  });
});
