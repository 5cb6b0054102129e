/** @jest-environment node */
import fs from 'node:fs';
import { validFiles, writeSite } from '@/lib/content/test/fixture';
import type { MessageStore } from '@/lib/store/messages';
import { openData } from '@/lib/store/open';
import { STORED_MESSAGE, tempDataDir } from '@/lib/store/test/fixture';
import type { StoredMessage } from '@/lib/store/types';
import { formatInbox, offerNamesInConfig, parseInboxArgs, runInbox } from './inbox';

const message = STORED_MESSAGE;
const dir = tempDataDir();
const store = openData({ dataDir: dir }).messages();
afterAll(() => {
  store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const inbox = (...args: string[]) => runInbox(store, parseInboxArgs(args));
const site = { max: 1, windowMs: 3_600_000 };
const now = new Date();
let ordinary: Awaited<ReturnType<MessageStore['addMessage']>>;
let first: number, second: number, third: number;
beforeAll(async () => {
  ordinary = await store.addMessage({ ...message, message: 'ordinary' }, 'o', { site, now });
  const held: number[] = [];
  for (const sender of ['a', 'b', 'c']) {
    const added = await store.addMessage({ ...message, message: `held ${sender}` }, sender, {
      site,
      now,
    });
    held.push((added as { id: number }).id);
  }
  [first, second, third] = held as [number, number, number];
});

test('the inbox starts with the held messages: how many, and how to release or delete them', async () => {
  expect(ordinary).toMatchObject({ stored: true, held: false });
  const text = await inbox();
  expect(text.split('\n')[0]).toMatch(/^3 message\(s\) held since .* UTC, not e-mailed/);
  expect(text).toContain('--release all');
  expect(text).toMatch(/4 message\(s\), 3 held\.$/);
});

test('--release makes a held message due for e-mail by the running server', async () => {
  expect(await inbox('--release', `${first},999`)).toBe(
    [
      `Released #${first}: the running server e-mails them within a minute (with SMTP_URL set).`,
      'Not held (or no such message): #999.',
    ].join('\n'),
  );
  const later = new Date(Date.now() + 1000);
  const due = await store.deliveries.claim(later, new Date(later.getTime() + 300_000), 100);
  expect(due.map((m) => m.message).sort()).toEqual(['held a', 'ordinary']);
  expect((await inbox()).split('\n')[0]).toMatch(/^2 message\(s\) held since/);
});

test('--delete-held deletes held messages by number or all, never an ordinary one', async () => {
  const ordinaryId = (ordinary as { id: number }).id;
  expect(await inbox('--delete-held', `#${second},${ordinaryId}`)).toBe(
    [`Deleted #${second}.`, `Not held (or no such message): #${ordinaryId}.`].join('\n'),
  );
  expect(JSON.parse(await inbox('--delete-held', 'all', '--json'))).toEqual({ deleted: [third] });
  expect((await store.listMessages()).map((m) => m.message).sort()).toEqual(['held a', 'ordinary']);
  expect((await inbox()).split('\n')[0]).toMatch(/^#\d+ /);
  expect(await inbox('--release', 'all')).toBe('No held message was changed.');
});

test('a selection that is not numbers or "all" is refused by name', () => {
  expect(() => parseInboxArgs(['--release', 'some'])).toThrow(
    '--release takes message numbers such as 12,15 or "all", got "some"',
  );
  expect(() => parseInboxArgs(['--release', 'all', '--delete-held', 'all'])).toThrow(
    /cannot be used together/,
  );
});

test('each message about an offer shows its name from config/offers.json; a config it cannot read shows the id', async () => {
  const dir = tempDataDir();
  const own = openData({ dataDir: dir }).messages();
  await own.addMessage({ ...message, offer: 'brand-sprint' }, 'a');
  const offers = [{ id: 'brand-sprint', name: 'Brand sprint', summary: 'A new identity.' }];
  const site = writeSite({ ...validFiles(), 'offers.json': offers });
  const broken = writeSite({ ...validFiles(), 'offers.json': '{ not json' });
  try {
    const about = async (options: Parameters<typeof offerNamesInConfig>[0]) =>
      (await runInbox(own, parseInboxArgs([]), offerNamesInConfig(options)))
        .split('\n')
        .filter((line) => line.startsWith('About:'));
    expect(await about(site)).toEqual(['About: Brand sprint (brand-sprint)']);
    expect(await about(broken)).toEqual(['About: brand-sprint']);
    expect(await about({ configDir: `${dir}/no-such-folder` })).toEqual(['About: brand-sprint']);
    expect(JSON.parse(await runInbox(own, parseInboxArgs(['--json'])))[0].offer).toBe(
      'brand-sprint',
    );
  } finally {
    own.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe('the inbox as text', () => {
  const message: StoredMessage = {
    id: 7,
    state: 'new',
    language: 'en',
    receivedAt: '2026-11-22T09:30:00.000Z',
    name: 'Ann\u001b[31m Lee',
    email: 'ann@example.com',
    subject: '',
    message: 'Hello!\nSecond line\r\u202eevil',
    offer: null,
    senderHash: 'abc',
    deliveredAt: null,
    deliveryAttempts: 0,
    deliveryError: null,
    held: false,
  };

  test('the inbox shows each message with its time, sender, subject, status and indented text', () => {
    expect(formatInbox([message])).toBe(
      [
        '#7  2026-11-22 09:30 UTC  Ann\\u{1b}[31m Lee <ann@example.com>',
        'Subject: (none)',
        'Status: stored',
        '',
        '  Hello!',
        '  Second line\\u{d}\\u{202e}evil',
        '',
        '1 message(s).',
      ].join('\n'),
    );
    expect(formatInbox([])).toBe('No messages.');
  });

  test('a held message says why it was not e-mailed, and the count says how many are held', () => {
    const text = formatInbox([{ ...message, id: 8, held: true }, message]);
    expect(text).toContain(
      'Status: held: arrived while the site was over its site-wide limit (CONTACT_SITE_RATE_LIMIT), so it was not e-mailed',
    );
    expect(text).toMatch(/2 message\(s\), 1 held\.$/);
  });

  test('while messages are held, a line at the top says how many, since when, and how to release or delete them', () => {
    const text = formatInbox([{ ...message, id: 8, held: true }, message], {
      count: 3,
      oldest: '2026-11-20T08:15:00.000Z',
    });
    expect(text.split('\n').slice(0, 4)).toEqual([
      '3 message(s) held since 2026-11-20 08:15 UTC, not e-mailed (Status: held).',
      '`npm run inbox -- --release all` (or their numbers: --release 12,15) has the server e-mail them to you;',
      '`npm run inbox -- --delete-held all` (or their numbers) deletes them.',
      '',
    ]);
    expect(formatInbox([message], { count: 0, oldest: null })).toMatch(/^#7 /);
  });

  test('a message about an offer says which, by its name or, once it is gone, its id; others say nothing', () => {
    const names: Record<string, string> = { 'brand-sprint': 'Brand sprint' };
    const text = formatInbox(
      [
        { ...message, id: 9, offer: 'brand-sprint' },
        { ...message, id: 8, offer: 'logo-\u001b[2Jrefresh' },
        message,
      ],
      undefined,
      (id) => names[id],
    );
    const blocks = text.split(/\n─+\n/);
    expect(blocks[0]).toContain(
      'Subject: (none)\nAbout: Brand sprint (brand-sprint)\nStatus: stored',
    );
    expect(blocks[1]).toContain('About: logo-\\u{1b}[2Jrefresh\n');
    expect(blocks[2]).not.toContain('About:');
  });
});
