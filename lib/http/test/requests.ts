/** The name build/start.mjs would draw: tests send the peer's address under it. */
export const PEER_HEADER = 'x-test-peer';
(globalThis as { [key: symbol]: unknown })[Symbol.for('portfolio.peerHeader')] = PEER_HEADER;

type Options = { headers?: Record<string, string>; method?: string; from?: string };

export function jsonRequest(url: string, body: unknown, options: Options = {}) {
  return new Request(url, {
    method: options.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      [PEER_HEADER]: options.from ?? '203.0.113.7',
      ...options.headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
