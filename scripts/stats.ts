/** npm run stats [-- --from 30d|2026-11-01] [--to 2026-11-22] [--json] */
import { parseArgs } from 'node:util';
import { PAGE_VIEWS_FILE, PageViewStore } from '../lib/endpoints/events/page-views';
import { formatStats } from '../lib/endpoints/events/stats';
import { parseWhen } from '../lib/endpoints/report-text';
import { noDatabase, ownerCommand } from './owner-data';

ownerCommand(
  'stats',
  PAGE_VIEWS_FILE,
  (dir) => new PageViewStore(dir, { readonly: true, busyTimeoutMs: 5000 }),
  (store) => {
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
    if (!store) return noDatabase('page views');
    const totals = store.totals({ from, to });
    return values.json
      ? JSON.stringify({ from, to, ...totals }, null, 2)
      : formatStats(totals, { from, to });
  },
);
