/** What the owner commands (inbox, stats) share: the site's database, read-only, and plain failures. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { settings } from '../lib/settings';

const dataDir = () => settings().dataDir;
import { DATABASE_FILE, Store } from '../lib/server/store';

/**
 * Runs `main` with the database opened read-only (null when there is none yet) and prints what it
 * returns. Any error is one line on stderr and exit code 1.
 */
export function ownerCommand(command: string, main: (store: Store | null) => string) {
  let store: Store | null = null;
  try {
    const file = path.join(dataDir(), DATABASE_FILE);
    store = existsSync(file) ? new Store(dataDir(), { readonly: true }) : null;
    console.log(main(store));
  } catch (error) {
    console.error(`${command}: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    store?.close();
  }
}

export const noDatabase = (what: string) =>
  `No ${what} yet: there is no database in ${dataDir()} (set DATA_DIR if it lives elsewhere).`;
