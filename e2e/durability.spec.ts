import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { storedMessages } from '../lib/store/test/fixture';
import { startServer } from './support/build';

// Limits off, so that one address may send thousands.
const env = (dataDir: string) => ({
  DATA_DIR: dataDir,
  CONTACT_RATE_LIMIT: 'off',
  CONTACT_SITE_RATE_LIMIT: 'off',
});

function submit(port: number, token: string) {
  return fetch(`http://127.0.0.1:${port}/api/contact-post`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Load Test',
      email: 'load@example.com',
      subject: token,
      message: `Message ${token}`,
    }),
  });
}

function storedSubjects(dataDir: string): string[] {
  return storedMessages(dataDir, { readonly: true }).map((m) => m.subject);
}

async function pool(count: number, concurrency: number, job: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await job(next++);
    }),
  );
}

let servers: ChildProcess[] = [];
const dirs: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-e2e-data-'));
  dirs.push(dir);
  return dir;
};
test.afterAll(() => {
  servers.forEach((server) => server.kill('SIGKILL'));
  servers = [];
  dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

test('2,000 messages sent 50 at a time are all acknowledged and each stored exactly once', async () => {
  test.setTimeout(180_000);
  const dir = dataDir();
  const server = await startServer('.next', 3102, env(dir));
  servers.push(server);

  const statuses = new Map<number, number>();
  await pool(2000, 50, async (i) => {
    const response = await submit(3102, `load-${i}`);
    await response.arrayBuffer();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  });
  expect(Object.fromEntries(statuses)).toEqual({ 200: 2000 });

  const subjects = storedSubjects(dir);
  expect(subjects).toHaveLength(2000);
  expect(new Set(subjects).size).toBe(2000);
  expect(subjects.sort()).toEqual(Array.from({ length: 2000 }, (_, i) => `load-${i}`).sort());
});

test('every acknowledged message survives the server being killed with SIGKILL mid-stream', async () => {
  test.setTimeout(180_000);
  const dir = dataDir();
  const first = await startServer('.next', 3103, env(dir));
  servers.push(first);

  const acknowledged: string[] = [];
  let sent = 0;
  let stop = false;
  const senders = Array.from({ length: 20 }, async (_, lane) => {
    for (let i = 0; !stop; i += 1) {
      const token = `crash-${lane}-${i}`;
      sent += 1;
      try {
        const response = await submit(3103, token);
        const body = await response.json();
        if (response.status === 200 && body.errors === false) acknowledged.push(token);
      } catch {
        return; // the server is gone
      }
    }
  });
  await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(300);
  first.kill('SIGKILL');
  await Promise.all(senders);
  stop = true;
  expect(sent).toBeGreaterThan(acknowledged.length);

  const second = await startServer('.next', 3103, env(dir));
  servers.push(second);
  const stored = new Set(storedSubjects(dir));
  const missing = acknowledged.filter((token) => !stored.has(token));
  expect(missing).toEqual([]);
  expect((await submit(3103, 'after-restart')).status).toBe(200);
  expect(storedSubjects(dir)).toContain('after-restart');
});
