import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import ts from 'typescript';

export type CommentBlock = { file: string; line: number; lines: number };
export type CommentCount = { lines: number; comments: number; blocks: CommentBlock[] };

const SOURCE = /\.(ts|tsx|mjs|js|scss)$/;

/** Which lines of a script hold only comments, from its syntax tree: strings and templates are code. */
function scriptCommentLines(text: string, jsx: boolean): boolean[] {
  const source = ts.createSourceFile(
    jsx ? 'x.tsx' : 'x.ts',
    text,
    ts.ScriptTarget.Latest,
    true,
    jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line;
  const count = text.split('\n').length;
  const comment = new Array<boolean>(count).fill(false);
  const code = new Array<boolean>(count).fill(false);
  const mark = (marks: boolean[], start: number, end: number) => {
    for (let line = lineOf(start); line <= lineOf(Math.max(start, end - 1)); line += 1)
      marks[line] = true;
  };
  const visit = (node: ts.Node) => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode)
      return;
    const children = node.getChildren(source);
    if (children.length) return children.forEach(visit);
    for (const range of ts.getLeadingCommentRanges(text, node.pos) ?? [])
      mark(comment, range.pos, range.end);
    if (node.end > node.getStart(source)) mark(code, node.getStart(source), node.end);
  };
  visit(source);
  return comment.map((isComment, line) => isComment && !code[line]);
}

function styleCommentLines(text: string): boolean[] {
  let open = false;
  return text.split('\n').map((line) => {
    const trimmed = line.trim();
    if (open) {
      open = !trimmed.includes('*/');
      return true;
    }
    if (trimmed.startsWith('//')) return true;
    if (!trimmed.startsWith('/*')) return false;
    open = !trimmed.includes('*/');
    return true;
  });
}

/** Non-blank lines, comment-only lines and runs of `minBlock` or more comment lines in `files`. */
export function countComments(
  files: string[],
  read = (file: string) => fs.readFileSync(file, 'utf8'),
  minBlock = 4,
): CommentCount {
  const result: CommentCount = { lines: 0, comments: 0, blocks: [] };
  for (const file of files.filter((name) => SOURCE.test(name))) {
    const text = read(file);
    const isComment = file.endsWith('.scss')
      ? styleCommentLines(text)
      : scriptCommentLines(text, /x$/.test(file));
    let run = 0;
    const close = (line: number) => {
      if (run >= minBlock) result.blocks.push({ file, line: line - run + 1, lines: run });
      run = 0;
    };
    text.split('\n').forEach((line, index) => {
      if (!line.trim()) return;
      result.lines += 1;
      if (!isComment[index]) return close(index);
      result.comments += 1;
      run += 1;
    });
    close(text.split('\n').length);
  }
  return result;
}

export const trackedFiles = () =>
  execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !file.startsWith('node_modules/') && fs.existsSync(file));

if (require.main === module) {
  const { lines, comments, blocks } = countComments(trackedFiles());
  console.log(
    `${comments} comment lines of ${lines} non-blank lines: ${((100 * comments) / lines).toFixed(1)} %`,
  );
  const long = blocks.filter((block) => block.lines > 3).sort((a, b) => b.lines - a.lines);
  console.log(`${long.length} comments longer than three lines:`);
  for (const block of long) console.log(`  ${block.file}:${block.line} (${block.lines} lines)`);
}
