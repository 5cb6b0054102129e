import { escapeControl, when } from '../report-text';
import type { PageViewTotals } from './page-views';

export function formatStats(totals: PageViewTotals, range: { from: Date; to: Date }): string {
  const lines = [
    `Page views from ${when(range.from.toISOString())} to ${when(range.to.toISOString())}: ${totals.total}`,
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
  return lines.join('\n');
}
