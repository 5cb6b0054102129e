import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { contentFolder } from '../site-folder';
import { raw, RENAMED_SETTINGS, SETTINGS, type SettingName } from './definitions';
import {
  parseCsp,
  parseFolder,
  parseHttpUrl,
  parseMailbox,
  parseOnOff,
  parsePort,
  parseRateLimit,
  parseRetention,
  parseSize,
  parseDatabaseUrl,
  parseSmtpUrl,
  parseTimeZone,
  parseTrustProxy,
} from './parsers';

// Server code reads settings here, the browser its few in ./public.ts. The build and the start
// call checkSettings first, so a bad value stops either with a message naming the setting.

export type { RateLimit } from './parsers';
export { parseHttpUrl } from './parsers';

type Env = Record<string, string | undefined>;

/** One setting as a zod field: blank means its default, and the parser's error is the issue. */
const setting = <T>(name: SettingName, parse: (value: string, name: SettingName) => T) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parse(raw(name, value), name);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    });

const optional =
  <T>(parse: (value: string, name: SettingName) => T) =>
  (value: string, name: SettingName) =>
    value ? parse(value, name) : undefined;

/** Folders in settings are relative to where the command runs. */
const folder = (value: string, name: SettingName) =>
  path.resolve(/*turbopackIgnore: true*/ process.cwd(), parseFolder(value, name));

const schema = z
  .object({
    SITE_URL: setting(
      'SITE_URL',
      (v, n) => new URL(parseHttpUrl(v, n, 'https://example.com').origin),
    ),
    NEXT_PUBLIC_API_URL: setting(
      'NEXT_PUBLIC_API_URL',
      optional((v, n) =>
        parseHttpUrl(v, n, 'https://api.example.com', { plain: true }).href.replace(/\/+$/, ''),
      ),
    ),
    NEXT_PUBLIC_TIME_ZONE: setting('NEXT_PUBLIC_TIME_ZONE', parseTimeZone),
    NEXT_PUBLIC_LIGHTGALLERY_LICENSE_KEY: setting('NEXT_PUBLIC_LIGHTGALLERY_LICENSE_KEY', String),
    CSP_EXTRA: setting('CSP_EXTRA', (v, n) => (v ? parseCsp(v, n) : new Map<string, string[]>())),
    DEFERRED_HYDRATION: setting('DEFERRED_HYDRATION', parseOnOff),
    // Unset: the content's folder (lib/content/site-folder.ts): the owner's site/, or the sample.
    CONFIG_DIR: setting('CONFIG_DIR', (v, n) =>
      v ? folder(v, n) : path.join(contentFolder(process.cwd()), 'config'),
    ),
    PORT: setting('PORT', parsePort),
    HOSTNAME: setting('HOSTNAME', String),
    TRUST_PROXY: setting('TRUST_PROXY', parseTrustProxy),
    DATA_DIR: setting('DATA_DIR', folder),
    DATABASE_URL: setting('DATABASE_URL', optional(parseDatabaseUrl)),
    PRIVATE_DIR: setting('PRIVATE_DIR', folder),
    // Unset: none in production, whose server reads a release's copy; the content's folder in dev.
    SITE_DIR: setting('SITE_DIR', optional(folder)),
    SMTP_URL: setting('SMTP_URL', optional(parseSmtpUrl)),
    SMTP_FROM: setting('SMTP_FROM', optional(parseMailbox)),
    CONTACT_RATE_LIMIT: setting('CONTACT_RATE_LIMIT', parseRateLimit),
    CONTACT_SITE_RATE_LIMIT: setting('CONTACT_SITE_RATE_LIMIT', parseRateLimit),
    EVENTS_RATE_LIMIT: setting('EVENTS_RATE_LIMIT', parseRateLimit),
    EVENTS_BLOCK_RATE_LIMIT: setting('EVENTS_BLOCK_RATE_LIMIT', parseRateLimit),
    EVENTS_RETENTION: setting('EVENTS_RETENTION', parseRetention),
    EVENTS_MAX_SIZE: setting('EVENTS_MAX_SIZE', (v, n) => parseSize(v, n, { min: 1024 ** 2 })),
    MESSAGES_RETENTION: setting('MESSAGES_RETENTION', parseRetention),
    DISK_MIN_FREE: setting('DISK_MIN_FREE', parseSize),
  } satisfies Record<SettingName, z.ZodType>)
  .transform((s) => ({
    siteUrl: s.SITE_URL,
    apiUrl: s.NEXT_PUBLIC_API_URL ?? '',
    timeZone: s.NEXT_PUBLIC_TIME_ZONE,
    cspExtra: s.CSP_EXTRA,
    deferredHydration: s.DEFERRED_HYDRATION,
    configDir: s.CONFIG_DIR,
    port: s.PORT,
    hostname: s.HOSTNAME,
    trustProxy: s.TRUST_PROXY,
    dataDir: s.DATA_DIR,
    databaseUrl: s.DATABASE_URL ?? null,
    privateDir: s.PRIVATE_DIR,
    siteDir: s.SITE_DIR ?? null,
    smtpUrl: s.SMTP_URL,
    smtpFrom: s.SMTP_FROM,
    contactRateLimit: s.CONTACT_RATE_LIMIT,
    contactSiteRateLimit: s.CONTACT_SITE_RATE_LIMIT,
    eventsRateLimit: s.EVENTS_RATE_LIMIT,
    eventsBlockRateLimit: s.EVENTS_BLOCK_RATE_LIMIT,
    eventsRetention: s.EVENTS_RETENTION,
    eventsMaxSize: s.EVENTS_MAX_SIZE,
    messagesRetention: s.MESSAGES_RETENTION,
    diskMinFree: s.DISK_MIN_FREE,
  }));

