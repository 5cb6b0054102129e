/**
 * npm run stats [-- --from 30d|2026-11-01] [--to 2026-11-22] [--json]
 * Page views per page label and per day; the default range is the last 30 days.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatStats, parseWhen } from '../lib/server/reports';
import { dataDir } from '../lib/server/settings';
import { DATABASE_FILE, Store } from '../lib/server/store';

function main() {
  const { values } = parseArgs({
    options: {
      from: { type: 'string', default: '30d' },
      to: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  const from = parseWhen(values.from);
  // A bare date as --to includes that whole day.
  const to = values.to
    ? new Date(
        parseWhen(values.to).getTime() + (/^\d{4}-\d{2}-\d{2}$/.test(values.to) ? 86_400_000 : 0),
      )
    : new Date();
  if (to <= from) throw new Error('--to must come after --from');
  const dir = dataDir();
  if (!existsSync(path.join(dir, DATABASE_FILE))) {
    console.log(
      `No page views yet: there is no database in ${dir} (set DATA_DIR if it lives elsewhere).`,
    );
    return;
  }
  const store = new Store(dir, { readonly: true });
  try {
    const totals = store.pageViews({ from, to });
    console.log(
      values.json
        ? JSON.stringify({ from, to, ...totals }, null, 2)
        : formatStats(totals, { from, to }),
    );
  } finally {
    store.close();
  }
}

try {
  main();
} catch (error) {
  console.error(`stats: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
