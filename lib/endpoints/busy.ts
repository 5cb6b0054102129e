/**
 * The server's SQLite connections wait for no lock (busy timeout 0): better-sqlite3 is
 * synchronous, so a wait inside SQLite would stop every other request. A locked database is
 * tried again after short pauses that leave the event loop free, then reported as busy.
 */

/** How long a request waits for another process's lock before it is answered "busy". */
export const BUSY_WAIT_MS = 1000;

/** The pause before the first retry; it doubles up to MAX_PAUSE_MS. */
const FIRST_PAUSE_MS = 5;
const MAX_PAUSE_MS = 200;

/** The database stayed locked by another connection for the whole wait. */
export class DatabaseBusy extends Error {
  constructor() {
    super('the database is locked by another process');
    this.name = 'DatabaseBusy';
  }
}

/** SQLITE_BUSY and SQLITE_LOCKED, with their extended codes (SQLITE_BUSY_SNAPSHOT, …). */
export const isLocked = (error: unknown) =>
  /^SQLITE_(BUSY|LOCKED)(_|$)/.test(String((error as { code?: unknown } | null)?.code ?? ''));

/** Runs `work` now; undefined when the database is locked (whenFree then waits for it). */
export function ifFree<T>(work: () => T): T | undefined {
  try {
    return work();
  } catch (error) {
    if (isLocked(error)) return undefined;
    throw error;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work`, one synchronous SQLite call or transaction (all or nothing, so it can run again);
 * while the database is locked it is tried again until `maxWaitMs` have passed, then DatabaseBusy.
 */
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
