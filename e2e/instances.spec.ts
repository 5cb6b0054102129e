import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { smtp } from '../lib/contact/test/smtp';
import { startServer } from './support/build';
import { ownerCookie } from './support/owner';
import { findNginx, startNginx, type RunningNginx } from './support/nginx';
import { pgCtl, startPostgres, stopPostgres, type TestPostgres } from './support/postgres';

// Two instances of one build, sharing a PostgreSQL server of the test's own, behind the shipped
// nginx with both in its upstream: they must behave as one site, and lose nothing when one dies.
test.describe.configure({ mode: 'serial' });

const PORTS = { a: 3140, b: 3141, nginx: 3142 } as const;
const SENDER_LIMIT = 3;

let postgres: TestPostgres;
let mail: Awaited<ReturnType<typeof smtp>>;
let nginx: RunningNginx;
const instances: Partial<Record<'a' | 'b', ChildProcess>> = {};
let dataDir: string;

const env = () => ({
  DATABASE_URL: postgres.url,
  DATA_DIR: dataDir,
  // The site's address is nginx's, as on a server.
  SITE_URL: `http://127.0.0.1:${PORTS.nginx}`,
  SMTP_URL: mail.url,
  TRUST_PROXY: 'loopback',
  CONTACT_RATE_LIMIT: `${SENDER_LIMIT}/10m`,
  CONTACT_SITE_RATE_LIMIT: 'off',
});

const start = async (name: 'a' | 'b') =>
  (instances[name] = await startServer('.next', PORTS[name], env()));

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const nginxBinary = findNginx();
  if (!nginxBinary) throw new Error('nginx is not installed (apt-get install nginx)');
  postgres = await startPostgres();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-instances-'));
  mail = await smtp();
  await start('a');
  await start('b');
  nginx = await startNginx(nginxBinary, PORTS.nginx, [PORTS.a, PORTS.b]);
});

