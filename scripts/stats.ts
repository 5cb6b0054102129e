/** npm run stats [-- --from 30d|2026-11-01] [--to 2026-11-22] [--json] */
import { parseArgs } from 'node:util';
import { utcMinute } from '../lib/format/date';
import { PAGE_VIEWS_FILE } from '../lib/store/page-views';
import type { PageViewTotals } from '../lib/store/types';
import type { PageViewStore } from '../lib/store/page-views';
import { escapeControl, noDatabase, ownerCommand, parseWhen } from './owner-data';

export function formatStats(totals: PageViewTotals, range: { from: Date; to: Date }): string {
  const lines = [
    `Page views from ${utcMinute(range.from.toISOString())} to ${utcMinute(range.to.toISOString())}: ${totals.total}`,
  ];
  if (!totals.total) return lines.join('\n');
  const width = Math.max(...totals.byPage.map((row) => escapeControl(row.page).length), 4);
  lines.push('', 'By page');
  for (const row of totals.byPage) {
    lines.push(`  ${escapeControl(row.page).padEnd(width)}  ${String(row.views).padStart(7)}`);
  }
  const busiest = Math.max(...totals.byDay.map((row) => row.views));
  lines.push('', 'By day (UTC)');
  for (const row of totals.byDay) {
    const bar = '█'.repeat(Math.max(1, Math.round((row.views / busiest) * 40)));
    lines.push(`  ${row.day}  ${String(row.views).padStart(7)}  ${bar}`);
  }
  if (totals.byReferrer.length) {
    const referrers = Math.max(...totals.byReferrer.map((row) => row.referrer.length));
    lines.push('', 'From other sites');
    for (const row of totals.byReferrer) {
      lines.push(
        `  ${escapeControl(row.referrer).padEnd(referrers)}  ${String(row.views).padStart(7)}`,
      );
    }
  }
  return lines.join('\n');
}

if (require.main === module) {
  void ownerCommand<PageViewStore>(
    'stats',
    PAGE_VIEWS_FILE,
    (data) => data.pageViews({ readonly: true }),
    async (store) => {
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
            parseWhen(values.to).getTime() +
              (/^\d{4}-\d{2}-\d{2}$/.test(values.to) ? 86_400_000 : 0),
          )
        : new Date();
      if (to <= from) throw new Error('--to must come after --from');
      if (!store) return noDatabase('page views');
      const totals = await store.totals({ from, to });
      return values.json
        ? JSON.stringify({ from, to, ...totals }, null, 2)
        : formatStats(totals, { from, to });
    },
  );
}
