const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

// Inside a run of text: "<strong>apps</strong>, written" loses its tags, not its comma's place.
const INLINE_TAG =
  /<\/?(?:a|abbr|b|bdi|cite|code|data|dfn|em|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var)(?:\s[^>]*)?>/gi;

/** HTML → plain text for meta descriptions, cut at a word boundary to at most `max` characters. */
export function plainText(html: string, max = Infinity): string {
  const text = html
    .replace(INLINE_TAG, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#?\w+);/g, (match, name: string) => entities[name] ?? match)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 0) || cut.length).replace(/[\s,.;:]+$/, '')}…`;
}

/** The first paragraph of an HTML text, whole, as plain text: the text itself when it has none. */
export function leadText(html: string): string {
  const first = /<p(?:\s[^>]*)?>([\s\S]*?)<\/p>/i.exec(html)?.[1];
  return plainText(first ?? '') || plainText(html);
}

/** "Brand identity, Packaging, " → ["Brand identity", "Packaging"] */
export const tagList = (tags: string | undefined) =>
  (tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** Latin letters that do not come apart into a letter and an accent. */
export const LETTERS: Record<string, string> = {
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  þ: 'th',
  ð: 'd',
};

/** "Café — Kjærgaard" → "cafe-kjaergaard": a-z, 0-9 and single hyphens; "" for other scripts. */
export const plainSlug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[æøœßłđþð]/g, (letter) => LETTERS[letter]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Between the facts of a line, "14 March 2026 · 6 min read": a no-break space before the dot keeps
 * it at the end of a line, so that no line starts with it. */
export const FACT_SEPARATOR = '\u00a0· ';

/** "Price · Duration", each fact given; the dot as FACT_SEPARATOR says. */
export const joinFacts = (facts: readonly (string | null | undefined | false)[]) =>
  facts.filter(Boolean).join(FACT_SEPARATOR);

/** Text written with " · " between its parts (an owner's "Designer · Talweg"), the dot kept at the
 * end of a line. */
export const keepSeparators = (text: string) => text.replace(/\s+·\s+/g, FACT_SEPARATOR);

/** A short phrase that a line never breaks inside: a date, "14 March 2026". */
export const keepTogether = (text: string) => text.replace(/ /g, '\u00a0');
