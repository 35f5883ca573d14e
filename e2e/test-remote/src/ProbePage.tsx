import { baseApi, selectCurrentUser, useAppSelector, useDirection } from '@dukkan/shared';
import { useLocation } from 'react-router-dom';

// An endpoint injected by the remote into the one baseApi: if @dukkan/shared were not a singleton,
// this query would run against an API slice whose middleware the host's store never added.
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProbeDashboardStats: build.query<unknown, void>({ query: () => 'dashboard/stats' }),
  }),
});

interface ApiState {
  api?: { queries?: Record<string, { endpointName?: string; status?: string } | undefined> };
}

/** Shows what it reads from the host: the signed-in user, the API cache, the direction. */
export function ProbePage() {
  const user = useAppSelector(selectCurrentUser);
  const endpoints = useAppSelector((state) =>
    Object.values((state as ApiState).api?.queries ?? {})
      .filter((q) => q?.status === 'fulfilled')
      .map((q) => q?.endpointName)
      .filter(Boolean)
      .sort()
      .join(', '),
  );
  const dir = useDirection();
  const { pathname } = useLocation();
  const probe = probeApi.useGetProbeDashboardStatsQuery();
  return (
    <section aria-labelledby="probe-title">
      <h2 id="probe-title">Remote probe</h2>
      <p>Signed in as: {user?.email ?? 'nobody'}</p>
      <p>Cached queries: {endpoints}</p>
      <p>Direction: {dir}</p>
      <p>Path: {pathname}</p>
      <p>Probe query: {probe.isSuccess ? 'loaded' : probe.isError ? 'failed' : 'loading'}</p>
    </section>
  );
}
