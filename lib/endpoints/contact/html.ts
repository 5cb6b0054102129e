// Route handlers may not use React's HTML renderer. Every value not already `Html` is escaped so
// what a visitor typed never becomes markup; values go only between tags or in "quoted" attributes.
export class Html {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

type Value = Html | string | number | false | null | undefined | readonly Value[];

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

const piece = (value: Value): string => {
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(piece).join('');
  if (value === false || value === null || value === undefined) return '';
  return escapeHtml(String(value));
};

export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  return new Html(strings.reduce((out, text, index) => out + piece(values[index - 1]) + text));
}

/** Only for markup the site's own build made. */
export const trusted = (markup: string) => new Html(markup);
