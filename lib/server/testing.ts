import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A fresh, empty data directory in the system's temp folder. */
export const tempDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-data-'));

type Options = { headers?: Record<string, string>; method?: string; from?: string };

/** A request as a browser would send it: JSON, from a given address (X-Forwarded-For). */
export function jsonRequest(url: string, body: unknown, options: Options = {}) {
  return new Request(url, {
    method: options.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': options.from ?? '203.0.113.7',
      ...options.headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
