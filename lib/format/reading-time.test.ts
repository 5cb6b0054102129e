import { readingMinutes } from './reading-time';

const words = (count: number, word = 'design') => Array(count).fill(word).join(' ');

test('counts words at 230 a minute, rounded, and never less than a minute', () => {
  expect(readingMinutes(words(230 * 4), 'en')).toBe(4);
  expect(readingMinutes(words(230 * 4 + 140), 'en')).toBe(5);
  expect(readingMinutes('Three short words.', 'en')).toBe(1);
  expect(readingMinutes('', 'en')).toBe(1);
});

test('counts words, not punctuation or dashes', () => {
  const text = `${words(230 * 2, 'l’été')} — ; … ! ${Array(500).fill('—').join(' ')}`;
  expect(readingMinutes(text, 'fr')).toBe(2);
});

test('reads Chinese, Japanese and Korean by the character, at 500 a minute', () => {
  // Characters with no space between them: read one by one, not taken as a single "word".
  expect(readingMinutes('设计系统'.repeat(375), 'zh')).toBe(3);
  expect(readingMinutes('デザインの仕組み'.repeat(125), 'ja')).toBe(2);
  expect(readingMinutes('디자인시스템'.repeat(250), 'ko')).toBe(3);
});

test('adds the two when a text mixes them', () => {
  expect(readingMinutes(`${'設計'.repeat(500)} ${words(460, 'token')}`, 'ja')).toBe(4);
});
