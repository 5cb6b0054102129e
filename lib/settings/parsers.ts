import { BlockList, isIP } from 'node:net';
import { isPlainOrigin } from '../origin';
import { parseCspExtra } from './csp-extra';

/** This machine's addresses, the one definition of "loopback" the settings and endpoints use. */
export function addLoopback(list: BlockList): BlockList {
  list.addSubnet('127.0.0.0', 8, 'ipv4');
  list.addAddress('::1', 'ipv6');
  return list;
}
const LOOPBACK = addLoopback(new BlockList());

export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  const family = isIP(bare);
  if (!family) return bare === 'localhost';
  return LOOPBACK.check(bare, family === 6 ? 'ipv6' : 'ipv4');
}

/** Each parser's error starts with the setting's name; ./index.ts lists them all at once. */

/** `plain`: its origin becomes a source of the Content-Security-Policy. */
export function parseHttpUrl(
  raw: string,
  setting: string,
  example: string,
  { plain = false } = {},
): URL {
  let url: URL | undefined;
  try {
    url = new URL(raw.trim());
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`${setting} must be an http(s) address such as ${example}`);
  }
  if (url.search || url.hash) throw new Error(`${setting} must not have a ?query or #fragment`);
  if (plain && !isPlainOrigin(url.origin)) {
    throw new Error(
      `${setting} must have a host of only letters, digits, hyphens and dots, such as ${example}`,
    );
  }
  return url;
}

export function parseTimeZone(raw: string, setting: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: raw });
  } catch {
    throw new Error(
      `${setting} must be an IANA time zone such as Europe/Paris or America/New_York`,
    );
  }
  return raw;
}

export function parsePort(raw: string, setting: string): number {
  const number = Number(raw);
  if (!/^\d+$/.test(raw) || number < 1 || number > 65_535) {
    throw new Error(`${setting} must be a whole number from 1 to 65535`);
  }
  return number;
}

export function parseFolder(raw: string, setting: string): string {
  if (/[\0\n\r]/.test(raw)) throw new Error(`${setting} must be a folder path`);
  return raw;
}

export function parseCsp(raw: string, setting: string) {
  try {
    return parseCspExtra(raw);
  } catch (error) {
    throw new Error(
      `${setting}: ${(error as Error).message}. Write it as CSP directives, e.g. "script-src https://plausible.io; img-src https://images.example.com"`,
    );
  }
}

export function parseOnOff(raw: string, setting: string): boolean {
  const value = raw.trim().toLowerCase();
  if (value === 'on' || value === 'off') return value === 'on';
  throw new Error(`${setting} must be "on" or "off"`);
}

export function parseSmtpUrl(raw: string, setting = 'SMTP_URL'): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${setting} must be a URL such as smtps://user:password@mail.example.com:465`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`${setting} must start with smtp:// or smtps://, got "${url.protocol}//"`);
  }
  return raw;
}

/** A PostgreSQL server's address; never repeated in an error, as it may hold a password. */
export function parseDatabaseUrl(raw: string, setting = 'DATABASE_URL'): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(
      `${setting} must be a URL such as postgres://portfolio:password@db.example.com:5432/portfolio`,
    );
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new Error(
      `${setting} must start with postgres:// or postgresql://, got "${url.protocol}//"`,
    );
  }
  if (!url.hostname && !url.searchParams.get('host')) {
    throw new Error(`${setting} must name the database server's host`);
  }
  return raw;
}

const ADDRESS = /^(?:[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+|[^<>]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>)$/;

export function parseMailbox(raw: string, setting: string): string {
  if (!ADDRESS.test(raw)) {
    throw new Error(
      `${setting} must be an address such as site@example.com or "Site <site@example.com>"`,
    );
  }
  return raw;
}

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

export type TrustedProxies = BlockList;

const TRUST_PROXY_FORMS =
  '"off", or "loopback", proxy addresses and address ranges separated by commas (such as "loopback, 10.0.0.2, 172.16.0.0/12")';

export function parseTrustProxy(raw: string | undefined): TrustedProxies {
  const value = raw?.trim().toLowerCase() ?? '';
  const trusted = new BlockList();
  if (!value || value === 'off') return trusted;
  for (const entry of value.split(',').map((part) => part.trim())) {
    if (entry === 'loopback') {
      addLoopback(trusted);
      continue;
    }
    const [written = '', prefix, ...rest] = entry.split('/');
    const address = prefix === undefined ? plainAddress(written) : written;
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address) || rest.length || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) {
      throw new Error(`TRUST_PROXY must be ${TRUST_PROXY_FORMS}, got "${raw}"`);
    }
    if (prefix === undefined) {
      trusted.addAddress(address, family);
      continue;
    }
    const bits = family === 'ipv6' ? 128 : 32;
    // A /0 would believe every sender's forwarding headers, which is what TRUST_PROXY guards.
    if (Number(prefix) < 1 || Number(prefix) > bits) {
      throw new Error(`TRUST_PROXY: the range "${entry}" needs a prefix length from 1 to ${bits}`);
    }
    trusted.addSubnet(address, Number(prefix), family);
  }
  return trusted;
}

/** An address without its IPv4-mapped prefix or zone ("::ffff:192.0.2.1" → "192.0.2.1"). */
export function plainAddress(address: string): string {
  const bare = address.trim().replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/.exec(bare);
  return mapped ? mapped[1]! : bare;
}
