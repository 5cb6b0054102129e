import 'server-only';
import { stores } from '@/lib/store';

/** The periods the visitors' page offers, in days: each ends now and starts at a UTC midnight. */
export const PERIODS = [7, 30, 90, 365] as const;
export type Period = (typeof PERIODS)[number];

export const periodOf = (value: unknown): Period =>
  PERIODS.find((days) => String(days) === value) ?? 30;

const DAY_MS = 86_400_000;

/** The most rows a list shows: whatever a stranger reports, the page stays one page. */
export const TOP = 50;

export function rangeOf(days: Period, now = new Date()) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { from: new Date(today - (days - 1) * DAY_MS), to: now };
}

/** Every day of the range, those without a view included, so a chart and its table show gaps. */
export function everyDay(
  range: { from: Date; to: Date },
  byDay: { day: string; views: number }[],
): { day: string; views: number }[] {
  const views = new Map(byDay.map((row) => [row.day, row.views]));
  const days: { day: string; views: number }[] = [];
  for (let at = range.from.getTime(); at <= range.to.getTime(); at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    days.push({ day, views: views.get(day) ?? 0 });
  }
  return days;
}

/** The figures of the visitors' page, read from the stores for one period. */
export async function visitorFigures(days: Period, now = new Date()) {
  const range = rangeOf(days, now);
  const { pageViews, messages, privateLinks } = await stores();
  const [views, enquiries, opens] = await Promise.all([
    pageViews.totals(range, { top: TOP }),
    messages.perOffer(range),
    privateLinks.opensBetween(range, TOP),
  ]);
  return { range, views, perDay: everyDay(range, views.byDay), enquiries, opens };
}
