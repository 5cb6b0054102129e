import fs from 'node:fs';
import path from 'node:path';

// What a publish is doing, kept in files of its own folder (<DATA_DIR>/publish) so that the
// server, which asks for a publish, and the publisher, which may run as another user (root on a
// server: deploy/portfolio-publish.service), share it without a database.

export type PublishState = 'idle' | 'building' | 'live' | 'failed';
/** Where a publish is: asked for and not yet taken, committing, installing, building, swapping. */
export type PublishStep = 'requested' | 'commit' | 'install' | 'build' | 'swap';

export type GitReport = {
  /** The commit made of the changed files, when there were any. */
  commit?: string;
  files?: string[];
  pushed?: boolean;
  /** The publishes' commits the owner's computer does not have yet, when they could not be pushed. */
  unpulled?: number;
  pullCommand?: string;
  problem?: string;
};

export type PublishRecord = {
  state: Exclude<PublishState, 'idle'>;
  step?: PublishStep;
  startedAt: string;
  finishedAt?: string;
  /** The publisher's process, while it builds: a building record whose process is gone failed. */
  pid?: number;
  buildId?: string;
  reason?: string;
  git?: GitReport;
};

export type PublishView = (PublishRecord | { state: 'idle' }) & { log: string[] };

export const STATE_FILE = 'state.json';
export const LOG_FILE = 'log.txt';
export const LOCK_FILE = 'lock';
/** The server's request, which starts the publisher (portfolio-publish.path watches it). */
export const REQUEST_FILE = 'request';
/** The log's end shown on the page: enough for a build's error, bounded whatever the log holds. */
export const LOG_TAIL_LINES = 30;
const LOG_TAIL_BYTES = 16 * 1024;
/** A request no publisher took within this long is said to be waiting for one. */
export const UNTAKEN_MS = 20_000;

const STATES = new Set(['building', 'live', 'failed']);

/** The record in `dir`, or null when there is none or it is not one (a publish never ran). */
export function readRecord(dir: string): PublishRecord | null {
  try {
    const record = JSON.parse(fs.readFileSync(path.join(dir, STATE_FILE), 'utf8'));
    return record && STATES.has(record.state) && typeof record.startedAt === 'string'
      ? record
      : null;
  } catch {
    return null;
  }
}

/** Written whole or not at all: a new file renamed over the old one (a link planted under the
 * name is replaced, never followed). */
export function writeRecord(dir: string, record: PublishRecord) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const temporary = path.join(dir, `.${STATE_FILE}.${process.pid}.${Date.now()}`);
  fs.writeFileSync(temporary, `${JSON.stringify(record, null, 2)}\n`, { flag: 'wx', mode: 0o644 });
  fs.renameSync(temporary, path.join(dir, STATE_FILE));
}

/** The log's last lines, read from its end only. */
export function logTail(dir: string, lines = LOG_TAIL_LINES): string[] {
  let fd: number | undefined;
  try {
    fd = fs.openSync(path.join(dir, LOG_FILE), 'r');
    const size = fs.fstatSync(fd).size;
    const length = Math.min(size, LOG_TAIL_BYTES);
    const buffer = Buffer.alloc(length);
    fs.readSync(fd, buffer, 0, length, size - length);
    const text = buffer.toString('utf8');
    // A cut first line is dropped, unless the log is that one line.
    const all = text.split(/\r?\n/).filter((line, index) => line && (index > 0 || size === length));
    return all.slice(-lines).map(plain);
  } catch {
    return [];
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

// Terminal colours and other control characters, which a build prints, shown as nothing.
const plain = (line: string) =>
  line.replace(/\x1b\[[0-9;?]*[A-Za-z]|[\x00-\x08\x0b-\x1f\x7f]/g, '');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user (the publisher as root, seen from the server).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** What the page and the JSON show: a building record whose publisher is gone failed. */
export function currentView(dir: string): PublishView {
  const record = readRecord(dir);
  const log = logTail(dir);
  if (!record) return { state: 'idle', log };
  if (record.state === 'building' && record.pid !== undefined && !alive(record.pid)) {
    return {
      ...record,
      state: 'failed',
      pid: undefined,
      reason: 'The publish stopped before it finished (its process is gone).',
      log,
    };
  }
  return { ...record, log };
}

/** Whether a publish may start now; when not, why (one builds at a time). */
export function mayStart(view: PublishView): { ok: true } | { ok: false; reason: string } {
  if (view.state !== 'building') return { ok: true };
  return { ok: false, reason: 'A publish is already building: wait for it to finish.' };
}

/** The server's side: ask the publisher for a publish. Refused while one builds. */
export function requestPublish(dir: string, now = new Date()): PublishView {
  const view = currentView(dir);
  const may = mayStart(view);
  if (!may.ok) throw new PublishRefused(may.reason, view);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeRecord(dir, { state: 'building', step: 'requested', startedAt: now.toISOString() });
  // The publisher removes it when it starts; a new one changes the path unit's file.
  fs.writeFileSync(path.join(dir, REQUEST_FILE), `${now.toISOString()}\n`, { mode: 0o644 });
  return currentView(dir);
}

export class PublishRefused extends Error {
  constructor(
    message: string,
    readonly view: PublishView,
  ) {
    super(message);
  }
}

/** The publisher's one-at-a-time lock: a file made only if absent, holding its process id. A lock
 * whose process is gone (a crash, a reboot) is taken over. Answers a release function. */
export function takeLock(dir: string): (() => void) | null {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o644 });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isSafeInteger(holder) && holder > 0 && alive(holder)) return null;
      fs.rmSync(file, { force: true });
    }
  }
  return null;
}

/** The publish's folder, beside the database: the server and the publisher both know DATA_DIR. */
export const publishDirOf = (dataDir: string) => path.join(dataDir, 'publish');
