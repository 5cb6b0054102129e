/** A timeline's month: "2019-03". */
export const MONTH = /^[12]\d{3}-(?:0[1-9]|1[0-2])$/;

/** A timeline's "2019-03" in the words of `locale`, "Mar 2019"; a year or other text as written. */
export function timelineDate(value: string | number, locale: string): string {
  const written = String(value).trim();
  if (!MONTH.test(written)) return written;
  const [year, month] = written.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, month! - 1, 1)));
}

/** "Mar 2019 – Aug 2023", "2020 – Present": one en dash everywhere, and no line starting with it.
 * Inside a date, a no-break space keeps "Mar 2019" on one line. */
export function timelineRange(
  from: string | number,
  to: string | number | undefined,
  present: string,
  locale: string,
): string {
  const date = (value: string | number) => timelineDate(value, locale).replace(/ /g, '\u00a0');
  return `${date(from)}\u00a0– ${to === undefined ? present : date(to)}`;
}
