import styles from './admin.module.scss';

/** Bars for the page views per day, drawn on the server; the table beside it holds the figures. */
export function DayChart({
  days,
  label,
}: {
  days: { day: string; views: number }[];
  label: string;
}) {
  const most = Math.max(1, ...days.map((row) => row.views));
  const width = 100 / Math.max(1, days.length);
  return (
    <figure className={styles.chart}>
      <svg viewBox="0 0 100 40" preserveAspectRatio="none" aria-hidden="true">
        {days.map((row, index) => {
          const height = (row.views / most) * 38;
          return (
            <rect
              key={row.day}
              x={index * width + width * 0.1}
              y={40 - height}
              width={width * 0.8}
              height={height}
            />
          );
        })}
      </svg>
      <figcaption className={styles.hint}>{label}</figcaption>
    </figure>
  );
}
