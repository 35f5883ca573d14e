import { type AppStore, can, selectAgeThresholds, selectCurrentUser } from '@dukkan/shared';
import { dashboardApi } from './dashboard-api';

/**
 * The dashboard route's loader: asks for its counts as the route opens, before its first render,
 * so the needs-attention strip and the cards are drawn from their own answer in that render (the
 * page's LCP: asked from the page's effect, they came after the whole first render, ~0.35 s later
 * on a phone; decisions/phone-speed.md). Counts change whenever a remote creates or deletes
 * something: every visit asks again, as the page once did on mount. Not awaited: the layout never
 * waits for the counts. On the first visit the answer is the inline script's (earlyOrFetch).
 */
export function dashboardLoader(store: AppStore) {
  return () => {
    // An account without the dashboard (a driver, decisions/dispatch.md) is sent on to its own first screen.
    if (!can(selectCurrentUser(store.getState()), 'dashboard.read')) return null;
    void store.dispatch(dashboardApi.endpoints.getDashboardStats.initiate(selectAgeThresholds(store.getState()).overdueMinutes, { subscribe: false, forceRefetch: true }));
    return null;
  };
}
