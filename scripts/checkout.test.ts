/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

// Files whose bytes count: fingerprinted, compared whole, or run by sh on the server.
const FILES = [
  'examples/sample/config/about.json',
  'examples/sample/config/schema/about.schema.json',
  'examples/sample/public/images/social/github.svg',
  'deploy/backup.sh',
  'package.json',
];

test('Git checks text out with LF on every system, Windows included, as it is committed', () => {
  const attributes = execFileSync('git', ['check-attr', 'text', 'eol', '--', ...FILES], {
    cwd: path.join(__dirname, '..'),
    encoding: 'utf8',
  });
  expect(attributes.trim().split('\n')).toEqual(
    FILES.flatMap((file) => [`${file}: text: auto`, `${file}: eol: lf`]),
  );
});
