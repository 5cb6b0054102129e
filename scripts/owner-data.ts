/** What the owner commands (inbox, stats) share: a data file, plain failures, safe terminal text. */
import { parseArgs } from 'node:util';
import { settings } from '../lib/settings';
import { linkContentFolders } from '../lib/site-folder';
import { openData, type Data } from '../lib/store/open';

const dataDir = () => settings().dataDir;

/** `main` gets null while the SQLite `file` is not in DATA_DIR, unless `create` says this run
 * makes it; with DATABASE_URL set, PostgreSQL is used. Any error: one line on stderr, exit 1. */
export async function ownerCommand<Store extends { close(): unknown }>(
  command: string,
  file: Parameters<Data['has']>[0],
  open: (data: Data) => Promise<Store> | Store,
  main: (store: Store | null) => Promise<string> | string,
  { create = () => false }: { create?: () => boolean } = {},
) {
  let store: Store | null = null;
  let data: Data | null = null;
  try {
    // The content they read checks its pictures in public/, the link to the content's own.
    linkContentFolders();
    const { databaseUrl } = settings();
    // The owner's command may wait a few seconds for the server's lock; the server never waits.
    data = openData({ dataDir: dataDir(), databaseUrl, busyTimeoutMs: 5000, postgres: { max: 2 } });
    await data.postgres?.migrated();
    store = create() || data.has(file) ? await open(data) : null;
    console.log(await main(store));
  } catch (error) {
    console.error(`${command}: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await store?.close();
    await data?.close();
  }
}

export const noDatabase = (what: string) =>
  `No ${what} yet: there is no database in ${dataDir()} (set DATA_DIR if it lives elsewhere).`;

/** A terminal never runs what a visitor typed: control characters become visible \u{…} escapes. */
export function escapeControl(text: string, { keepNewlines = false } = {}): string {
  return text.replace(
    /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    (char) => (keepNewlines && char === '\n' ? char : `\\u{${char.codePointAt(0)!.toString(16)}}`),
  );
}

const DURATION = /^(\d+)\s*([hdw])$/i;
const HOURS: Record<string, number> = { h: 1, d: 24, w: 168 };

/** "24h", "7d" or "2w" in milliseconds; undefined for anything else. */
export function parseSpan(raw: string): number | undefined {
  const span = DURATION.exec(raw.trim());
  return span ? Number(span[1]) * HOURS[span[2]!.toLowerCase()]! * 3_600_000 : undefined;
}

/** "2026-11-01", an ISO time, or a span back from now: "24h", "7d", "2w". */
export function parseWhen(raw: string, now = new Date()): Date {
  const span = parseSpan(raw);
  if (span !== undefined) return new Date(now.getTime() - span);
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

type OwnerCommand<C extends string> = {
  command: C;
  /** `revoke`'s number. */
  id: number;
  text: (option: string) => string | undefined;
  flag: (option: string) => boolean;
};

/** An owner command's arguments: a command of `allowed`, only its own `--options` (`--json` a flag,
 * the others text), nothing else but `revoke`'s one number, which `revokeHint` explains. */
export function parseOwnerCommand<C extends string>(
  args: string[],
  allowed: Record<C, readonly string[]>,
  usage: string,
  revokeHint: string,
): OwnerCommand<C> {
  const names = [...new Set(Object.values<readonly string[]>(allowed).flat())];
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: Object.fromEntries(
      names.map((name) => [name, { type: name === 'json' ? 'boolean' : 'string' }] as const),
    ),
  });
  const [command, ...rest] = positionals;
  if (command === undefined || !Object.hasOwn(allowed, command)) {
    throw new Error(`${command ? `"${command}" is not a command` : 'say what to do'}: ${usage}`);
  }
  const own = allowed[command as C];
  const stray = Object.keys(values).filter((name) => !own.includes(name));
  if (stray.length) throw new Error(`${command} takes no --${stray.join(', --')}: ${usage}`);
  let id = 0;
  if (command === 'revoke') {
    const number = rest.length === 1 ? /^#?(\d+)$/.exec(rest[0]!.trim())?.[1] : undefined;
    if (!number || Number(number) < 1) throw new Error(revokeHint);
    id = Number(number);
  } else if (rest.length) {
    throw new Error(`${command} takes no "${rest.join(' ')}": ${usage}`);
  }
  return {
    command: command as C,
    id,
    text: (option) => (typeof values[option] === 'string' ? values[option] : undefined),
    flag: (option) => values[option] === true,
  };
}
