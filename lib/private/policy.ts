import fs from 'node:fs';
import path from 'node:path';
import { settings } from '@/lib/settings';
import { sitePolicy } from '@/lib/settings/public';
import { PRIVATE_SOURCES_FILE } from './bundle';

type Sources = Record<string, Record<string, string[]>>;

let read: { mtimeMs: number; sources: Sources } | undefined;

/** What each private project loads from other sites, as the build set it aside; read again when
 * a new build replaces it. */
function privateSources(): Sources {
  const file = path.join(settings().privateDir, PRIVATE_SOURCES_FILE);
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return {};
  if (read?.mtimeMs !== stat.mtimeMs) {
    read = { mtimeMs: stat.mtimeMs, sources: JSON.parse(fs.readFileSync(file, 'utf8')) };
  }
  return read.sources;
}

/** `policy` with `extra` sources added to its directives. */
export function withSources(policy: string, extra: Record<string, string[]>): string {
  return policy
    .split('; ')
    .map((part) => {
      const [name = '', ...sources] = part.split(' ');
      return [name, ...new Set([...sources, ...(extra[name] ?? [])])].join(' ');
    })
    .join('; ');
}

/** The site's policy (written in by the build) opened to what `slugs`' private projects load, for
 * their shared pages only; undefined when they load nothing from elsewhere. */
export function sharedPolicy(slugs: readonly string[]): string | undefined {
  const policy = sitePolicy();
  const all = privateSources();
  const extra: Record<string, string[]> = {};
  for (const [name, sources] of slugs.flatMap((slug) => Object.entries(all[slug] ?? {}))) {
    extra[name] = [...(extra[name] ?? []), ...sources];
  }
  return policy && Object.keys(extra).length ? withSources(policy, extra) : undefined;
}
