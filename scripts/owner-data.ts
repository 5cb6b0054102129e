/** What the owner commands (inbox, stats) share: a data file opened read-only, and plain failures. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { settings } from '../lib/settings';

const dataDir = () => settings().dataDir;

/** `main` gets null while DATA_DIR holds no such file. Any error is one line on stderr and exit
 * code 1. */
export function ownerCommand<Store extends { close(): void }>(
  command: string,
  file: string,
  open: (dir: string) => Store,
  main: (store: Store | null) => string,
) {
  let store: Store | null = null;
  try {
    store = existsSync(path.join(dataDir(), file)) ? open(dataDir()) : null;
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
