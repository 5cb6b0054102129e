/** @jest-environment node */
import fs from 'node:fs';
import { validFiles, writeSite } from '@/lib/content/test/fixture';
import { offerNamesInConfig, parseInboxArgs, runInbox } from './inbox-command';
import { MessageStore as Store } from './messages';
import { STORED_MESSAGE, tempDataDir } from '../testing';

const message = STORED_MESSAGE;
const dir = tempDataDir();
const store = new Store(dir);
afterAll(() => {
  store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const inbox = (...args: string[]) => runInbox(store, parseInboxArgs(args));
const site = { max: 1, windowMs: 3_600_000 };
const now = new Date();
const ordinary = store.addMessage({ ...message, message: 'ordinary' }, 'o', { site, now });
const held = ['a', 'b', 'c'].map(
  (sender) =>
    (
      store.addMessage({ ...message, message: `held ${sender}` }, sender, { site, now }) as {
        id: number;
      }
    ).id,
);
const [first, second, third] = held as [number, number, number];

test('the inbox starts with the held messages: how many, and how to release or delete them', () => {
  expect(ordinary).toMatchObject({ stored: true, held: false });
  const text = inbox();
  expect(text.split('\n')[0]).toMatch(/^3 message\(s\) held since .* UTC, not e-mailed/);
  expect(text).toContain('--release all');
  expect(text).toMatch(/4 message\(s\), 3 held\.$/);
});

test('--release makes a held message due for e-mail by the running server', () => {
  expect(inbox('--release', `${first},999`)).toBe(
    [
      `Released #${first}: the running server e-mails them within a minute (with SMTP_URL set).`,
      'Not held (or no such message): #999.',
    ].join('\n'),
  );
  const later = new Date(Date.now() + 1000);
  const due = store.deliveries.claim(later, new Date(later.getTime() + 300_000), 100);
  expect(due.map((m) => m.message).sort()).toEqual(['held a', 'ordinary']);
  expect(inbox().split('\n')[0]).toMatch(/^2 message\(s\) held since/);
});

test('--delete-held deletes held messages by number or all, never an ordinary one', () => {
  const ordinaryId = (ordinary as { id: number }).id;
  expect(inbox('--delete-held', `#${second},${ordinaryId}`)).toBe(
    [`Deleted #${second}.`, `Not held (or no such message): #${ordinaryId}.`].join('\n'),
  );
  expect(JSON.parse(inbox('--delete-held', 'all', '--json'))).toEqual({ deleted: [third] });
  expect(
    store
      .listMessages()
      .map((m) => m.message)
      .sort(),
  ).toEqual(['held a', 'ordinary']);
  expect(inbox().split('\n')[0]).toMatch(/^#\d+ /);
  expect(inbox('--release', 'all')).toBe('No held message was changed.');
});

test('a selection that is not numbers or "all" is refused by name', () => {
  expect(() => parseInboxArgs(['--release', 'some'])).toThrow(
    '--release takes message numbers such as 12,15 or "all", got "some"',
  );
  expect(() => parseInboxArgs(['--release', 'all', '--delete-held', 'all'])).toThrow(
    /cannot be used together/,
  );
});

test('each message about an offer shows its name from config/offers.json; a config it cannot read shows the id', () => {
  const dir = tempDataDir();
  const own = new Store(dir);
  own.addMessage({ ...message, offer: 'brand-sprint' }, 'a');
  const offers = [{ id: 'brand-sprint', name: 'Brand sprint', summary: 'A new identity.' }];
  const site = writeSite({ ...validFiles(), 'offers.json': offers });
  const broken = writeSite({ ...validFiles(), 'offers.json': '{ not json' });
  try {
    const about = (options: Parameters<typeof offerNamesInConfig>[0]) =>
      runInbox(own, parseInboxArgs([]), offerNamesInConfig(options))
        .split('\n')
        .filter((line) => line.startsWith('About:'));
    expect(about(site)).toEqual(['About: Brand sprint (brand-sprint)']);
    expect(about(broken)).toEqual(['About: brand-sprint']);
    expect(about({ configDir: `${dir}/no-such-folder` })).toEqual(['About: brand-sprint']);
    expect(JSON.parse(runInbox(own, parseInboxArgs(['--json'])))[0].offer).toBe('brand-sprint');
  } finally {
    own.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
