/** npm run private-link -- create --projects acme-redesign[,other] --for "Acme GmbH"
 * [--expires 30d|2026-12-31] [--uses N] | list [--json] | revoke ID. A link shows its private
 * projects to whoever opens it; its token is printed once and stored only as a hash. */
import { loadContent, type LoadOptions } from '../lib/content/load';
import { splitPrivate } from '../lib/content/private';
import { formatReport } from '../lib/content/problems';
import { utcMinute } from '../lib/format/date';
import { shownSiteUrl } from '../lib/settings';
import { USES_MAX } from '../lib/store/input';
import { DATABASE_FILE } from '../lib/store/messages';
import type { PrivateLinkSummary } from '../lib/store/types';
import type { PrivateLinkStore } from '../lib/store/private-links';
import {
  parseOwnerCommand,
  escapeControl,
  noDatabase,
  ownerCommand,
  parseSpan,
  parseWhen,
} from './owner-data';

export type PrivateLinkArgs =
  | {
      command: 'create';
      projects: string[];
      client: string;
      expiresAt: Date | null;
      maxUses: number | null;
    }
  | { command: 'list'; json: boolean }
  | { command: 'revoke'; id: number }
  | { command: 'prune' };

const USAGE =
  'npm run private-link -- create --projects SLUG[,SLUG] --for "CLIENT" [--expires 30d|2026-12-31] [--uses N] | list [--json] | revoke ID | prune';

const OPTIONS = {
  create: ['projects', 'for', 'expires', 'uses'],
  list: ['json'],
  revoke: [],
  prune: [],
} as const;

/** A span from now ("12h", "30d", "2w"), or the last day the link works ("2026-12-31", UTC). */
export function parseExpiry(raw: string, now = new Date()): Date {
  const span = parseSpan(raw);
  if (span !== undefined) return new Date(now.getTime() + span);
  try {
    const date = parseWhen(raw, now);
    return /^\d{4}-\d{2}-\d{2}$/.test(raw.trim()) ? new Date(date.getTime() + 86_400_000) : date;
  } catch {
    throw new Error(
      `--expires takes a span from now (12h, 30d, 2w) or the last day the link works (2026-12-31), got "${raw}"`,
    );
  }
}

export function parsePrivateLinkArgs(args: string[], now = new Date()): PrivateLinkArgs {
  const { command, id, text, flag } = parseOwnerCommand(
    args,
    OPTIONS,
    USAGE,
    'revoke takes one link number, such as 3 (npm run private-link -- list shows them)',
  );
  if (command === 'revoke') return { command, id };
  if (command === 'list') return { command, json: flag('json') };
  if (command === 'prune') return { command };
  const projects = text('projects');
  const client = text('for');
  const expires = text('expires');
  const uses = text('uses');
  if (!projects?.trim()) {
    throw new Error("create needs --projects: the private projects' slugs, separated by commas");
  }
  if (!client?.trim()) {
    throw new Error('create needs --for: who the link is for, such as --for "Acme GmbH"');
  }
  const maxUses = uses === undefined ? null : Number(uses);
  if (maxUses !== null && !(Number.isInteger(maxUses) && maxUses >= 1 && maxUses <= USES_MAX)) {
    throw new Error(`--uses must be a whole number from 1 to ${USES_MAX}, got "${uses}"`);
  }
  return {
    command,
    projects: projects
      .split(',')
      .map((slug) => slug.trim())
      .filter(Boolean),
    client,
    expiresAt: expires === undefined ? null : parseExpiry(expires, now),
    maxUses,
  };
}

export type ProjectSlugs = { all: ReadonlySet<string>; private: ReadonlySet<string> };

/** Every project's slug and the private ones', from config/ as the site reads it. */
export function projectsInConfig(options?: LoadOptions): ProjectSlugs {
  const result = loadContent(options);
  if (!result.ok) {
    throw new Error(
      `the projects cannot be checked until config/ is right (npm run check-config):\n${formatReport(result.problems)}`,
    );
  }
  const contents = [result.content, ...result.translations];
  const all = new Set(contents.flatMap((content) => content.projects.map((p) => p.slug)));
  return { all, private: splitPrivate(contents).slugs };
}

// A public project needs no link, and an unknown slug is most often a typing mistake.
export function checkPrivate(slugs: string[], known: ProjectSlugs) {
  const unknown = slugs.filter((slug) => !known.all.has(slug));
  const open = slugs.filter((slug) => known.all.has(slug) && !known.private.has(slug));
  if (!unknown.length && !open.length) return;
  const problems = [
    ...(unknown.length ? [`no project has the slug ${unknown.join(', ')}`] : []),
    ...(open.length ? [`${open.join(', ')}: public, shown to everyone already`] : []),
  ];
  const hint = known.private.size
    ? `The private projects are: ${[...known.private].join(', ')}.`
    : 'There is no private project: mark one "private": true in config/portfolios.json first.';
  throw new Error(`${problems.join('; ')}. ${hint}`);
}