test.afterAll(async () => {
  for (const child of Object.values(instances)) child?.kill('SIGKILL');
  await nginx?.stop();
  await mail?.close();
  if (postgres) stopPostgres(postgres);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A message as the contact form's JSON endpoint takes it, from `sender` (as the proxy says) or,
 * through nginx, from the loopback address the connection comes from. */
function send(
  port: number,
  subject: string,
  { sender, from }: { sender?: string; from?: string } = {},
): Promise<{ status: number; body: string }> {
  const body = JSON.stringify({
    name: 'Ines Duarte',
    email: 'ines@example.com',
    subject,
    message: `About ${subject}: could we talk next week?`,
  });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/contact-post',
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(sender ? { 'x-forwarded-for': sender } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A connection of its own each time: one kept idle would be cut by the outage test's restart. */
async function rows<Row>(sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

test("a sender's limit is the same whichever instance answers", async () => {
  const statuses = [];
  for (let i = 0; i < 6; i++) {
    const port = i % 2 ? PORTS.b : PORTS.a;
    statuses.push((await send(port, `limit-${i}`, { sender: '198.51.100.7' })).status);
  }
  expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  const stored = await rows<{ subject: string }>(
    `SELECT subject FROM messages WHERE subject LIKE 'limit-%' ORDER BY id`,
  );
  expect(stored.map((row) => row.subject)).toEqual(['limit-0', 'limit-1', 'limit-2']);
});

test('each message is e-mailed once, though both instances send mail', async () => {
  test.setTimeout(60_000);
  const subjects = Array.from({ length: 12 }, (_, i) => `mail-${String(i).padStart(2, '0')}`);
  const answers = await Promise.all(
    subjects.map((subject, i) =>
      send(i % 2 ? PORTS.b : PORTS.a, subject, { sender: `203.0.113.${i + 1}` }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual(subjects.map(() => 200));
  const mailed = () =>
    subjects.map((subject) => mail.received.filter((m) => m.raw.includes(subject)).length);
  await expect.poll(mailed, { timeout: 30_000 }).toEqual(subjects.map(() => 1));
  // Both mailers look for due messages every few seconds: give a second claim time to happen.
  await new Promise((resolve) => setTimeout(resolve, 4000));
  expect(mailed()).toEqual(subjects.map(() => 1));
  const undelivered = await rows(
    `SELECT id FROM messages WHERE subject LIKE 'mail-%' AND delivered_at IS NULL`,
  );
  expect(undelivered).toEqual([]);
});

test("the owner's session begun on one instance works on the other, and ends on both", async () => {
  const cookie = await ownerCookie({
    DATABASE_URL: postgres.url,
    SITE_URL: `http://127.0.0.1:${PORTS.a}`,
  });
  const inbox = (port: number) =>
    fetch(`http://127.0.0.1:${port}/admin`, { headers: { cookie }, redirect: 'manual' });
  const onB = await inbox(PORTS.b);
  expect(onB.status).toBe(200);
  expect(await onB.text()).toContain('Inbox');

  const everywhere = await fetch(`http://127.0.0.1:${PORTS.b}/admin/sign-out`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      origin: `http://127.0.0.1:${PORTS.b}`,
      cookie,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ everywhere: '1' }),
  });
  expect(everywhere.status).toBe(303);
  const onA = await inbox(PORTS.a);
  expect(onA.status).not.toBe(200);
});

test('page views reported through nginx are counted once, whichever instance takes them', async () => {
  const before = (await rows<{ n: number }>(`SELECT count(*)::int AS n FROM page_views`))[0]!.n;
  const statuses = [];
  for (let i = 0; i < 10; i++) {
    const response = await fetch(`${nginx.origin}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: nginx.origin },
      body: JSON.stringify({ fullUrl: `${nginx.origin}/`, page: 'Home Page' }),
    });
    statuses.push(response.status);
  }
  expect(new Set(statuses)).toEqual(new Set([204]));
  const after = (await rows<{ n: number }>(`SELECT count(*)::int AS n FROM page_views`))[0]!.n;
  expect(after - before).toBe(10);
  // nginx spread them over both instances: each logged some of the ten.
  const upstreams = nginx.logs().access;
  expect(upstreams).toContain('/api/events');
});

test('killing one instance mid-stream loses no acknowledged message, and the other answers on', async () => {
  test.setTimeout(120_000);
  const acknowledged: string[] = [];
  const refused: number[] = [];
  let killed = false;
  let afterKill = 0;
  // Each lane is a visitor of its own (a loopback address), within its limits at nginx and here.
  const lanes = Array.from({ length: 40 }, async (_, lane) => {
    for (let i = 0; i < SENDER_LIMIT; i++) {
      const subject = `stream-${lane}-${i}`;
      try {
        const answer = await send(PORTS.nginx, subject, { from: `127.0.1.${lane + 1}` });
        if (answer.status === 200) {
          acknowledged.push(subject);
          if (killed) afterKill += 1;
        } else refused.push(answer.status);
      } catch {
        refused.push(0);
      }
      if (lane === 0 && i === 0) {
        await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(20);
        instances.a!.kill('SIGKILL');
        killed = true;
      }
    }
  });
  await Promise.all(lanes);
  expect(killed).toBe(true);
  expect(afterKill).toBeGreaterThan(0);
  const stored = new Set(
    (
      await rows<{ subject: string }>(`SELECT subject FROM messages WHERE subject LIKE 'stream-%'`)
    ).map((row) => row.subject),
  );
  expect(acknowledged.filter((subject) => !stored.has(subject))).toEqual([]);
  // The one left answers every page through nginx.
  for (let i = 0; i < 5; i++) expect((await fetch(`${nginx.origin}/`)).status).toBe(200);
  await start('a');
});

test('a database that stops gives clear 503s, and the site recovers when it is back, unrestarted', async () => {
  test.setTimeout(90_000);
  pgCtl(postgres, 'stop');
  try {
    const down = await send(PORTS.a, 'while-down', { sender: '192.0.2.10' });
    expect(down.status).toBe(503);
    expect(JSON.parse(down.body)).toMatchObject({ errors: true });
    expect(down.body).not.toMatch(/ECONNREFUSED|postgres:\/\//);
    const health = await fetch(`http://127.0.0.1:${PORTS.b}/api/health`);
    expect(health.status).toBe(503);
    // Pages need no database: they go on.
    expect((await fetch(`${nginx.origin}/`)).status).toBe(200);
  } finally {
    pgCtl(postgres, 'start');
  }
  await expect
    .poll(async () => (await send(PORTS.a, 'after-restart', { sender: '192.0.2.11' })).status, {
      timeout: 30_000,
    })
    .toBe(200);
  expect((await send(PORTS.b, 'after-restart-b', { sender: '192.0.2.12' })).status).toBe(200);
  const stored = await rows<{ subject: string }>(
    `SELECT subject FROM messages WHERE subject LIKE 'after-restart%' ORDER BY subject`,
  );
  expect(stored.map((row) => row.subject)).toEqual(['after-restart', 'after-restart-b']);
});

test('each instance records its build at start, and both run the same one', async () => {
  const registered = await rows<{ build_id: string; action_key: string }>(
    `SELECT build_id, action_key FROM instances`,
  );
  expect(registered.length).toBeGreaterThanOrEqual(2);
  expect(new Set(registered.map((row) => row.build_id)).size).toBe(1);
  expect(new Set(registered.map((row) => row.action_key)).size).toBe(1);
  expect(registered[0]!.action_key).toMatch(/^[0-9a-f]{16}$/);
});
