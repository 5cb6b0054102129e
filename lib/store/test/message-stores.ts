import Database from 'better-sqlite3';
import { SqlMessageStore } from '../messages';
import type { PostgresDatabase } from '../engines/postgres';
import { SqliteMessageStore } from '../messages';
import type { MessageStore } from '../messages';
import { storesInTempDirs } from './fixture';
import { BACKENDS, postgresDatabases } from './postgres';

export type Backend = (typeof BACKENDS)[number];

/** `open()` makes an empty message store on `backend`, ready for use; it goes after each test.
 * `hold(id)` marks a message of the store opened last as held, behind the store's back. */
export function messageStores(backend: Backend) {
  if (backend === 'sqlite') {
    const stores = storesInTempDirs((dir) => new SqliteMessageStore(dir));
    let last: SqliteMessageStore | null = null;
    return {
      open: async (): Promise<MessageStore> => (last = stores.open()),
      async hold(id: number) {
        const file = new Database(last!.file);
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
      const store = new SqlMessageStore(last);
      await store.ready();
      return store;
    },
    async hold(id: number) {
      await last!.query('UPDATE messages SET held = true WHERE id = $1', [id]);
    },
  };
}
