import { escapeControl, parseSpan, parseWhen } from './owner-data';

test('control characters and bidi overrides become visible escapes', () => {
  expect(escapeControl('a\u001b[2Jb\rc\u202ed')).toBe('a\\u{1b}[2Jb\\u{d}c\\u{202e}d');
  expect(escapeControl('a\nb')).toBe('a\\u{a}b');
  expect(escapeControl('a\nb', { keepNewlines: true })).toBe('a\nb');
});

test('times are dates, ISO times or spans back from now', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  expect(parseWhen('2026-11-01', now).toISOString()).toBe('2026-11-01T00:00:00.000Z');
  expect(parseWhen('24h', now).toISOString()).toBe('2026-11-21T12:00:00.000Z');
  expect(parseWhen('7d', now).toISOString()).toBe('2026-11-15T12:00:00.000Z');
  expect(parseWhen('2w', now).toISOString()).toBe('2026-11-08T12:00:00.000Z');
  expect(() => parseWhen('last week', now)).toThrow('"last week" is not a date');
});

test('a span is hours, days or weeks, and nothing else', () => {
  expect(parseSpan('12h')).toBe(12 * 3_600_000);
  expect(parseSpan(' 30D ')).toBe(30 * 86_400_000);
  expect(parseSpan('2w')).toBe(14 * 86_400_000);
  expect(parseSpan('2026-11-01')).toBeUndefined();
});
