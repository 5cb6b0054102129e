import Database from 'better-sqlite3';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';

export type OpenOptions = {
  readonly?: boolean;
  busyTimeoutMs?: number;
};

/** Opens `file` in `dir`, creating both readable by this user alone, whatever the umask: what
 * visitors send is for the owner only, and SQLite's journal files take the file's mode. */
export function openPrivateDatabase(
  dir: string,
  file: string,
  { readonly = false, busyTimeoutMs = readonly ? 5000 : 0 }: OpenOptions = {},
) {
  const full = path.join(dir, file);
  if (!readonly) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    closeSync(openSync(full, 'a', 0o600));
  }
  return {
    file: full,
    db: new Database(full, { readonly, fileMustExist: readonly, timeout: busyTimeoutMs }),
  };
}
