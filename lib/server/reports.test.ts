import { escapeControl, formatInbox, formatStats, parseWhen } from './reports';
import type { StoredMessage } from './store';

const message: StoredMessage = {
  id: 7,
  receivedAt: '2026-11-22T09:30:00.000Z',
  name: 'Ann\u001b[31m Lee',
  email: 'ann@example.com',
  subject: '',
  message: 'Hello!\nSecond line\r\u202eevil',
  senderHash: 'abc',
  deliveredAt: null,
  deliveryAttempts: 0,
  deliveryError: null,
  held: false,
};

test('control characters and bidi overrides become visible escapes', () => {
  expect(escapeControl('a\u001b[2Jb\rc\u202ed')).toBe('a\\u{1b}[2Jb\\u{d}c\\u{202e}d');
  expect(escapeControl('a\nb')).toBe('a\\u{a}b');
  expect(escapeControl('a\nb', { keepNewlines: true })).toBe('a\nb');
});

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

test('times are dates, ISO times or spans back from now', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  expect(parseWhen('2026-11-01', now).toISOString()).toBe('2026-11-01T00:00:00.000Z');
  expect(parseWhen('24h', now).toISOString()).toBe('2026-11-21T12:00:00.000Z');
  expect(parseWhen('7d', now).toISOString()).toBe('2026-11-15T12:00:00.000Z');
  expect(parseWhen('2w', now).toISOString()).toBe('2026-11-08T12:00:00.000Z');
  expect(() => parseWhen('last week', now)).toThrow('"last week" is not a date');
});

test('stats list pages by views and days with a bar', () => {
  const text = formatStats(
    {
      byPage: [
        { page: 'Home Page', views: 4 },
        { page: 'Category Page', views: 2 },
      ],
      byDay: [
        { day: '2026-11-20', views: 2 },
        { day: '2026-11-21', views: 4 },
      ],
      total: 6,
    },
    { from: new Date('2026-11-20T00:00:00Z'), to: new Date('2026-11-22T00:00:00Z') },
  );
  expect(text).toContain('Page views from 2026-11-20 00:00 UTC to 2026-11-22 00:00 UTC: 6');
  expect(text).toContain('  Home Page            4');
  expect(text).toContain(`  2026-11-20        2  ${'█'.repeat(20)}`);
  expect(text).toContain(`  2026-11-21        4  ${'█'.repeat(40)}`);
});
