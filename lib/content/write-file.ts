import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The indentation a JSON text uses: its first indented line's, else two spaces. */
export function indentationOf(text: string): string {
  return /^([ \t]+)\S/m.exec(text)?.[1] ?? '  ';
}

/** Replaces `file` with `text` in one step: written beside it, flushed, then renamed over it, so
 * a reader sees the old file or the new one. The dotted name is one `npm run dev` does not follow. */
export function writeFileAtomically(file: string, text: string | Buffer) {
  // Modes set outright, not through the umask (the service's is 0077), so that the build, another
  // user on a server, reads what the dashboard wrote.
  const missing: string[] = [];
  for (let dir = path.dirname(file); !fs.existsSync(dir); dir = path.dirname(dir)) {
    missing.unshift(dir);
  }
  for (const dir of missing) {
    fs.mkdirSync(dir);
    fs.chmodSync(dir, 0o2775);
  }
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  const mode = fs.existsSync(file) ? fs.statSync(file).mode & 0o777 : 0o644;
  const handle = fs.openSync(temporary, 'wx', mode);
  try {
    fs.fchmodSync(handle, mode);
    fs.writeFileSync(handle, text);
    fs.fsyncSync(handle);
  } finally {
    fs.closeSync(handle);
  }
  try {
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

/** Reads a JSON file, lets `change` return its new value, and writes it back atomically with the
 * file's own indentation and final newline; keys keep the order they have in the value. */
export function updateJsonFile<T>(file: string, change: (value: T) => T): T {
  const before = fs.readFileSync(file, 'utf8');
  const next = change(JSON.parse(before) as T);
  const text =
    JSON.stringify(next, null, indentationOf(before)) + (before.endsWith('\n') ? '\n' : '');
  writeFileAtomically(file, text);
  return next;
}
