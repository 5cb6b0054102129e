/** @jest-environment node */
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { DATABASE_FILE } from './engines/sqlite';
import { openData } from './open';
import { tempDataDir } from './test/fixture';
import { BACKENDS, postgresDatabases, query } from './test/postgres';
import { TestimonialStore } from './testimonials';
import type { TestimonialAnswer } from './input';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
const postgres = postgresDatabases();

type Opened = { store: TestimonialStore; rows: (sql: string) => Promise<unknown[]> };
const OPEN: Record<(typeof BACKENDS)[number], () => Promise<Opened>> = {
  sqlite: async () => {
    const dir = tempDataDir();
    dirs.push(dir);
    const store = openData({ dataDir: dir }).testimonials();
    const rows = async (sql: string) => {
      const db = new Database(`${dir}/${DATABASE_FILE}`, { readonly: true });
      try {
        return db.prepare(sql).all();
      } finally {
        db.close();
      }
    };
    return { store, rows };
  },
  postgres: async () => {
    const db = await postgres.open();
    return { store: new TestimonialStore(db), rows: (sql) => query(db, sql) };
  },
};

const t0 = new Date('2026-11-22T10:00:00Z');
const DAY = 86_400_000;
const later = (ms: number) => new Date(t0.getTime() + ms);
const ANSWER: TestimonialAnswer = {
  quote: 'Anna rebuilt our shop in six weeks and sales went up.',
  name: 'Marie Curie',
  role: 'CTO',
  company: 'Acme GmbH',
  photo: null,
};

describe.each(BACKENDS)('%s', (backend) => {
  test('a token is 256 random bits and only its hash is stored', async () => {
    const { store, rows } = await OPEN[backend]();
    const { token } = await store.createRequest({ client: 'Acme GmbH', now: t0 });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const held = JSON.stringify(await rows('SELECT * FROM testimonials'));
    expect(held).not.toContain(token);
    expect(held).toMatch(/"token_hash":"[0-9a-f]{64}"/);
  });

  test('a request lasts 30 days by default, and reading it spends nothing', async () => {
    const { store } = await OPEN[backend]();
    const { id, token } = await store.createRequest({
      client: ' Acme GmbH ',
      project: 'acme-redesign',
      language: 'fr',
      now: t0,
    });
    const expected = { id, client: 'Acme GmbH', project: 'acme-redesign', language: 'fr' };
    for (let i = 0; i < 3; i += 1) expect(await store.request(token, t0)).toEqual(expected);
    expect(await store.request(token, later(30 * DAY - 1))).toEqual(expected);
    expect(await store.request(token, later(30 * DAY))).toBeNull();
    expect((await store.list())[0]).toMatchObject({
      state: 'open',
      expiresAt: later(30 * DAY).toISOString(),
    });
  });

  test('one answer: the second post, however close, finds the link spent', async () => {
    const { store } = await OPEN[backend]();
    const { id, token } = await store.createRequest({ client: 'Acme GmbH', now: t0 });
    const quotes = [ANSWER.quote, 'The other answer, sent at the same moment.'];
    const answers = await Promise.all(
      quotes.map((quote) => store.answer(token, { ...ANSWER, quote }, later(1000))),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
    const kept = quotes[answers.findIndex(Boolean)];
    expect(await store.request(token, later(2000))).toBeNull();
    expect(await store.answer(token, ANSWER, later(3000))).toBeNull();
    expect(await store.find(id)).toMatchObject({
      state: 'new',
      quote: kept,
      name: 'Marie Curie',
      answeredAt: later(1000).toISOString(),
      consentAt: later(1000).toISOString(),
    });
  });

  test('unknown, malformed, expired and revoked tokens answer nothing and store nothing', async () => {
    const { store } = await OPEN[backend]();
    const revoked = await store.createRequest({ client: 'A', now: t0 });
    const expiring = await store.createRequest({ client: 'B', expiresAt: later(DAY), now: t0 });
    expect(await store.revoke(revoked.id, t0)).toBe(true);
    expect(await store.revoke(revoked.id, t0)).toBe(false);
    for (const token of [revoked.token, 'A'.repeat(43), 'short', '']) {
      expect(await store.request(token, t0)).toBeNull();
      expect(await store.answer(token, ANSWER, t0)).toBeNull();
    }
    expect(await store.answer(expiring.token, ANSWER, later(DAY))).toBeNull();
    expect((await store.list()).map((row) => row.quote)).toEqual([null, null]);
  });

  test('the owner corrects, publishes or declines; the client words stay', async () => {
    const { store } = await OPEN[backend]();
    const open = await store.createRequest({ client: 'Open Ltd', now: t0 });
    const { id, token } = await store.createRequest({ client: 'Acme GmbH', now: t0 });
    await store.answer(token, { ...ANSWER, photo: 'photo-1.webp' }, t0);
    expect(await store.correct(open.id, 'not answered yet, so nothing to correct')).toBe(false);
    expect(await store.correct(id, 'Anna rebuilt our shop in six weeks; sales went up.')).toBe(
      true,
    );
    expect(await store.find(id)).toMatchObject({
      quote: ANSWER.quote,
      correctedQuote: 'Anna rebuilt our shop in six weeks; sales went up.',
    });
    await store.correct(id, ANSWER.quote);
    expect((await store.find(id))?.correctedQuote).toBeNull();
    expect(await store.decide(id, 'declined', t0)).toBe(true);
    expect(await store.find(id)).toMatchObject({ state: 'declined', photo: null });
    expect(await store.decide(open.id, 'published', t0)).toBe(false);
    expect(await store.delete(id)).toBe(true);
    expect(await store.find(id)).toBeNull();
  });

  test('a request with a wrong value is refused with the reason', async () => {
    const { store } = await OPEN[backend]();
    await expect(store.createRequest({ client: '  ' })).rejects.toThrow(/1 to 120 characters/);
    await expect(store.createRequest({ client: 'A', email: 'nope' })).rejects.toThrow(/e-mail/);
    await expect(store.createRequest({ client: 'A', project: 'Not A Slug' })).rejects.toThrow(
      /slug/,
    );
    await expect(
      store.createRequest({ client: 'A', expiresAt: later(-1), now: t0 }),
    ).rejects.toThrow(/already past/);
  });
});
