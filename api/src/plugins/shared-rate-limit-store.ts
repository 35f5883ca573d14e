import type { CounterStore } from './counter-store';

type Outcome = { current: number; ttl: number };
type RouteLimit = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A store for @fastify/rate-limit over the shared counters (database rows, or Redis with
 * REDIS_URL), so a route's flood limit counts every API process's requests together: with the
 * plugin's default in-memory store, N replicas would allow N times the requests. Each route
 * counts on keys of its own.
 */
export function sharedRateLimitStore(counters: CounterStore) {
  return class SharedRateLimitStore {
    // The plugin passes its options first; the store needs none of them.
    constructor(
      _options: unknown,
      private readonly prefix = 'flood:',
    ) {}

    incr(key: string, done: (error: Error | null, outcome?: Outcome) => void, timeWindow: number): void {
      counters.hit([this.prefix + key], timeWindow).then(
        ([state]) => done(null, { current: state.count, ttl: state.ttlMs }),
        (error: Error) => done(error),
      );
    }

    // Typed as the route's options, but at run time it is the merged limit with `routeInfo`.
    child(route: object): SharedRateLimitStore {
      const { routeInfo } = route as RouteLimit;
      const method = [routeInfo?.method ?? ''].flat().join(',');
      return new SharedRateLimitStore(null, `flood:${method} ${routeInfo?.url ?? ''}:`);
    }
  };
}
