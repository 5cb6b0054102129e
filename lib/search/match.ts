import { SEARCH } from '@/lib/constants';
import { endsWord, fold, foldMapped, startsWord, termsOf } from './fold';

/** In the order their groups stand when they match as well. */
export const SEARCH_KINDS = ['project', 'note', 'offer', 'section'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One thing a visitor can find, as each language's index holds it (/search-index.json). */
export type SearchEntry = {
  kind: SearchKind;
  title: string;
  url: string;
  /** Shown under the title, and searched: a project's category, a note's date, an offer's price. */
  meta?: string;
  tags?: string[];
  /** The words searched after the title: a description, a summary and headings. */
  text?: string;
  /** The language of the title, or of the text, where it is shown untranslated. */
  lang?: string;
  textLang?: string;
};

export type SearchIndex = { language: string; entries: SearchEntry[] };

/** A name outranks a tag, which outranks the text: "a name match before a description match". */
const WEIGHTS = { title: 8, keys: 3, text: 1 } as const;
const PHRASE_BONUS = 12;

export type Prepared = {
  entry: SearchEntry;
  order: number;
  title: string;
  keys: string;
  text: string;
};

/** Folded once, when the index arrives; each keystroke then only compares. */
export const prepare = (entries: readonly SearchEntry[]): Prepared[] =>
  entries.map((entry, order) => ({
    entry,
    order,
    title: fold(entry.title),
    keys: fold([entry.meta, ...(entry.tags ?? [])].filter(Boolean).join('\n')),
    text: fold(entry.text ?? ''),
  }));

/** A query bounded to SEARCH.queryMaxLength characters and SEARCH.wordsMax distinct words. */
export function boundQuery(raw: unknown): string {
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (typeof first !== 'string') return '';
  // Format characters (bidi overrides, zero-width joiners) could make the query read otherwise.
  return Array.from(first.slice(0, SEARCH.queryMaxLength * 2).replace(/\p{Cf}/gu, ''))
    .slice(0, SEARCH.queryMaxLength)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

// In scripts written without spaces one character is a word; elsewhere one letter matches nearly
// every entry, so a query of such letters would cost the most and say the least.
const WORD_IN_ONE = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]$/u;
const searches = (term: string) =>
  Array.from(term).length >= SEARCH.wordMinLength || WORD_IN_ONE.test(term);

export const queryTerms = (query: string) =>
  [...new Set(termsOf(boundQuery(query)))].filter(searches).slice(0, SEARCH.wordsMax);

/** How well `term` matches `field`: its weight, doubled where it starts a word there, tripled
 * where it is the whole word ("brand" in "Brand sprint" before "Branding"). */
function fieldScore(field: string, term: string, weight: number): number {
  let best = 0;
  for (let at = field.indexOf(term); at >= 0 && best < 3; at = field.indexOf(term, at + 1)) {
    const start = startsWord(field, at);
    best = Math.max(best, start ? (endsWord(field, at + term.length) ? 3 : 2) : 1);
  }
  return best * weight;
}

export type SearchResult = { entry: SearchEntry; score: number };

/** Every entry holding every word (in any field, any case, with or without accents), best first. */
export function search(prepared: readonly Prepared[], terms: readonly string[]): SearchResult[] {
  if (!terms.length) return [];
  const phrase = terms.join(' ');
  const results: (SearchResult & { order: number })[] = [];
  for (const item of prepared) {
    let score = 0;
    for (const term of terms) {
      const best = Math.max(
        fieldScore(item.title, term, WEIGHTS.title),
        fieldScore(item.keys, term, WEIGHTS.keys),
        fieldScore(item.text, term, WEIGHTS.text),
      );
      if (!best) {
        score = 0;
        break;
      }
      score += best;
    }
    if (!score) continue;
    if (terms.length > 1 && item.title.includes(phrase)) score += PHRASE_BONUS;
    if (item.title.startsWith(terms[0]!)) score += 1;
    results.push({ entry: item.entry, score, order: item.order });
  }
  return results
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ entry, score }) => ({ entry, score }));
}

export type SearchGroup = { kind: SearchKind; results: SearchResult[] };

/** By kind, the group with the best match first: projects first where they match as well. */
export function groupByKind(results: readonly SearchResult[], perKind = Infinity): SearchGroup[] {
  const groups = new Map<SearchKind, SearchResult[]>();
  for (const result of results) {
    const group = groups.get(result.entry.kind) ?? [];
    if (!groups.has(result.entry.kind)) groups.set(result.entry.kind, group);
    if (group.length < perKind) group.push(result);
  }
  const rank = (kind: SearchKind) => SEARCH_KINDS.indexOf(kind);
  return [...groups]
    .map(([kind, list]) => ({ kind, results: list }))
    .sort((a, b) => b.results[0]!.score - a.results[0]!.score || rank(a.kind) - rank(b.kind));
}

export type Marked = { text: string; mark: boolean }[];

/** `text` in parts, the terms matched marked: what <mark> wraps in a result. */
export function markTerms(text: string, terms: readonly string[]): Marked {
  const { folded, from } = foldMapped(text);
  const ranges: [number, number][] = [];
  for (const term of terms) {
    for (let at = folded.indexOf(term); at >= 0; at = folded.indexOf(term, at + term.length)) {
      const last = from[at + term.length - 1]!;
      ranges.push([from[at]!, last + (text.codePointAt(last)! > 0xffff ? 2 : 1)]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const parts: Marked = [];
  let done = 0;
  let marks = 0;
  for (const [start, end] of ranges) {
    if (end <= done) continue;
    // A short word may match all over a text: the first few marks show why it was found.
    if (++marks > SEARCH.marksMax) break;
    if (start > done) parts.push({ text: text.slice(done, start), mark: false });
    parts.push({ text: text.slice(Math.max(start, done), end), mark: true });
    done = end;
  }
  if (done < text.length) parts.push({ text: text.slice(done), mark: false });
  return parts;
}

/** The part of a long text around its first match, cut at spaces: a result's second line. */
export function excerpt(
  text: string,
  terms: readonly string[],
  length: number = SEARCH.excerptLength,
) {
  if (text.length <= length) return text;
  const { folded, from } = foldMapped(text);
  const hits = terms.map((term) => folded.indexOf(term)).filter((at) => at >= 0);
  const hit = hits.length ? from[Math.min(...hits)]! : 0;
  // From the start where the match is in view there; else a little before the match.
  let start = hit < length * 0.6 ? 0 : hit - Math.floor(length / 4);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space >= 0 && space < hit) start = space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > hit) end = space;
  }
  // Never between the two halves of a character outside the first plane (an emoji).
  if (/[\udc00-\udfff]/.test(text[start] ?? '')) start -= 1;
  if (/[\udc00-\udfff]/.test(text[end] ?? '')) end += 1;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
