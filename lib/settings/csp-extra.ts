/** CSP_EXTRA's grammar: sources added to the site's policy (lib/headers/csp.ts). */

export type Directives = Map<string, string[]>;

export const EXTENDABLE = new Set([
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'frame-src',
  'media-src',
  'form-action',
  'frame-ancestors',
  'worker-src',
  'manifest-src',
]);

const KEYWORD =
  /^'(self|unsafe-inline|unsafe-eval|wasm-unsafe-eval|unsafe-hashes|none|strict-dynamic|report-sample)'$/;
const HASH = /^'sha(256|384|512)-[A-Za-z0-9+/_-]+={0,2}'$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:$/;
const HOST =
  /^([a-z][a-z0-9+.-]*:\/\/)?(\*|(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*)(:(\d{1,5}|\*))?(\/[^\s;,]*)?$/i;

export const isSource = (token: string) =>
  token === '*' ||
  KEYWORD.test(token) ||
  HASH.test(token) ||
  SCHEME.test(token) ||
  HOST.test(token);

/** "script-src https://a.example; img-src https://b.example" → directives. */
export function parseCspExtra(raw: string): Directives {
  const directives: Directives = new Map();
  for (const part of raw.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    const directive = name.toLowerCase();
    if (!EXTENDABLE.has(directive)) {
      throw new Error(
        `"${name}" is not a directive sources can be added to (use one of ${[...EXTENDABLE].join(', ')})`,
      );
    }
    if (sources.length === 0) throw new Error(`"${name}" names no source`);
    const bad = sources.find((source) => !isSource(source));
    if (bad)
      throw new Error(`"${bad}" in ${directive} is not a CSP source such as https://example.com`);
    directives.set(directive, [...(directives.get(directive) ?? []), ...sources]);
  }
  return directives;
}