export type CreateContext = {
  projects?: () => ProjectSlugs;
  /** The site's address (SITE_URL), or none to print the link's path alone. */
  site?: URL;
  now?: Date;
};

const expiry = (at: string | null) => (at ? `expires ${utcMinute(at)}` : 'never expires');
const usesOf = (link: { uses: number; maxUses: number | null }) =>
  link.maxUses === null ? `${link.uses} (no limit)` : `${link.uses}/${link.maxUses}`;

export async function runPrivateLink(
  store: PrivateLinkStore,
  args: PrivateLinkArgs,
  { projects = () => projectsInConfig(), site, now = new Date() }: CreateContext = {},
): Promise<string> {
  if (args.command === 'list') {
    const links = await store.list();
    return args.json ? JSON.stringify(links, null, 2) : formatLinks(links, now);
  }
  if (args.command === 'revoke') return revoke(store, args.id, now);
  if (args.command === 'prune') {
    const count = await store.prune(now);
    return count
      ? `Deleted ${count} link(s) that had ended (revoked or expired), with their sessions and opens.`
      : 'No link has ended (revoked or expired): nothing to delete.';
  }
  checkPrivate(args.projects, projects());
  const { id, token } = await store.createLink({ ...args, now });
  const path = `/private/${token}`;
  const uses = args.maxUses === null ? 'no limit on uses' : `${args.maxUses} use(s)`;
  return [
    site ? new URL(path, site).href : path,
    `#${id} for ${escapeControl(args.client.trim())}: ${[...new Set(args.projects)].join(', ')}; ${expiry(args.expiresAt?.toISOString() ?? null)}; ${uses}. Copy it now: only its hash is kept.`,
    ...(site ? [] : ["SITE_URL is unset: put your site's address before the path."]),
  ].join('\n');
}

async function revoke(store: PrivateLinkStore, id: number, now: Date): Promise<string> {
  const link = (await store.list()).find((link) => link.id === id);
  if (!link) throw new Error(`there is no private link #${id} (npm run private-link -- list)`);
  const client = escapeControl(link.client);
  if (!(await store.revoke(id, now))) {
    return `#${id} for ${client} was revoked already${link.revokedAt ? `, ${utcMinute(link.revokedAt)}` : ''}.`;
  }
  return `#${id} for ${client} is revoked: it opens nothing from now on, and whoever is browsing with it is shown out at their next page.`;
}

function status(link: PrivateLinkSummary, now: Date): string {
  if (link.revokedAt) return `revoked ${utcMinute(link.revokedAt)}`;
  if (link.expiresAt && Date.parse(link.expiresAt) <= now.getTime()) return 'expired';
  if (link.maxUses !== null && link.uses >= link.maxUses) {
    return 'used up: it takes no one new, and whoever opened it may browse on';
  }
  return 'works';
}

export function formatLinks(links: PrivateLinkSummary[], now = new Date()): string {
  if (!links.length) return 'No private links yet.';
  const blocks = links.map((link) =>
    [
      `#${link.id}  ${escapeControl(link.client)}`,
      `  Projects: ${link.projects.join(', ')}`,
      `  Created ${utcMinute(link.createdAt)}, ${expiry(link.expiresAt)}, uses ${usesOf(link)}`,
      `  Status: ${status(link, now)}`,
      link.lastOpenedAt
        ? `  Opens: ${link.opens}, the last ${utcMinute(link.lastOpenedAt)} on ${escapeControl(link.lastPage ?? '')}`
        : '  Opens: none yet',
    ].join('\n'),
  );
  return `${blocks.join('\n\n')}\n\n${links.length} link(s).`;
}

if (require.main === module) {
  let parsed: PrivateLinkArgs | undefined;
  let known: ProjectSlugs | undefined;
  const args = () => (parsed ??= parsePrivateLinkArgs(process.argv.slice(2)));
  const projects = () => (known ??= projectsInConfig());
  void ownerCommand<PrivateLinkStore>(
    'private-link',
    DATABASE_FILE,
    (data) => {
      // Before the data file is made: a mistyped slug leaves nothing behind.
      const given = args();
      if (given.command === 'create') checkPrivate(given.projects, projects());
      return data.privateLinks({ readonly: given.command === 'list' });
    },
    (store) => {
      const given = args();
      if (store) return runPrivateLink(store, given, { projects, site: shownSiteUrl() });
      if (given.command === 'revoke') throw new Error(`there is no private link #${given.id}`);
      if (given.command === 'prune') return 'No private links yet: nothing to delete.';
      return given.command === 'list' && given.json ? '[]' : noDatabase('private links');
    },
    {
      create: () => args().command === 'create',
    },
  );
}
