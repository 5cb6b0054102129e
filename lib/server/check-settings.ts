import fs from 'node:fs';
import { z } from 'zod';
import { parseCspExtra, type Directives } from '../headers/csp';
import { parseHttpUrl } from '../settings';
import { parseTrustProxy } from './identity';
import { parseRateLimit, parseRetention, parseSize, parseSmtpUrl } from './settings';

/**
 * Every deployment setting, checked at once with zod when the site is built (next.config) and
 * when the server starts (instrumentation). A bad value stops either with a message that names
 * the setting, its value and what it should look like.
 */

type Env = Record<string, string | undefined>;

/** Runs a getter that throws with a readable message, as a zod check of one setting. */
const by = <T>(parse: (value: string) => T) =>
  z.string().transform((value, context) => {
    try {
      return parse(value);
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

const httpOrigin = (setting: string, example: string) => (value: string) =>
  parseHttpUrl(value, setting, example);

const timeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value.trim() });
  } catch {
    throw new Error(
      'NEXT_PUBLIC_TIME_ZONE must be an IANA time zone such as Europe/Paris or America/New_York',
    );
  }
  return value.trim();
};

const port = (value: string) => {
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || number < 1 || number > 65_535) {
    throw new Error('PORT must be a whole number from 1 to 65535');
  }
  return number;
};

const ADDRESS = /^(?:[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+|[^<>]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>)$/;

const schema = z.object({
  SITE_URL: by(httpOrigin('SITE_URL', 'https://example.com')).optional(),
  NEXT_PUBLIC_API_URL: by(httpOrigin('NEXT_PUBLIC_API_URL', 'https://api.example.com')).optional(),
  NEXT_PUBLIC_TIME_ZONE: by(timeZone).optional(),
  DATA_DIR: z
    .string()
    .refine((value) => !/[\0\n\r]/.test(value), 'DATA_DIR must be a folder path')
    .optional(),
  SMTP_URL: by(parseSmtpUrl).optional(),
  TRUST_PROXY: by(parseTrustProxy).optional(),
  SMTP_FROM: z
    .string()
    .refine((value) => ADDRESS.test(value.trim()), {
      message: 'SMTP_FROM must be an address such as site@example.com or "Site <site@example.com>"',
    })
    .optional(),
  CSP_EXTRA: by((value) => {
    try {
      return parseCspExtra(value);
    } catch (error) {
      throw new Error(
        `CSP_EXTRA: ${(error as Error).message}. Write it as CSP directives, e.g. "script-src https://plausible.io; img-src https://images.example.com"`,
      );
    }
  }).optional(),
  CONTACT_RATE_LIMIT: by((value) => parseRateLimit(value, 'CONTACT_RATE_LIMIT')).optional(),
  CONTACT_SITE_RATE_LIMIT: by((value) =>
    parseRateLimit(value, 'CONTACT_SITE_RATE_LIMIT'),
  ).optional(),
  EVENTS_RATE_LIMIT: by((value) => parseRateLimit(value, 'EVENTS_RATE_LIMIT')).optional(),
  EVENTS_SITE_RATE_LIMIT: by((value) => parseRateLimit(value, 'EVENTS_SITE_RATE_LIMIT')).optional(),
  EVENTS_RETENTION: by((value) => parseRetention(value, 'EVENTS_RETENTION')).optional(),
  EVENTS_MAX_SIZE: by((value) =>
    parseSize(value, 'EVENTS_MAX_SIZE', { min: 1024 ** 2 }),
  ).optional(),
  MESSAGES_RETENTION: by((value) => parseRetention(value, 'MESSAGES_RETENTION')).optional(),
  DISK_MIN_FREE: by((value) => parseSize(value, 'DISK_MIN_FREE')).optional(),
  PORT: by(port).optional(),
});

export type CheckedSettings = {
  siteUrl: URL | undefined;
  apiUrl: string;
  cspExtra: Directives;
};

/** Blank values count as unset, the way a commented-out line in an env file would. */
const present = (env: Env) =>
  Object.fromEntries(
    Object.keys(schema.shape).flatMap((key) => (env[key]?.trim() ? [[key, env[key]]] : [])),
  );

export function checkSettings(env: Env = process.env): CheckedSettings {
  const result = schema.safeParse(present(env));
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const message = issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
      // The SMTP address holds a password: it is never printed.
      const value = name === 'SMTP_URL' ? '' : ` (it is "${env[name]}")`;
      return `  - ${message}${value}`;
    });
    throw new Error(`Invalid settings in the environment:\n${lines.join('\n')}`);
  }
  const settings = result.data;
  return {
    siteUrl: settings.SITE_URL,
    apiUrl: settings.NEXT_PUBLIC_API_URL?.href.replace(/\/+$/, '') ?? '',
    cspExtra: settings.CSP_EXTRA ?? new Map(),
  };
}

/**
 * The start-up half: the database folder must exist or be creatable, and be writable by the
 * server's user. Throws with the setting's name otherwise.
 */
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
