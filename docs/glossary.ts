import ts from 'typescript';

/** One row of the glossary in docs/architecture.md: its words, the names it retires, where they stay. */
export type Entry = { words: string[]; retired: Retired[]; kept: string[] };
/** A retired name; `module` when written as a file (`first-paint.ts`): file and folder names only. */
export type Retired = { name: string; tokens: string[]; module: boolean };
export type Finding = { where: string; word: string; instead: string };

const ticks = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

/** "pageViews", "page-views.ts", "PAGE_VIEWS" → ["page", "views"]. */
export const tokens = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

export function parseGlossary(markdown: string): Entry[] {
  const found = markdown.split(/^## /m).find((part) => part.startsWith('Glossary'));
  if (!found) throw new Error('docs/architecture.md has no "## Glossary" section');
  return found
    .split('\n')
    .filter((row) => row.startsWith('|'))
    .slice(2)
    .map((row) => {
      const [word = '', , retired = '', kept = ''] = row.split('|').slice(1, -1);
      return {
        words: [...word.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1]!),
        retired: ticks(retired).map((name) => ({
          name,
          tokens: tokens(name.replace(/\.ts$/, '')),
          module: name.endsWith('.ts'),
        })),
        kept: ticks(kept),
      };
    });
}

const at = (haystack: string[], needle: string[]) =>
  haystack.some((_, i) => needle.every((token, j) => haystack[i + j] === token));

/** The name's tokens with each word of several (or its plural) blanked: "page-views" holds no "views". */
function masked(name: string, words: string[][]): string[] {
  const out = tokens(name);
  for (const word of words) {
    for (let i = 0; i + word.length <= out.length; i++) {
      const last = out[i + word.length - 1]!;
      const same = word.every((token, j) =>
        j < word.length - 1 ? out[i + j] === token : last === token || last === `${token}s`,
      );
      if (same) out.fill('', i, i + word.length);
    }
  }
  return out;
}

/** The names a module exports, read by the TypeScript parser. */
export function exportedNames(file: string, text: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause))
        names.push(...clause.elements.map((e) => e.name.text));
      continue;
    }
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (!exported) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
      }
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      names.push(statement.name.text);
    }
  }
  return names;
}

/** Every file or folder name and exported identifier of `files` that uses a retired name. */
export function retiredNames(glossary: Entry[], files: Map<string, string>): Finding[] {
  const words = glossary.flatMap((entry) => entry.words.map(tokens)).filter((w) => w.length > 1);
  const found: Finding[] = [];
  const check = (where: string, name: string, identifier: boolean) => {
    const seen = masked(name, words);
    for (const entry of glossary) {
      for (const retired of entry.retired) {
        if (identifier && retired.module) continue;
        if (!at(seen, retired.tokens)) continue;
        if (entry.kept.some((kept) => where.startsWith(kept))) continue;
        found.push({ where, word: retired.name, instead: entry.words.join(', ') });
      }
    }
  };
  const folders = new Set<string>();
  for (const [file, text] of files) {
    const parts = file.split('/');
    parts.slice(0, -1).forEach((part, i) => {
      const folder = `${parts.slice(0, i + 1).join('/')}/`;
      if (!folders.has(folder)) check(folder, part, false);
      folders.add(folder);
    });
    check(file, parts.at(-1)!.replace(/\..*$/, ''), false);
    for (const name of exportedNames(file, text)) check(`${file} › ${name}`, name, true);
  }
  return found;
}
