import path from 'node:path';
import { parseTrustProxy } from './identity';

/**
 * Settings of the built-in endpoints, read from the environment on the server only.
 * Each getter throws a message naming the setting when its value cannot be used.
 */

/** Where the SQLite database lives: DATA_DIR, or ./data beside the app. */
export function dataDir(): string {
  const raw = process.env.DATA_DIR?.trim();
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), raw || 'data');
}

/** SMTP_URL, e.g. smtps://user:password@mail.example.com:465; unset means messages are only stored. */
export function smtpUrl(): string | undefined {
  const raw = process.env.SMTP_URL?.trim();
  return raw ? parseSmtpUrl(raw) : undefined;
}

export function parseSmtpUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(`SMTP_URL must be a URL such as smtps://user:password@mail.example.com:465`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}//"`);
  }
  return raw.trim();
}

/** A relay on this machine, reached without crossing a network. */
const LOCAL_RELAY = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * The address nodemailer is given for SMTP_URL. With smtp:// it upgrades the connection with
 * STARTTLS only when the server offers it, so anyone on the path who strips the offer would read
 * the password and the messages: to another machine the upgrade is required (the delivery fails
 * and is retried rather than sent in clear). A relay on this machine, smtps://, or an explicit
 * `?requireTLS=false` are left as they are.
 */
export function smtpTransportUrl(raw: string): string {
  const url = new URL(raw.trim());
  if (url.protocol !== 'smtp:' || LOCAL_RELAY.test(url.hostname)) return raw.trim();
  if (!url.searchParams.has('requireTLS')) url.searchParams.set('requireTLS', 'true');
  return url.href;
}

/** SMTP_FROM: the sender of notification e-mails; defaults to the owner's own address. */
export const smtpFrom = () => process.env.SMTP_FROM?.trim() || undefined;

export type RateLimit = { max: number; windowMs: number } | null;

const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000 };

/** "5/10m" → 5 per 10 minutes; "off" → no limit. */
export function parseRateLimit(raw: string, setting: string): RateLimit {
  const value = raw.trim().toLowerCase();
  if (value === 'off') return null;
  const match = /^(\d+)\s*\/\s*(\d+)\s*([smh])$/.exec(value);
  const max = Number(match?.[1]);
  const windowMs = Number(match?.[2]) * (UNITS[match?.[3] ?? ''] ?? NaN);
  if (!match || !(max > 0) || !(windowMs > 0)) {
    throw new Error(
      `${setting} must look like "5/10m" (count / time in s, m or h) or "off", got "${raw}"`,
    );
  }
  return { max, windowMs };
}

/** Messages one sender may leave: CONTACT_RATE_LIMIT, default 5 in 10 minutes. */
export const contactRateLimit = () =>
  parseRateLimit(process.env.CONTACT_RATE_LIMIT ?? '5/10m', 'CONTACT_RATE_LIMIT');

/** Messages the whole site accepts, whatever their senders: CONTACT_SITE_RATE_LIMIT, default 60 an hour. */
export const contactSiteRateLimit = () =>
  parseRateLimit(process.env.CONTACT_SITE_RATE_LIMIT ?? '60/1h', 'CONTACT_SITE_RATE_LIMIT');

/** The proxies whose forwarding headers are believed: TRUST_PROXY, default none (lib/server/identity.ts). */
export const trustProxy = () => parseTrustProxy(process.env.TRUST_PROXY);

/** Page views one sender may report: EVENTS_RATE_LIMIT, default 120 a minute. */
export const eventsRateLimit = () =>
  parseRateLimit(process.env.EVENTS_RATE_LIMIT ?? '120/1m', 'EVENTS_RATE_LIMIT');

/** Page views the whole site records, whoever reports them: EVENTS_SITE_RATE_LIMIT, default 3,000 an hour. */
export const eventsSiteRateLimit = () =>
  parseRateLimit(process.env.EVENTS_SITE_RATE_LIMIT ?? '3000/1h', 'EVENTS_SITE_RATE_LIMIT');

const DAYS: Record<string, number> = { h: 1 / 24, d: 1, w: 7 };

/** "365d", "52w", "48h" → milliseconds; "off" → null (kept for ever). */
export function parseRetention(raw: string, setting: string): number | null {
  const value = raw.trim().toLowerCase();
  if (value === 'off') return null;
  const match = /^(\d+)\s*([hdw])$/.exec(value);
  const ms = Number(match?.[1]) * (DAYS[match?.[2] ?? ''] ?? NaN) * 86_400_000;
  if (!match || !(ms > 0)) {
    throw new Error(
      `${setting} must be a time such as "365d", "52w" or "48h", or "off" to keep everything, got "${raw}"`,
    );
  }
  return ms;
}

const BYTES: Record<string, number> = { kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** "256MB", "1GB", "512KB" → bytes. */
export function parseSize(raw: string, setting: string, { min = 0 } = {}): number {
  const match = /^(\d+(?:\.\d+)?)\s*(kb|mb|gb)$/i.exec(raw.trim());
  const bytes = Math.round(Number(match?.[1]) * (BYTES[match?.[2]?.toLowerCase() ?? ''] ?? NaN));
  if (!match || !(bytes >= min)) {
    throw new Error(
      `${setting} must be a size such as "256MB" or "1GB"${min ? ` of at least ${min / 1024 ** 2} MB` : ''}, got "${raw}"`,
    );
  }
  return bytes;
}

/** How long page views are kept: EVENTS_RETENTION, default a year. */
export const eventsRetention = () =>
  parseRetention(process.env.EVENTS_RETENTION ?? '365d', 'EVENTS_RETENTION');

/** The most the page-view file may take on disk: EVENTS_MAX_SIZE, default 256 MB (at least 1 MB). */
export const eventsMaxSize = () =>
  parseSize(process.env.EVENTS_MAX_SIZE ?? '256MB', 'EVENTS_MAX_SIZE', { min: 1024 ** 2 });

/** How long messages are kept: MESSAGES_RETENTION, default for ever ("off"). */
export const messagesRetention = () =>
  parseRetention(process.env.MESSAGES_RETENTION ?? 'off', 'MESSAGES_RETENTION');

/**
 * The free space the data folder's disk must keep: DISK_MIN_FREE, default 256 MB. Below it,
 * /api/health reports the site unhealthy and page views are no longer written, so what is left
 * goes to messages.
 */
export const diskMinFree = () => parseSize(process.env.DISK_MIN_FREE ?? '256MB', 'DISK_MIN_FREE');
