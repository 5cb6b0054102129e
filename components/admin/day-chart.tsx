import type { CSSProperties } from 'react';
import styles from './admin.module.scss';

export type PageViewsOfDay = { day: string; views: number };

export type DayChartLabels = {
  /** The table's caption, read by screen readers only: the section's heading shows it. */
  caption: string;
  /** Said to screen readers in place of the chart, which is drawn for the eye only. */
  chart: string;
  day: string;
  views: string;
  none: string;
};

/** Below this many days with views, bars would say less than the table: the table stands alone. */
export const CHART_MIN_DAYS = 4;

/** Past this many days a bar is too thin to spare a gap: the bars touch. */
const GAPLESS_FROM = 60;

/** Date labels under the bars at most, and half as many when the chart is narrow. */
const DATE_LABELS = 7;

/** The views per day of a period: bars with a y axis of round figures and dates below, then the
 * same figures in a table, newest first. `days` holds every day of the period, oldest first. */
export function DayChart({
  days,
  language,
  labels,
}: {
  days: PageViewsOfDay[];
  language: string;
  labels: DayChartLabels;
}) {
  const total = days.reduce((sum, row) => sum + row.views, 0);
  if (!total) return <p className={styles.empty}>{labels.none}</p>;
  const number = new Intl.NumberFormat(language);
  const longDay = dayFormat(language, { dateStyle: 'medium' });
  // Today first, then every day with views: empty days are the chart's gaps, not rows to read.
  const rows = days.filter((row, index) => row.views > 0 || index === days.length - 1).reverse();
  const drawn = days.filter((row) => row.views > 0).length >= CHART_MIN_DAYS;
  return (
    <>
      {drawn && <Bars days={days} language={language} label={labels.chart} />}
      <table className={styles.table}>
        <caption className="sr-only">{labels.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.day}</th>
            <th scope="col" data-figure>
              {labels.views}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.day}>
              <th scope="row">
                <time dateTime={row.day}>{longDay(row.day)}</time>
              </th>
              <td data-figure>{number.format(row.views)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function Bars({
  days,
  language,
  label,
}: {
  days: PageViewsOfDay[];
  language: string;
  label: string;
}) {
  const ticks = roundTicks(Math.max(...days.map((row) => row.views)));
  const top = ticks.at(-1)!;
  const number = new Intl.NumberFormat(language);
  const shortDay = dayFormat(language, { month: 'short', day: 'numeric' });
  const gapless = days.length > GAPLESS_FROM;
  const every = Math.ceil(days.length / DATE_LABELS);
  // Counted back from today, so the newest day always has its date.
  const dated = days
    .map((row, index) => ({ ...row, index, back: days.length - 1 - index }))
    .filter((row) => row.back % every === 0);
  const at = (index: number) => ((index + 0.5) / days.length) * 100;
  // The first and last dates end at the chart's edges rather than past them.
  const edge = ({ index, back }: { index: number; back: number }): CSSProperties | undefined =>
    back === 0 ? { right: 0 } : index === 0 ? { left: 0 } : undefined;
  const gutter = Math.max(...ticks.map((tick) => number.format(tick).length));
  return (
    <figure className={styles.chart} style={{ '--gutter': `${gutter + 1}ch` } as CSSProperties}>
      <div className={styles.plot} aria-hidden="true">
        <ol className={styles.yAxis}>
          {ticks.map((tick) => (
            <li key={tick} style={{ bottom: `${(tick / top) * 100}%` }}>
              <span>{number.format(tick)}</span>
            </li>
          ))}
        </ol>
        <svg
          className={styles.bars}
          viewBox={`0 0 ${days.length} ${top}`}
          preserveAspectRatio="none"
        >
          {days.map((row, index) => (
            <rect
              key={row.day}
              x={index + (gapless ? 0 : 0.15)}
              y={top - row.views}
              width={gapless ? 1 : 0.7}
              height={row.views}
            >
              <title>{`${shortDay(row.day)}: ${number.format(row.views)}`}</title>
            </rect>
          ))}
        </svg>
        <ol className={styles.xAxis}>
          {dated.map((row) => (
            <li
              key={row.day}
              style={edge(row) ?? { left: `${at(row.index)}%` }}
              data-edge={edge(row) ? true : undefined}
              data-minor={(row.back / every) % 2 === 1 || undefined}
            >
              {shortDay(row.day)}
            </li>
          ))}
        </ol>
      </div>
      <figcaption className="sr-only">{label}</figcaption>
    </figure>
  );
}

const dayFormat = (language: string, options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
};

/** Zero to at least `most` in four or five steps of 1, 2 or 5 times a power of ten. */
export function roundTicks(most: number): number[] {
  const rough = Math.max(1, most) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    Math.round([1, 2, 5, 10].map((n) => n * power).find((n) => n >= rough)!),
  );
  const steps = Math.max(1, Math.ceil(most / step));
  return Array.from({ length: steps + 1 }, (_, index) => index * step);
}
