/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { indentationOf, updateJsonFile, writeFileAtomically } from './write-file';

const dirs: string[] = [];
const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-file-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

test('the indentation is the file’s own: tabs, four spaces, or two when it has none', () => {
  expect(indentationOf('{\n\t"a": 1\n}')).toBe('\t');
  expect(indentationOf('{\n    "a": 1\n}')).toBe('    ');
  expect(indentationOf('[]')).toBe('  ');
});

test('an update keeps the indentation, the order of the fields and the final newline', () => {
  const file = path.join(folder(), 'testimonials.json');
  const before =
    '{\n    "$schema": "./schema/testimonials.schema.json",\n    "data": [\n        {\n            "quote": "Q",\n            "name": "N"\n        }\n    ]\n}\n';
  fs.writeFileSync(file, before);
  updateJsonFile<{ data: object[] }>(file, (value) => ({
    ...value,
    data: [...value.data, { quote: 'New', name: 'Marie', project: 'kestrel-analytics' }],
  }));
  expect(fs.readFileSync(file, 'utf8')).toBe(
    '{\n    "$schema": "./schema/testimonials.schema.json",\n    "data": [\n        {\n            "quote": "Q",\n            "name": "N"\n        },\n        {\n            "quote": "New",\n            "name": "Marie",\n            "project": "kestrel-analytics"\n        }\n    ]\n}\n',
  );
});

test('the file is replaced whole, its mode kept, and no temporary file is left', () => {
  const dir = folder();
  const file = path.join(dir, 'a.json');
  fs.writeFileSync(file, '{}', { mode: 0o640 });
  const inode = fs.statSync(file).ino;
  writeFileAtomically(file, '{"b":1}');
  expect(fs.readFileSync(file, 'utf8')).toBe('{"b":1}');
  expect(fs.statSync(file).mode & 0o777).toBe(0o640);
  // A rename, not a write in place: a reader holding the old file keeps reading it whole.
  expect(fs.statSync(file).ino).not.toBe(inode);
  expect(fs.readdirSync(dir)).toEqual(['a.json']);
});

test('a change that throws leaves the file as it was', () => {
  const dir = folder();
  const file = path.join(dir, 'a.json');
  fs.writeFileSync(file, '{\n  "a": 1\n}\n');
  expect(() =>
    updateJsonFile(file, () => {
      throw new Error('refused');
    }),
  ).toThrow('refused');
  expect(fs.readFileSync(file, 'utf8')).toBe('{\n  "a": 1\n}\n');
  expect(fs.readdirSync(dir)).toEqual(['a.json']);
});

test('under the service’s umask, a new file and its new folders are still readable by the build', () => {
  const before = process.umask(0o077);
  try {
    const dir = folder();
    const file = path.join(dir, 'images', 'testimonials', 'a.webp');
    writeFileAtomically(file, Buffer.from([1, 2, 3]));
    expect(fs.statSync(file).mode & 0o777).toBe(0o644);
    expect(fs.statSync(path.join(dir, 'images')).mode & 0o7777).toBe(0o2775);
    expect(fs.statSync(path.dirname(file)).mode & 0o7777).toBe(0o2775);
  } finally {
    process.umask(before);
  }
});
