import { IntlMessageFormat } from 'intl-messageformat';
import de from './catalogues/de.json';
import en from './catalogues/en.json';
import es from './catalogues/es.json';
import fr from './catalogues/fr.json';

/** Every interface label, by namespace: English is the reference every language follows. */
export type Catalogue = typeof en;

/** The languages whose labels ship with the site; an owner adds any other in config/messages/. */
export const SHIPPED: Record<string, Catalogue> = { en, fr, de, es };

export const DEFAULT_LANGUAGE = 'en';

export type LabelProblem = { file: string; path: string; reason: string };

type Tree = { [key: string]: string | Tree };

/** `{ a: { b: "x" } }` → `{ "a.b": "x" }` */
export function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

function unflatten(flat: Record<string, string>): Tree {
  const tree: Tree = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Tree;
    node[parts.at(-1)!] = value;
  }
  return tree;
}

const REFERENCE = flatten(en);

function placeholders(label: string): Set<string> {
  const names = new Set<string>();
  const walk = (elements: unknown[]) => {
    for (const element of elements as Array<Record<string, unknown>>) {
      if (typeof element.value === 'string' && element.type !== 0) names.add(element.value);
      for (const option of Object.values(
        (element.options ?? {}) as Record<string, { value: unknown[] }>,
      ))
        walk(option.value);
    }
  };
  walk(new IntlMessageFormat(label, 'en').getAst());
  return names;
}

/** A language tag as the site writes it in <html lang>: "pt-br" → "pt-BR"; undefined if invalid. */
export function canonicalLanguage(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

export function shippedFor(tag: string): Catalogue | undefined {
  return SHIPPED[tag] ?? SHIPPED[tag.split('-')[0]!.toLowerCase()];
}

const languageName = (tag: string) =>
  new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag;

export function resolveCatalogue(
  language: string,
  owner: unknown,
  file = `config/messages/${language}.json`,
): { catalogue: Catalogue; problems: LabelProblem[] } {
  const shipped = shippedFor(language);
  const problems: LabelProblem[] = [];
  const problem = (path: string, reason: string) => problems.push({ file, path, reason });

  let given: Record<string, string> = {};
  if (owner !== undefined) {
    if (!owner || typeof owner !== 'object' || Array.isArray(owner)) {
      problem('', 'expected an object of labels, like { "contact": { "send": "…" } }');
    } else {
      given = {};
      const visit = (node: Record<string, unknown>, prefix: string) => {
        for (const [key, value] of Object.entries(node)) {
          const path = `${prefix}${key}`;
          if (value && typeof value === 'object' && !Array.isArray(value)) {
            visit(value as Record<string, unknown>, `${path}.`);
          } else if (!(path in REFERENCE)) {
            problem(
              path,
              'is not a label of the site; check its spelling against lib/i18n/catalogues/en.json',
            );
          } else if (typeof value !== 'string' || !value.trim()) {
            problem(path, 'expected the label as non-empty text');
          } else {
            given[path] = value;
          }
        }
      };
      visit(owner as Record<string, unknown>, '');
    }
  }

  const base = shipped ? flatten(shipped) : {};
  const merged: Record<string, string> = { ...base, ...given };
  for (const [key, english] of Object.entries(REFERENCE)) {
    const label = merged[key];
    if (label === undefined) {
      problem(
        key,
        `missing: ${languageName(language)} (${language}) is not shipped, so every label needs a translation (in English: ${JSON.stringify(english)})`,
      );
      continue;
    }
    let used: Set<string>;
    try {
      used = placeholders(label);
    } catch (error) {
      problem(key, `is not a valid label (${(error as Error).message}): ${JSON.stringify(label)}`);
      continue;
    }
    const known = placeholders(english);
    const unknown = [...used].filter((name) => !known.has(name));
    if (unknown.length) {
      problem(
        key,
        `uses {${unknown.join('}, {')}}, which the site does not provide here; it may use ${known.size ? `{${[...known].join('}, {')}}` : 'no placeholders'}`,
      );
    }
  }
  return { catalogue: unflatten(merged) as Catalogue, problems };
}

const RTL_SCRIPTS = new Set([
  'Arab',
  'Hebr',
  'Thaa',
  'Syrc',
  'Nkoo',
  'Adlm',
  'Rohg',
  'Mand',
  'Samr',
]);

export function textDirection(language: string): 'ltr' | 'rtl' {
  try {
    const script = new Intl.Locale(language).maximize().script;
    return script && RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}