export type Settings = z.output<typeof schema>;

/** Settings that may hold a password: an error names them, never their value. */
const SECRET_SETTINGS = new Set(['SMTP_URL', 'DATABASE_URL']);

/** Every setting checked at once; throws one message listing each bad one (never a password). */
export function checkSettings(env: Env = process.env): Settings {
  const values = Object.fromEntries(Object.keys(SETTINGS).map((name) => [name, env[name]]));
  const result = schema.safeParse(values);
  const renamed = Object.entries(RENAMED_SETTINGS)
    .filter(([name]) => env[name]?.trim())
    .map(([name, now]) => `  - ${name} is now ${now}`);
  if (result.success && renamed.length === 0) return result.data;
  const lines = (result.error?.issues ?? []).map((issue) => {
    const name = String(issue.path[0]);
    const message = issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
    const value = SECRET_SETTINGS.has(name) ? '' : ` (it is "${env[name]}")`;
    return `  - ${message}${value}`;
  });
  throw new Error(`Invalid settings in the environment:\n${[...renamed, ...lines].join('\n')}`);
}

let cached: Settings | undefined;

export function settings(): Settings {
  cached ??= checkSettings();
  return cached;
}

export const isSiteUrlSet = (env: Env = process.env) => !!env.SITE_URL?.trim();

export const siteUrl = () => settings().siteUrl;

/** The site's address as a reader may see it: none without SITE_URL, whose default is this
 * machine's (localhost), no address for a visitor. */
export const shownSiteUrl = (): URL | undefined => (isSiteUrlSet() ? siteUrl() : undefined);

/** Where printed links' addresses start (globals.scss): without it, paper shows none. */
export function printOriginRule(): string {
  const shown = shownSiteUrl();
  return shown ? `:root{--site-origin:${JSON.stringify(shown.origin)}}` : '';
}

/** Where `next build` writes, relative to the project (NEXT_DIST_DIR: the tests build elsewhere
 * so as not to overwrite the real build). */
export function distDir(env: Env = process.env): string {
  const value = env.NEXT_DIST_DIR?.trim() || '.next';
  const folder = path.normalize(parseFolder(value, 'NEXT_DIST_DIR'));
  if (path.isAbsolute(folder) || folder === '.' || folder.split(path.sep)[0] === '..') {
    throw new Error(
      `Invalid settings in the environment:\n  - NEXT_DIST_DIR must be a folder inside the project, such as .next (it is "${value}")`,
    );
  }
  return folder;
}

/** The environment of a command this one starts: its own, with `changes` over it. */
export const childEnvironment = (changes: Env = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  ...changes,
});

/** DATABASE_URL where a command cannot go without it (`npm run data:to-postgres`). */
export function requiredDatabaseUrl(env: Env = process.env): string {
  const url = env.DATABASE_URL?.trim();
  if (!url) {
    throw new Error(
      'DATABASE_URL is not set: set it to the database to copy into, such as postgres://portfolio:password@localhost:5432/portfolio',
    );
  }
  return parseDatabaseUrl(url);
}

/** What must be the same on every instance of one site: the build, Next's deployment id, and the
 * key its server actions are sealed and named with (a fingerprint of it, never the key). */
export type InstanceBuild = { buildId: string; deploymentId: string; actionKey: string };

/** This release as build/start.mjs found it (PORTFOLIO_INSTANCE); none in `next dev`. */
export const instanceBuild = (): InstanceBuild | null =>
  JSON.parse(process.env.PORTFOLIO_INSTANCE ?? 'null') as InstanceBuild | null;

export function checkDataDir(dir: string) {
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new Error(
      `Invalid settings in the environment:\n  - DATA_DIR: the database folder ${dir} cannot be created or written to (${code})`,
    );
  }
}
