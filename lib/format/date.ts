import { DATE_LOCALE } from '@/lib/constants';
import { timeZone } from '@/lib/settings/public';

/** The calendar day of a creation date: one written without a time is that day wherever the
 * page is read; an export's instant falls on the day it was where the owner works. */
function calendarDay(value: string | null | undefined, zone: string) {
  const written = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value?.trim() ?? '');
  if (written) {
    const [, year, month, day] = written.map(Number);
    return { date: new Date(Date.UTC(year!, month! - 1, day || 1)), timeZone: 'UTC' };
  }
  const date = new Date(value ?? '');
  return value && !Number.isNaN(date.getTime()) ? { date, timeZone: zone } : undefined;
}

/** "2024-03-05", "2024-03" or "2024-03-05T14:07:00Z" → "March 2024" in en-GB, "mars 2024" in
 * French: a project's month, in the page's language, never with a time of day. */
export function formatMonth(
  value: string | null | undefined,
  locale: string = DATE_LOCALE,
  zone = timeZone(),
) {
  const day = calendarDay(value, zone);
  if (!day) return undefined;
  const { date, timeZone: dayZone } = day;
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: dayZone,
  }).format(date);
}

/** The same date's year alone, "2024", in the page's numerals. */
export function formatYear(
  value: string | null | undefined,
  locale: string = DATE_LOCALE,
  zone = timeZone(),
) {
  const day = calendarDay(value, zone);
  return (
    day &&
    new Intl.DateTimeFormat(locale, { year: 'numeric', timeZone: day.timeZone }).format(day.date)
  );
}

/** The `<time datetime>` of a date: a day or a month as written, else the instant in UTC. */
export function isoDate(value: string | null | undefined): string | undefined {
  if (value && /^\d{4}-\d{2}(?:-\d{2})?$/.test(value.trim())) return value.trim();
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The day it is at `now` in `zone`, as "YYYY-MM-DD": where the owner works, not the server. */
export function dayIn(zone = timeZone(), now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Whether the day "YYYY-MM-DD" has come where the owner works. */
export const dayHasCome = (day: string | undefined, zone = timeZone(), now = new Date()) =>
  Boolean(day) && dayIn(zone, now) >= day!;

/** "2027-03-01" → "1 March 2027" in en-GB, "1 mars 2027" in French: the day as written. */
export const longDate = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** A date written "2022", "2022-06" or "2022-06-14", in the words of `locale`: "June 2022". */
export function formatPartialDate(value: string, locale: string): string {
  const [year, month, day] = value.split('-').map(Number);
  if (!month) return String(year);
  const date = new Date(Date.UTC(year!, month - 1, day ?? 1));
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    ...(day && { day: 'numeric' }),
    timeZone: 'UTC',
  }).format(date);
}

/** "2026-11-22T09:30:00.000Z" → "2026-11-22 09:30 UTC": a stored time, for the owner's terminal and e-mail. */
export const utcMinute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
