/**
 * npm run inbox [-- --since 7d|2026-11-01] [--limit N] [--json]
 * Lists the messages left through the contact form, newest first.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatInbox, parseWhen } from '../lib/server/reports';
import { dataDir } from '../lib/server/settings';
import { DATABASE_FILE, Store } from '../lib/server/store';

function main() {
  const { values } = parseArgs({
    options: {
      since: { type: 'string' },
      limit: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  const dir = dataDir();
  if (!existsSync(path.join(dir, DATABASE_FILE))) {
    if (values.json) console.log('[]');
    else
      console.log(
        `No messages yet: there is no database in ${dir} (set DATA_DIR if it lives elsewhere).`,
      );
    return;
  }
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) {
    throw new Error(`--limit must be a whole number above 0, got "${values.limit}"`);
  }
  const store = new Store(dir, { readonly: true });
  try {
    const messages = store.listMessages({
      since: values.since ? parseWhen(values.since) : undefined,
      limit,
    });
    console.log(values.json ? JSON.stringify(messages, null, 2) : formatInbox(messages));
  } finally {
    store.close();
  }
}

try {
  main();
} catch (error) {
  console.error(`inbox: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
