import { DatabaseBusy } from '../types';
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
    createIfAbsent(full);
  }
  return {
    file: full,
    db: new Database(full, { readonly, fileMustExist: readonly, timeout: busyTimeoutMs }),
  };
}

/** Makes the file only where none exists, so no descriptor of a file SQLite may hold is ever
 * closed outside it: closing one drops every lock the process holds on the file, and another
 * process (the backup's sqlite3) would then delete the live write-ahead log. */
function createIfAbsent(file: string) {
  try {
    closeSync(openSync(file, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/** better-sqlite3 is synchronous, so connections wait for no lock (busy timeout 0): a wait inside
 * SQLite would stop every other request. Locked work is retried here between event-loop pauses. */

export const BUSY_WAIT_MS = 1000;

const FIRST_PAUSE_MS = 5;
const MAX_PAUSE_MS = 200;

export const isLocked = (error: unknown) =>
  /^SQLITE_(BUSY|LOCKED)(_|$)/.test(String((error as { code?: unknown } | null)?.code ?? ''));

/** Undefined when the database is locked: a first try that does not yield, before whenFree. */
export function ifFree<T>(work: () => T): T | undefined {
  try {
    return work();
  } catch (error) {
    if (isLocked(error)) return undefined;
    throw error;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `work` must be one synchronous SQLite call or transaction: it may run more than once. */
export async function whenFree<T>(work: () => T, maxWaitMs = BUSY_WAIT_MS): Promise<T> {
  const started = Date.now();
  for (let wait = FIRST_PAUSE_MS; ; wait = Math.min(wait * 2, MAX_PAUSE_MS)) {
    try {
      return work();
    } catch (error) {
      if (!isLocked(error)) throw error;
      const left = maxWaitMs - (Date.now() - started);
      if (left <= 0) throw new DatabaseBusy();
      await pause(Math.min(wait, left));
    }
  }
}

export type Retry = <T>(work: () => T, maxWaitMs?: number) => Promise<T>;

/** A connection with a busy timeout (an owner's command) lets SQLite wait, and is not retried. */
export const retryFor =
  (busyTimeoutMs: number): Retry =>
  (work, maxWaitMs) =>
    busyTimeoutMs > 0 ? new Promise((resolve) => resolve(work())) : whenFree(work, maxWaitMs);

/** Times are kept as ISO text, which sorts as the times do. */
export const iso = (time: Date) => time.toISOString();
