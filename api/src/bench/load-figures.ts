import autocannon from 'autocannon';

/** What one autocannon run measured of a route: requests per second, latency (ms) and the requests that failed. */
export interface LoadFigures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  mean: number;
  errors: number;
}

/** Loads `url` for `seconds` over `connections` after a 2 s warm-up that is not counted; a non-2xx answer counts as failed. */
export async function measureLoad(
  name: string,
  url: string,
  options: { seconds: number; connections: number; headers?: Record<string, string> },
): Promise<LoadFigures> {
  const { seconds, connections, headers = {} } = options;
  await autocannon({ url, connections, duration: 2, headers }); // warm-up, not counted
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.average,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}
