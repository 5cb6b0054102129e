import Database from 'better-sqlite3';
import path from 'node:path';
import type { PostgresDatabase } from '../engines/postgres';
import { DATABASE_FILE, MessageStore } from '../messages';
import { openData } from '../open';
import { storesInTempDirs } from './fixture';
import { BACKENDS, postgresDatabases, query } from './postgres';

export type Backend = (typeof BACKENDS)[number];

/** `open()` makes an empty message store on `backend`, ready for use; it goes after each test.
 * `hold(id)` marks a message of the store opened last as held, behind the store's back. */
export function messageStores(backend: Backend) {
  if (backend === 'sqlite') {
    const stores = storesInTempDirs((dir) => openData({ dataDir: dir }).messages());
    return {
      open: async (): Promise<MessageStore> => stores.open(),
      async hold(id: number) {
        const file = new Database(path.join(stores.lastDir(), DATABASE_FILE));
        file.prepare('UPDATE messages SET held = 1 WHERE id = ?').run(id);
        file.close();
      },
    };
  }
  const databases = postgresDatabases();
  let last: PostgresDatabase | null = null;
  return {
    async open(): Promise<MessageStore> {
      last = await databases.open();
      const store = new MessageStore(last);
      await store.ready();
      return store;
    },
    async hold(id: number) {
      await query(last!, 'UPDATE messages SET held = true WHERE id = $1', [id]);
    },
  };
}
