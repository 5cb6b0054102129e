import path from 'node:path';
import ts from 'typescript';

/** One source file as the import rules see it. */
export type Source = {
  client: boolean;
  /** A `'use server'` file: a client gets references to its actions, none of its imports. */
  actions: boolean;
  serverOnly: boolean;
  imports: { to: string; typeOnly: boolean }[];
};
export type Graph = Map<string, Source>;

const CALLS = new Set(['import', 'require', 'jest.mock', 'jest.requireActual', 'jest.doMock']);
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

function typeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    const names = node.exportClause;
    const all = !!names && ts.isNamedExports(names) && names.elements.every((e) => e.isTypeOnly);
    return node.isTypeOnly || (all && names.elements.length > 0);
  }
  const clause = node.importClause;
  if (!clause) return false;
  const named = clause.namedBindings;
  const all = !!named && ts.isNamedImports(named) && named.elements.every((e) => e.isTypeOnly);
  return clause.isTypeOnly || (!clause.name && all && named.elements.length > 0);
}

/** The specifiers a file imports, read by the TypeScript parser, so comments never count. */
export function readImports(file: string, text: string) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: typeOnly(node) });
    } else if (ts.isCallExpression(node) && node.arguments[0]) {
      const [first] = node.arguments;
      const callee =
        node.expression.kind === ts.SyntaxKind.ImportKeyword
          ? 'import'
          : node.expression.getText(source);
      if (CALLS.has(callee) && ts.isStringLiteralLike(first)) {
        found.push({ specifier: first.text, typeOnly: false });
      }
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const prologue: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break;
    prologue.push(statement.expression.text);
  }
  return {
    client: prologue.includes('use client'),
    actions: prologue.includes('use server'),
    imports: found,
  };
}

/** The repository file a specifier names (`@/` is the root), or undefined for a package. */
export function resolve(from: string, specifier: string, isFile: (file: string) => boolean) {
  const base = specifier.startsWith('@/')
    ? specifier.slice(2)
    : specifier.startsWith('.')
      ? path.posix.join(path.posix.dirname(from), specifier)
      : undefined;
  if (base === undefined) return undefined;
  return EXTENSIONS.map((extension) => path.posix.normalize(base + extension)).find(isFile);
}

export function buildGraph(texts: Map<string, string>, isFile: (file: string) => boolean): Graph {
  const graph: Graph = new Map();
  for (const [file, text] of texts) {
    const { client, actions, imports } = readImports(file, text);
    graph.set(file, {
      client,
      actions,
      serverOnly: imports.some(({ specifier }) => specifier === 'server-only'),
      imports: imports.flatMap(({ specifier, typeOnly }) => {
        const to = resolve(file, specifier, isFile);
        return to ? [{ to, typeOnly }] : [];
      }),
    });
  }
  return graph;
}

/** The group a file belongs to: a folder or module of lib/ or components/, e2e/support, a top
 * folder, Jest's set-up or the other files at the top. */
export function groupOf(file: string): string {
  const parts = file.split('/');
  if (parts.length === 1) return parts[0]!.startsWith('jest.') ? '(jest)' : '(top)';
  if (parts[0] === 'lib' || parts[0] === 'components' || (parts[0] === 'e2e' && parts.length > 2)) {
    return `${parts[0]}/${parts[1]!.replace(/\..*$/, '')}`;
  }
  return parts[0]!;
}

/** Cycles between groups, each as "a → b → a". */
export function cycles(graph: Graph): string[] {
  const edges = new Map<string, Set<string>>();
  for (const [file, source] of graph) {
    for (const { to } of source.imports) {
      const [a, b] = [groupOf(file), groupOf(to)];
      if (a !== b) edges.set(a, (edges.get(a) ?? new Set()).add(b));
    }
  }
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (group: string, trail: string[]): void => {
    if (state.get(group) === 'done') return;
    if (state.get(group) === 'open') {
      found.push([...trail.slice(trail.indexOf(group)), group].join(' → '));
      return;
    }
    state.set(group, 'open');
    for (const next of edges.get(group) ?? []) visit(next, [...trail, group]);
    state.set(group, 'done');
  };
  for (const group of edges.keys()) visit(group, []);
  return found;
}

/** Cycles between files whose path starts with one of `under`, each as "a → b → a". Every import
 * counts, types too: a type-only loop still ties two modules into one. */
export function fileCycles(graph: Graph, under: readonly string[]): string[] {
  const inside = (file: string) => under.some((folder) => file.startsWith(folder));
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, trail: string[]): void => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      found.push([...trail.slice(trail.indexOf(file)), file].join(' → '));
      return;
    }
    state.set(file, 'open');
    for (const { to } of graph.get(file)?.imports ?? []) {
      if (inside(to)) visit(to, [...trail, file]);
    }
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].filter(inside).sort()) visit(file, []);
  return found;
}

/** The lines where a file reads the environment: `process.env`, `process['env']`, `{ env } =
 * process` or `env` imported from node:process; comments and strings aside. */
export function environmentReads(file: string, text: string): number[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const isProcess = (node: ts.Node) => ts.isIdentifier(node) && node.text === 'process';
  const lines: number[] = [];
  const visit = (node: ts.Node): void => {
    const reads =
      (ts.isPropertyAccessExpression(node) &&
        isProcess(node.expression) &&
        node.name.text === 'env') ||
      (ts.isElementAccessExpression(node) &&
        isProcess(node.expression) &&
        ts.isStringLiteralLike(node.argumentExpression) &&
        node.argumentExpression.text === 'env') ||
      (ts.isVariableDeclaration(node) &&
        !!node.initializer &&
        isProcess(node.initializer) &&
        ts.isObjectBindingPattern(node.name) &&
        node.name.elements.some((e) => (e.propertyName ?? e.name).getText(source) === 'env')) ||
      (ts.isImportDeclaration(node) &&
        ts.isStringLiteral(node.moduleSpecifier) &&
        /^(node:)?process$/.test(node.moduleSpecifier.text) &&
        !!node.importClause?.namedBindings &&
        ts.isNamedImports(node.importClause.namedBindings) &&
        node.importClause.namedBindings.elements.some(
          (e) => (e.propertyName ?? e.name).text === 'env',
        ));
    if (reads) lines.push(source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}
