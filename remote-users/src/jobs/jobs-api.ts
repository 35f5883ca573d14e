import { baseApi, normalizeList, unwrapData, type JobName, type JobRun, type JobsAnswer, type JobState, type ScheduledJobName } from '@dukkan/shared';

export type { JobName, JobRun, JobsAnswer, JobState, JobSummary, ScheduledJobName } from '@dukkan/shared';

/** The jobs view reads itself again this often (ms): runs start and end by themselves on the API's job engine. */
export const JOBS_POLL_MS = 10_000;

/** decisions/scheduled-jobs.md: how many of a job's latest runs the view lists (the API's default page). */
export const JOB_RUNS_LIMIT = 20;

/** A job's runs as GET jobs/{name}/runs reads them: all of them, or one state's (failed: the ones to look into). */
export interface JobRunsFilter {
  name: JobName;
  state?: JobState;
}

/** decisions/scheduled-jobs.md: the API's background work (owners: jobs.read), and running a scheduled job now (jobs.run). */
export const jobsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // Every job in the API's order, and whether a process works them.
    getJobs: build.query<JobsAnswer, void>({
      query: () => 'jobs',
      transformResponse: (body: unknown) => unwrapData<JobsAnswer>(body),
      providesTags: ['Jobs'],
      // The runs move by themselves: a screen opened again asks again.
      keepUnusedDataFor: 0,
    }),
    // Newest first.
    getJobRuns: build.query<JobRun[], JobRunsFilter>({
      query: ({ name, state }) => ({ url: `jobs/${name}/runs`, params: { ...(state ? { state } : {}), limit: JOB_RUNS_LIMIT } }),
      transformResponse: (body: unknown) => normalizeList<JobRun>(body),
      providesTags: ['Jobs'],
      keepUnusedDataFor: 0,
    }),
    // 202 with the run it sent. 409 JOB_NOT_SCHEDULED (not a scheduled job), JOB_ALREADY_WAITING (one is waiting already).
    runJob: build.mutation<JobRun, ScheduledJobName>({
      query: (name) => ({ url: `jobs/${name}/run`, method: 'POST' }),
      transformResponse: (body: unknown) => unwrapData<JobRun>(body),
      // The run it sent shows at once (the jobs and the runs in view asked again), not at the next poll.
      invalidatesTags: (_run, error) => (error ? [] : ['Jobs']),
    }),
  }),
});

export const { useGetJobsQuery, useGetJobRunsQuery, useRunJobMutation } = jobsApi;
