/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { contactLabels } from '@/lib/contact/contract';
import { english } from '@/lib/i18n/english';
import { jsonRequest } from '@/lib/http/test/requests';
import { tempDataDir } from '@/lib/store/test/fixture';
import * as contact from './contact-post/route';
import * as events from './events/route';
import * as health from './health/route';

// The real routes, while another process (`npm run inbox`, a backup, sqlite3) holds a write lock.
const dataDir = tempDataDir();
process.env.DATA_DIR = dataDir;
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const valid = { name: 'Ann Lee', email: 'ann@example.com', subject: '', message: 'Hello!' };
let address = 0;
const postMessage = () =>
  contact.POST(
    jsonRequest('http://localhost:3000/api/contact-post', valid, {
      from: `198.51.100.${++address}`,
    }),
  );
const postView = () =>
  events.POST(
    jsonRequest(
      'http://localhost:3000/api/events',
      { fullUrl: 'http://localhost:3000/', page: 'Home Page' },
      { from: `203.0.113.${++address}` },
    ),
  );

async function whileLocked(file: string, during: () => Promise<void>) {
  const other = new Database(path.join(dataDir, file));
  other.exec('BEGIN EXCLUSIVE');
  try {
    await during();
  } finally {
    other.exec('ROLLBACK');
    other.close();
  }
}

const count = (sql: string) => {
  const db = new Database(path.join(dataDir, 'portfolio.db'), { readonly: true });
  try {
    return (db.prepare(sql).get() as { count: number }).count;
  } finally {
    db.close();
  }
};

async function timerDelay(work: () => Promise<unknown>) {
  const started = Date.now();
  const fired = new Promise<number>((resolve) =>
    setTimeout(() => resolve(Date.now() - started - 10), 10),
  );
  const done = work();
  const delay = await fired;
  await done;
  return delay;
}

beforeAll(async () => {
  expect((await postMessage()).status).toBe(200);
});

test('a locked message file: the message is answered 503 within about a second, and other requests are served meanwhile', async () => {
  const before = count('SELECT COUNT(*) AS count FROM messages');
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await whileLocked('portfolio.db', async () => {
    const started = Date.now();
    const answer = postMessage();
    const view = await postView();
    expect(view.status).toBe(204);
    expect(Date.now() - started).toBeLessThan(200);
    const delay = await timerDelay(() => answer);
    expect(delay).toBeLessThan(100);

    const response = await answer;
    const took = Date.now() - started;
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({
      errors: true,
      data: { request: [contactLabels(english).busy] },
    });
    expect(took).toBeGreaterThanOrEqual(900);
    expect(took).toBeLessThan(1500);
  });
  expect(log).toHaveBeenCalledWith(
    '[contact] a message could not be stored: the database is locked',
  );
  log.mockRestore();
  expect(count('SELECT COUNT(*) AS count FROM messages')).toBe(before);
  expect((await postMessage()).status).toBe(200);
  expect(count('SELECT COUNT(*) AS count FROM messages')).toBe(before + 1);
});

test('requests that each wait for the lock wait side by side, not one after another', async () => {
  await whileLocked('portfolio.db', async () => {
    const started = Date.now();
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answers = await Promise.all([postMessage(), postMessage(), postMessage()]);
    log.mockRestore();
    expect(answers.map((answer) => answer.status)).toEqual([503, 503, 503]);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

test('the health check answers 503 "busy" quickly while the lock is held, 200 once it is gone', async () => {
  await whileLocked('portfolio.db', async () => {
    const started = Date.now();
    let response: Response | undefined;
    const delay = await timerDelay(async () => (response = await health.GET()));
    expect(delay).toBeLessThan(100);
    expect(Date.now() - started).toBeLessThan(500);
    expect(response!.status).toBe(503);
    expect(await response!.json()).toMatchObject({ status: 'unavailable', problem: 'busy' });
  });
  expect((await health.GET()).status).toBe(200);
});

test('a locked page-view file: the view is answered 503 within about a second without stopping the server', async () => {
  await whileLocked('page-views.db', async () => {
    const started = Date.now();
    const delay = await timerDelay(async () => {
      const response = await postView();
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
    });
    expect(delay).toBeLessThan(100);
    expect(Date.now() - started).toBeLessThan(1500);
  });
  expect((await postView()).status).toBe(204);
});
