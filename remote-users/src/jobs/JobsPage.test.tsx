import { formatDateTime, KUWAIT_TIME_ZONE, setLanguage } from '@dukkan/shared';
import { fail, ok, renderWithProviders, signedInState, stubFetch, testUser, type StubRequest } from '@dukkan/shared/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { JobRun, JobsAnswer, JobSummary } from './jobs-api';
import { JobsPage } from './JobsPage';

// decisions/scheduled-jobs.md: /jobs, with the network stubbed. Times are set from the test's start, half a minute off
// the whole minutes, so the relative times read the same however long the test takes.

const START = Date.now();
const at = (minutes: number) => new Date(START + minutes * 60_000).toISOString();

/** When the runs below started unless told: five and a half minutes ago ('5 min. ago'). */
const STARTED = at(-5.5);

/** A run as the API lists it: completed by the schedule unless told. */
const run = (id: string, fields: Partial<JobRun> = {}): JobRun => ({
  id,
  state: 'completed',
  createdAt: STARTED,
  startAfter: STARTED,
  startedAt: STARTED,
  completedAt: new Date(Date.parse(STARTED) + 1200).toISOString(),
  retryCount: 0,
  summary: {},
  error: null,
  manual: false,
  ...fields,
});

const DESK: JobSummary = {
  name: 'order-desk-upkeep',
  everySeconds: 30,
  scheduled: true,
  lastRun: run('d1', { summary: { expired: 0, rejected: 2, escalated: 1, timedOut: 0, due: 0 } }),
  nextRunAt: at(25.5),
  counts: { waiting: 1, active: 0, completedLastDay: 2880, failedLastDay: 0 },
};
const AUDIT: JobSummary = {
  name: 'audit-retention',
  everySeconds: 3600,
  scheduled: true,
  lastRun: run('a1', { summary: { removed: 0 }, manual: true }),
  nextRunAt: at(40.5),
  counts: { waiting: 1, active: 0, completedLastDay: 24, failedLastDay: 0 },
};
const IMAGE_ERROR = 'sharp: Input file is missing: /data/uploads/7f3a.webp';
const IMAGES: JobSummary = {
  name: 'image-upkeep',
  everySeconds: 900,
  scheduled: true,
  lastRun: run('i3', { state: 'failed', summary: {}, error: IMAGE_ERROR, retryCount: 2 }),
  nextRunAt: at(10.5),
  counts: { waiting: 1, active: 0, completedLastDay: 90, failedLastDay: 2 },
};
const MESSAGES: JobSummary = {
  name: 'customer-message',
  everySeconds: null,
  scheduled: false,
  lastRun: null,
  nextRunAt: null,
  counts: { waiting: 0, active: 0, completedLastDay: 0, failedLastDay: 0 },
};
const answer = (working = true): JobsAnswer => ({ working, jobs: [DESK, AUDIT, IMAGES, MESSAGES] });

const IMAGE_RUNS = [
  run('i3', { state: 'failed', error: IMAGE_ERROR, startedAt: at(-15.5), completedAt: new Date(Date.parse(at(-15.5)) + 2400).toISOString() }),
  run('i2', { state: 'completed', summary: { sized: 3, removed: 1 }, startedAt: at(-30.5), completedAt: new Date(Date.parse(at(-30.5)) + 65_000).toISOString(), manual: true }),
];

/** Our API's GET jobs/{name}/runs: the job's runs, newest first, `state` narrowing them, `limit` of them. */
const runsServer = (runs: Record<string, JobRun[]>) => (request: StubRequest) => {
  const state = request.query.get('state');
  const rows = (runs[request.params.name] ?? []).filter((each) => !state || each.state === state);
  return ok(rows.slice(0, Number(request.query.get('limit'))));
};

const renderJobs = (user = testUser) => renderWithProviders(<JobsPage />, { route: '/jobs', path: '/jobs', preloadedState: signedInState(user) });

