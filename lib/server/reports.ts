import type { PageViewTotals, StoredMessage } from './store';

/**
 * Makes text from visitors safe to print in a terminal: control characters (escape sequences,
 * carriage returns, bidi overrides) become visible \u{…} escapes. Newlines survive where allowed.
 */
export function escapeControl(text: string, { keepNewlines = false } = {}): string {
  return text.replace(
    /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    (char) => (keepNewlines && char === '\n' ? char : `\\u{${char.codePointAt(0)!.toString(16)}}`),
  );
}

const DURATION = /^(\d+)\s*([hdw])$/i;
const HOURS: Record<string, number> = { h: 1, d: 24, w: 168 };

/** "2026-11-01", an ISO time, or a span back from now: "24h", "7d", "2w". */
export function parseWhen(raw: string, now = new Date()): Date {
  const span = DURATION.exec(raw.trim());
  if (span) {
    return new Date(now.getTime() - Number(span[1]) * HOURS[span[2]!.toLowerCase()]! * 3_600_000);
  }
  const date = /^\d{4}-\d{2}-\d{2}$/.test(raw.trim())
    ? new Date(`${raw.trim()}T00:00:00Z`)
    : new Date(raw);
  if (Number.isNaN(date.getTime())) {
    throw new Error(
      `"${raw}" is not a date (2026-11-01), a time (2026-11-01T09:30Z) or a span (24h, 7d, 2w)`,
    );
  }
  return date;
}

const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

function delivery(message: StoredMessage): string {
  if (message.held) {
    return 'held: arrived while the site was over its site-wide limit (CONTACT_SITE_RATE_LIMIT), so it was not e-mailed';
  }
  if (message.deliveredAt) return `e-mailed ${when(message.deliveredAt)}`;
  if (message.deliveryAttempts > 0) {
    return `not e-mailed yet: ${message.deliveryAttempts} attempt(s), last error: ${escapeControl(message.deliveryError ?? '')}`;
  }
  return 'stored';
}

/** The inbox as plain text, newest first. */
export function formatInbox(messages: StoredMessage[]): string {
  if (!messages.length) return 'No messages.';
  const rule = '─'.repeat(72);
  const blocks = messages.map((m) => {
    const body = escapeControl(m.message, { keepNewlines: true })
      .split('\n')
      .map((line) => `  ${line}`)
      .join('\n');
    return [
      `#${m.id}  ${when(m.receivedAt)}  ${escapeControl(m.name)} <${escapeControl(m.email)}>`,
      `Subject: ${escapeControl(m.subject) || '(none)'}`,
      `Status: ${delivery(m)}`,
      '',
      body,
    ].join('\n');
  });
  const held = messages.filter((m) => m.held).length;
  return `${blocks.join(`\n${rule}\n`)}\n\n${messages.length} message(s)${held ? `, ${held} held` : ''}.`;
}

/** Page views per label and per day, with a bar per day scaled to the busiest. */
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
