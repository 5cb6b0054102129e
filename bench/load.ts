import autocannon from 'autocannon';

export type LoadResult = { requestsPerSecond: number; p99: number; non2xx: number; errors: number };

export async function load(url: string, seconds: number, connections: number): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