const card = (name: string) => screen.getByRole('region', { name });
/** The value of one of a card's facts, by its term. */
const fact = (job: string, term: string) => within(card(job)).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('the jobs view (decisions/scheduled-jobs.md)', () => {
  it('shows each job in the API’s order: what it does, how often, its last run, the next, what waits and what failed', async () => {
    const api = stubFetch({ 'GET jobs': ok(answer()) });
    renderJobs();

    expect(screen.getByRole('heading', { name: 'Jobs' })).toBeInTheDocument();
    expect(screen.getByText("The API's background work: what ran, what failed, what runs next.")).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Order desk upkeep' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Order desk upkeep',
      'Activity log retention',
      'Image upkeep',
      'Messages to customers',
    ]);

    const desk = card('Order desk upkeep');
    expect(within(desk).getByText('Ends idle claims, announces scheduled orders, applies the unanswered-order rule and answers questions that timed out.')).toBeInTheDocument();
    expect(within(desk).getByText('Every 30 seconds')).toBeInTheDocument();
    const deskLast = fact('Order desk upkeep', 'Last run');
    expect(within(deskLast).getByText('Done')).toBeInTheDocument();
    const started = within(deskLast).getByText('5 min. ago');
    expect(started).toHaveAttribute('title', formatDateTime(STARTED, 'en', { timeZone: KUWAIT_TIME_ZONE }));
    expect(started).toHaveAttribute('datetime', STARTED);
    expect(within(deskLast).getByText('Took 1.2 sec')).toBeInTheDocument();
    expect(within(deskLast).getByText('Rejected 2 · Escalated 1')).toBeInTheDocument();
    expect(fact('Order desk upkeep', 'Next run')).toHaveTextContent('in 25 min.');
    expect(fact('Order desk upkeep', 'Waiting')).toHaveTextContent('1');
    expect(fact('Order desk upkeep', 'Failed (24 h)')).toHaveTextContent('0');

    expect(within(card('Activity log retention')).getByText('Every hour')).toBeInTheDocument();
    expect(fact('Activity log retention', 'Last run')).toHaveTextContent('DoneRun by hand5 min. agoTook 1.2 secNothing to do');

    expect(within(card('Image upkeep')).getByText('Every 15 minutes')).toBeInTheDocument();
    const imagesLast = fact('Image upkeep', 'Last run');
    expect(within(imagesLast).getByText('Failed')).toBeInTheDocument();
    expect(within(imagesLast).getByText(IMAGE_ERROR)).toBeInTheDocument();
    expect(fact('Image upkeep', 'Failed (24 h)')).toHaveTextContent('2');

    expect(within(card('Messages to customers')).getByText('When there is work')).toBeInTheDocument();
    expect(fact('Messages to customers', 'Last run')).toHaveTextContent('Never run');
    expect(fact('Messages to customers', 'Next run')).toHaveTextContent('Nothing waiting');
    expect(fact('Messages to customers', 'Waiting')).toHaveTextContent('0');

    // Run now for the three scheduled jobs only: the messages run when there is one to send.
    expect(screen.getAllByRole('button', { name: 'Run now' })).toHaveLength(3);
    expect(within(card('Messages to customers')).queryByRole('button', { name: 'Run now' })).not.toBeInTheDocument();
    // A process works the jobs: no warning.
    expect(screen.queryByText('No process is running jobs. Start the API with JOBS_RUN=true.')).not.toBeInTheDocument();
    expect(api.unhandled).toEqual([]);
  });

  it('warns when no process is running the jobs', async () => {
    stubFetch({ 'GET jobs': ok(answer(false)) });
    renderJobs();
    expect(await screen.findByText('No process is running jobs. Start the API with JOBS_RUN=true.')).toBeInTheDocument();
  });

  it("runs a job now: posts it, says '… will run now' and reads the jobs and its runs again; the button waits for its answer", async () => {
    let answerRun: (() => void) | undefined;
    const api = stubFetch({
      'GET jobs': ok(answer()),
      'GET jobs/:name/runs': runsServer({ 'order-desk-upkeep': [run('d1')] }),
      'POST jobs/:name/run': () =>
        new Promise((resolve) => {
          answerRun = () => resolve(ok(run('d2', { state: 'created', startedAt: null, completedAt: null, manual: true }), 202));
        }),
    });
    const { user } = renderJobs();
    await screen.findByRole('region', { name: 'Order desk upkeep' });
    const button = within(card('Order desk upkeep')).getByRole('button', { name: 'Run now' });
    await user.click(within(card('Order desk upkeep')).getByRole('button', { name: 'Show runs' }));
    await within(card('Order desk upkeep')).findByRole('table', { name: 'Runs of Order desk upkeep' });

    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(api.callsTo('POST jobs/:name/run').map((call) => call.path)).toEqual(['jobs/order-desk-upkeep/run']);
    // Another job's button is not held by this one's request.
    expect(within(card('Image upkeep')).getByRole('button', { name: 'Run now' })).toBeEnabled();

    act(() => answerRun?.());
    expect(await screen.findByText('Order desk upkeep will run now')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    await waitFor(() => expect(api.callsTo('GET jobs')).toHaveLength(2));
    await waitFor(() => expect(api.callsTo('GET jobs/:name/runs')).toHaveLength(2));
  });

  it("says the API's refusal when the job is already waiting to run", async () => {
    const api = stubFetch({
      'GET jobs': ok(answer()),
      'POST jobs/:name/run': fail(409, 'This job is already waiting to run', { code: 'JOB_ALREADY_WAITING' }),
    });
    const { user } = renderJobs();
    await user.click(await within(await screen.findByRole('region', { name: 'Image upkeep' })).findByRole('button', { name: 'Run now' }));
    expect(await screen.findByText('This job is already waiting to run')).toBeInTheDocument();
    expect(screen.queryByText('Image upkeep will run now')).not.toBeInTheDocument();
    expect(api.callsTo('GET jobs')).toHaveLength(1);
  });

  it('offers no Run now without jobs.run', async () => {
    stubFetch({ 'GET jobs': ok(answer()) });
    renderJobs({ ...testUser, permissions: ['jobs.read'] });
    await screen.findByRole('region', { name: 'Order desk upkeep' });
    expect(screen.queryByRole('button', { name: 'Run now' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Show runs' })).toHaveLength(4);
  });

  it("lists a job's latest runs on demand, and only the failed ones when asked", async () => {
    const api = stubFetch({ 'GET jobs': ok(answer()), 'GET jobs/:name/runs': runsServer({ 'image-upkeep': IMAGE_RUNS }) });
    const { user } = renderJobs();
    const images = await screen.findByRole('region', { name: 'Image upkeep' });
    const toggle = within(images).getByRole('button', { name: 'Show runs' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide runs');
    const table = await within(images).findByRole('table', { name: 'Runs of Image upkeep' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Failed', '15 min. ago', '2.4 sec', '', IMAGE_ERROR],
      ['DoneRun by hand', '30 min. ago', '1 min 5 sec', 'Sizes added 3 · Removed 1', ''],
    ]);
    const asked = api.callsTo('GET jobs/:name/runs');
    expect(asked[0].path).toBe('jobs/image-upkeep/runs');
    expect([asked[0].query.get('limit'), asked[0].query.has('state')]).toEqual(['20', false]);

    await user.click(within(images).getByRole('tab', { name: 'Failed' }));
    await waitFor(() => expect(within(within(images).getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(api.callsTo('GET jobs/:name/runs').at(-1)?.query.get('state')).toBe('failed');
    expect(api.callsTo('GET jobs/:name/runs').at(-1)?.query.get('limit')).toBe('20');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(images).queryByRole('table')).not.toBeInTheDocument();
  });

  it("says when a job has no runs yet, and no failed ones", async () => {
    stubFetch({ 'GET jobs': ok(answer()), 'GET jobs/:name/runs': runsServer({ 'order-desk-upkeep': [run('d1')] }) });
    const { user } = renderJobs();
    const messages = await screen.findByRole('region', { name: 'Messages to customers' });
    await user.click(within(messages).getByRole('button', { name: 'Show runs' }));
    expect(await within(messages).findByText('No runs yet')).toBeInTheDocument();

    const desk = card('Order desk upkeep');
    await user.click(within(desk).getByRole('button', { name: 'Show runs' }));
    await within(desk).findByRole('table', { name: 'Runs of Order desk upkeep' });
    await user.click(within(desk).getByRole('tab', { name: 'Failed' }));
    expect(await within(desk).findByText('No failed runs')).toBeInTheDocument();
  });

  it('shows the runs as cards on a phone', async () => {
    const original = window.matchMedia;
    // A 390 px window: every max-width query of the kit matches.
    window.matchMedia = (query: string) =>
      ({ matches: /max-width/.test(query), media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
    try {
      stubFetch({ 'GET jobs': ok(answer()), 'GET jobs/:name/runs': runsServer({ 'image-upkeep': IMAGE_RUNS }) });
      const { user } = renderJobs();
      const images = await screen.findByRole('region', { name: 'Image upkeep' });
      await user.click(within(images).getByRole('button', { name: 'Show runs' }));
      const cards = within(await within(images).findByRole('list', { name: 'Runs of Image upkeep' })).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(cards[1]).toHaveTextContent('DoneRun by handStarted30 min. agoDuration1 min 5 secSummarySizes added 3 · Removed 1');
    } finally {
      window.matchMedia = original;
    }
  });

  it('offers Retry when the jobs could not be loaded', async () => {
    let down = true;
    stubFetch({ 'GET jobs': () => (down ? { status: 500, body: { success: false } } : ok(answer())) });
    const { user } = renderJobs();
    expect(await screen.findByText('Failed to load the jobs')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Order desk upkeep' })).toBeInTheDocument();
  });

  it('reads in Arabic, right to left', async () => {
    await setLanguage('ar');
    try {
      stubFetch({ 'GET jobs': ok(answer(false)) });
      renderJobs();
      expect(await screen.findByRole('heading', { name: 'المهام' })).toBeInTheDocument();
      expect(screen.getByText('أعمال الخادم في الخلفية: ما تم تشغيله، وما فشل، وما سيعمل لاحقاً.')).toBeInTheDocument();
      expect(await screen.findByText('لا توجد عملية تشغّل المهام. شغّل الخادم مع JOBS_RUN=true.')).toBeInTheDocument();
      const desk = card('متابعة مكتب الطلبات');
      expect(within(desk).getByText('كل 30 ثانية')).toBeInTheDocument();
      expect(within(desk).getByText('مرفوضة 2 · مصعّدة 1')).toBeInTheDocument();
      expect(within(desk).getByText('قبل 5 دقائق')).toBeInTheDocument();
      expect(within(desk).getByRole('button', { name: 'تشغيل الآن' })).toBeInTheDocument();
      expect(within(card('الاحتفاظ بسجل النشاط')).getByText('كل ساعة')).toBeInTheDocument();
      expect(within(card('صيانة الصور')).getByText('كل 15 دقيقة')).toBeInTheDocument();
      expect(within(card('الرسائل إلى العملاء')).getByText('لم يعمل بعد')).toBeInTheDocument();
      expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
