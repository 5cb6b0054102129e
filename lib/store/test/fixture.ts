import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATABASE_FILE, SqliteEngine } from '../engines/sqlite';
import { openData } from '../open';
import type { Store } from '../sql';
import type { StoredMessage } from '../types';

export const tempDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-data-'));

export function connectionOf(store: Store) {
  if (!(store.engine instanceof SqliteEngine)) throw new Error('the store is not on SQLite');
  return store.engine.db;
}

/** `open()` makes a store in a data folder of its own; both go after each test. */
export function storesInTempDirs<Store extends { close(): unknown }>(make: (dir: string) => Store) {
  const opened: { dir: string; store: Store }[] = [];
  afterEach(() => {
    for (const { dir, store } of opened.splice(0)) {
      store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  return {
    open: () => {
      const dir = tempDataDir();
      const store = make(dir);
      opened.push({ dir, store });
      return store;
    },
    /** The data folder of the store opened last. */
    lastDir: () => opened.at(-1)!.dir,
  };
}

/** Takes the dashboard's steps (7 and 8) out of a messages' file, to make one from before. */
export const WITHOUT_DASHBOARD = `DROP INDEX messages_by_state; ALTER TABLE messages DROP COLUMN state;
  ALTER TABLE messages DROP COLUMN language; DROP TABLE admin_links; DROP TABLE admin_sessions;
  DROP TABLE admin_passkeys; DROP TABLE admin_attempts; DROP TABLE admin_challenges;`;

/** A message as the store takes it: no subject, no offer. */
export const STORED_MESSAGE = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  subject: '',
  message: 'Hello!',
  offer: null,
};

const MESSAGE_COLUMNS = `id, received_at AS receivedAt, name, email, subject, message, offer,
  sender_hash AS senderHash, delivered_at AS deliveredAt, delivery_attempts AS deliveryAttempts,
  delivery_error AS deliveryError, held = 1 AS held, state, language`;

const asMessage = (row: unknown): StoredMessage => {
  const message = row as StoredMessage;
  return { ...message, held: Boolean(message.held), state: message.state ?? 'new' };
};

/** What listMessages answers for `dir`, read at once with the file opened for the purpose. */
export function storedMessages(dir: string, { readonly = false } = {}): StoredMessage[] {
  openData({ dataDir: dir }).messages({ readonly }).close();
  const db = new Database(path.join(dir, DATABASE_FILE), { readonly: true });
  try {
    return db
      .prepare(`SELECT ${MESSAGE_COLUMNS} FROM messages ORDER BY received_at DESC, id DESC`)
      .all()
      .map(asMessage);
  } finally {
    db.close();
  }
}
