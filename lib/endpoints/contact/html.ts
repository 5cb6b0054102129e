/**
 * HTML for the answers a route handler draws itself (React's HTML renderer is closed to route
 * handlers): every value put into a template is escaped unless it is already `Html`, so what a
 * visitor typed can never become markup. Values go between tags or in double-quoted attributes.
 */
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

/** Markup the site made itself (its own build), taken as it is. */
export const trusted = (markup: string) => new Html(markup);
