import { countComments, trackedFiles } from './comments';

const count = (files: Record<string, string>) =>
  countComments(Object.keys(files), (file) => files[file]!);

test('counts comment-only lines, not code with a comment or comment markers inside strings', () => {
  const result = count({
    'a.ts': [
      '// why one',
      'const url = "http://example.com"; // trailing',
      '/**',
      ' * why two',
      ' */',
      "const s = '/* not a comment */';",
      '',
    ].join('\n'),
    'b.scss': ['// why three', '.a {', '  /* why four */', '  color: red;', '}'].join('\n'),
    'c.json': '// not a source file',
  });
  expect(result).toEqual({ lines: 11, comments: 6, blocks: [] });
});

test('finds the runs of four comment lines or more, where they start', () => {
  const result = count({
    'a.tsx': ['const a = 1;', '/*', ' one', ' two', '*/', '<b/>;'].join('\n'),
  });
  expect(result.blocks).toEqual([{ file: 'a.tsx', line: 2, lines: 4 }]);
});

test('the sources stay under 5 % comment lines, and no comment runs past three lines', () => {
  const { lines, comments, blocks } = countComments(trackedFiles());
  expect(comments / lines).toBeLessThan(0.05);
  expect(blocks.filter((block) => block.lines > 3)).toEqual([]);
});
