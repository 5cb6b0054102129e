import { formatInbox } from './inbox';
import type { StoredMessage } from './messages';

const message: StoredMessage = {
  id: 7,
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
