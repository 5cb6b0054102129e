import { LETTERS } from '@/lib/format/text';

/** Accents of Latin, Greek and Cyrillic letters, Hebrew points and Arabic vowel marks: a visitor
 * may type a word without them. Other scripts' marks are part of the letter and stay. */
const MARKS = /[\u0300-\u036f\u0591-\u05c7\u064b-\u065f\u0670]/g;
const SPECIAL: Record<string, string> = { ...LETTERS, ς: 'σ', ı: 'i' };

const folded = new Map<string, string>();
/** Distinct characters seen: a visitor's text could bring any of Unicode's. */
const CACHED_MAX = 4096;

function foldChar(char: string): string {
  const known = folded.get(char);
  if (known !== undefined) return known;
  const lower = char.toLowerCase();
  const result = (SPECIAL[lower] ?? lower).normalize('NFKD').replace(MARKS, '');
  if (folded.size < CACHED_MAX) folded.set(char, result);
  return result;
}

/** "Café Œuvre" → "cafe oeuvre": what a visitor types and what the site holds are compared so. */
export function fold(text: string): string {
  let out = '';
  for (const char of text) out += foldChar(char);
  return out;
}

/** The folded text, and for each character its index in `text`, to mark a match as written. */
export function foldMapped(text: string): { folded: string; from: number[] } {
  let out = '';
  const from: number[] = [];
  let index = 0;
  for (const char of text) {
    const part = foldChar(char);
    out += part;
    for (let i = 0; i < part.length; i++) from.push(index);
    index += char.length;
  }
  return { folded: out, from };
}

const WORD = /[\p{L}\p{N}]+/gu;

/** A folded query's terms: "Brand-sprint  café" → ["brand", "sprint", "cafe"]. */
export const termsOf = (text: string) => fold(text).match(WORD) ?? [];

const LETTER = /[\p{L}\p{N}]/u;

/** Whether a match at `at` starts a word: "sign" in "design" does not, in "sign-up" it does. */
export const startsWord = (text: string, at: number) => at === 0 || !LETTER.test(text[at - 1]!);

/** Whether a match ending before `end` ends a word: "brand" in "Brand sprint", not in "Branding". */
export const endsWord = (text: string, end: number) =>
  end >= text.length || !LETTER.test(text[end]!);
