import { isLocked, whenFree } from '../engines/sqlite';

export { BUSY_WAIT_MS, isLocked, openPrivateDatabase, whenFree } from '../engines/sqlite';
export type { OpenOptions } from '../engines/sqlite';

/** Undefined when the database is locked: a first try that does not yield, before whenFree. */
export function ifFree<T>(work: () => T): T | undefined {
  try {
    return work();
  } catch (error) {
    if (isLocked(error)) return undefined;
    throw error;
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
