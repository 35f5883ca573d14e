import { type AppStore, can, earlyApiAnswer, selectAgeThresholds, selectCurrentUser, selectToken } from '@dukkan/shared';
import { dashboardApi, toDashboardStats } from './dashboard-api';

/**
 * The dashboard route's loader: asks for its counts as the route opens, before its first render,
 * so the needs-attention strip and the cards are drawn from their own answer in that render (the
 * page's LCP: asked from the page's effect, they came after the whole first render, ~0.35 s later
 * on a phone; decisions/phone-speed.md). Counts change whenever a remote creates or deletes
 * something: every visit asks again, as the page once did on mount. Not awaited: the layout never
 * waits for the counts. On the first visit the answer is the inline script's (earlyOrFetch); when it has
 * come already (a phone: the frame drew the strip from it, prerender/attention-frame.ts), the first render
 * draws from it at once, the same strip as the frame's.
 */
export function dashboardLoader(store: AppStore) {
  return () => {
    const state = store.getState();
    // An account without the dashboard (a driver, decisions/dispatch.md) is sent on to its own first screen.
    if (!can(selectCurrentUser(state), 'dashboard.read')) return null;
    const { overdueMinutes } = selectAgeThresholds(state);
    const early = earlyApiAnswer(`dashboard/stats?overdueMinutes=${overdueMinutes}`, selectToken(state));
    if (early !== undefined) {
      store.dispatch(dashboardApi.util.upsertQueryEntries([{ endpointName: 'getDashboardStats', arg: overdueMinutes, value: toDashboardStats(early) }]));
      return null;
    }
    void store.dispatch(dashboardApi.endpoints.getDashboardStats.initiate(overdueMinutes, { subscribe: false, forceRefetch: true }));
    return null;
  };
}
