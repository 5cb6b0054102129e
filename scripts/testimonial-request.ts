/** npm run testimonial-request -- create --for "Acme GmbH" [--email client@example.com]
 * [--project slug] [--expires 30d|2026-12-31] [--language fr] | list [--json] | revoke ID.
 * A link asks its client for one testimonial; its token is printed once and stored as a hash. */
import { loadContent, type LoadOptions } from '../lib/content/load';
import type { Content } from '../lib/content/schemas';
import { formatReport } from '../lib/content/problems';
import { utcMinute } from '../lib/format/date';
import { routes } from '../lib/routes';
import { shownSiteUrl } from '../lib/settings';
import { DATABASE_FILE } from '../lib/store/messages';
import type { TestimonialStore, TestimonialSummary } from '../lib/store/testimonials';
import { sendPlainMail, type PlainMail } from '../lib/testimonials/mail';
import { requestMail } from '../lib/testimonials/request-mail';
import { parseOwnerCommand, escapeControl, noDatabase, ownerCommand } from './owner-data';
import { parseExpiry } from './private-link';

export type TestimonialRequestArgs =
  | {
      command: 'create';
      client: string;
      email: string | null;
      project: string | null;
      language: string | null;
      expiresAt: Date | null;
    }
  | { command: 'list'; json: boolean }
  | { command: 'revoke'; id: number };

const USAGE =
  'npm run testimonial-request -- create --for "CLIENT" [--email ADDRESS] [--project SLUG] [--expires 30d|2026-12-31] [--language fr] | list [--json] | revoke ID';

const OPTIONS = {
  create: ['for', 'email', 'project', 'expires', 'language'],
  list: ['json'],
  revoke: [],
} as const;

export function parseTestimonialRequestArgs(
  args: string[],
  now = new Date(),
): TestimonialRequestArgs {
  const { command, id, text, flag } = parseOwnerCommand(
    args,
    OPTIONS,
    USAGE,
    'revoke takes one request number, such as 3 (npm run testimonial-request -- list)',
  );
  if (command === 'revoke') return { command, id };
  if (command === 'list') return { command, json: flag('json') };
  const client = text('for');
  const expires = text('expires');
  if (!client?.trim()) {
    throw new Error('create needs --for: who the link is for, such as --for "Acme GmbH"');
  }
  return {
    command,
    client,
    email: text('email') ?? null,
    project: text('project') ?? null,
    language: text('language') ?? null,
    expiresAt: expires === undefined ? null : parseExpiry(expires, now),
  };
}

/** The site's content in each of its languages, the default first. */
export function siteContents(options?: LoadOptions): Content[] {
  const result = loadContent(options);
  if (!result.ok) {
    throw new Error(
      `config/ has mistakes (npm run check-config):\n${formatReport(result.problems)}`,
    );
  }
  return [result.content, ...result.translations];
}

/** The link's language must be one of the site's, and its project one of the site's public ones. */
export function checkRequest(
  args: Extract<TestimonialRequestArgs, { command: 'create' }>,
  contents: Content[],
) {
  const languages = contents.map((content) => content.language);
  if (args.language && !languages.includes(args.language)) {
    throw new Error(
      `the site is not in "${args.language}": its languages are ${languages.join(', ')}`,
    );
  }
  const projects = contents[0]!.projects.filter((project) => !project.private).map((p) => p.slug);
  if (args.project && !projects.includes(args.project)) {
    throw new Error(
      `no public project has the slug "${args.project}": ${projects.join(', ') || 'there are none'}`,
    );
  }
}

export type CreateContext = {
  contents?: () => Content[];
  site?: URL;
  send?: (mail: PlainMail, owner: { email: string; name: string }) => Promise<boolean>;
  now?: Date;
};

export async function runTestimonialRequest(
  store: TestimonialStore,
  args: TestimonialRequestArgs,
  {
    contents = () => siteContents(),
    site,
    send = sendPlainMail,
    now = new Date(),
  }: CreateContext = {},
): Promise<string> {
  if (args.command === 'list') {
    const all = await store.list();
    return args.json ? JSON.stringify(all, null, 2) : formatRequests(all, now);
  }
  if (args.command === 'revoke') {
    if (await store.revoke(args.id, now))
      return `#${args.id} is revoked: its link answers nothing from now on.`;
    throw new Error(`#${args.id} is not an open request (npm run testimonial-request -- list)`);
  }
  const all = contents();
  checkRequest(args, all);
  const { id, token } = await store.createRequest({ ...args, now });
  const content = all.find((c) => c.language === args.language) ?? all[0]!;
  const prefix = content.language === all[0]!.language ? '' : `/${content.language}`;
  const path = `${prefix}${routes.testimonialRequest(token)}`;
  const link = site ? new URL(path, site).href : path;
  const expires = (await store.find(id))!.expiresAt;
  const lines = [
    link,
    `#${id} for ${escapeControl(args.client.trim())}${args.project ? ` about ${args.project}` : ''}; answers once, until ${utcMinute(expires)}. Copy it now: only its hash is kept.`,
  ];
  if (!site) lines.push("SITE_URL is unset: put your site's address before the path.");
  if (args.email && site) {
    const owner = {
      email: content.about.email ?? '',
      name: `${content.about.first_name} ${content.about.last_name}`,
    };
    const mail = requestMail(
      content.catalogue.testimonialRequest.mail,
      content.language,
      args.email.trim(),
      {
        owner: owner.name,
        client: args.client.trim(),
        link,
        expiresAt: expires,
      },
    );
    try {
      lines.push(
        (await send(mail, owner))
          ? `E-mailed to ${args.email.trim()} in ${content.language}.`
          : 'SMTP_URL is unset: nothing was e-mailed; send the link yourself.',
      );
    } catch (error) {
      lines.push(
        `Not e-mailed (${error instanceof Error ? error.message : String(error)}): send the link yourself.`,
      );
    }
  }
  return lines.join('\n');
}

function status(request: TestimonialSummary, now: Date): string {
  if (request.state !== 'open')
    return `${request.state}, answered ${utcMinute(request.answeredAt!)}`;
  if (request.revokedAt) return `revoked ${utcMinute(request.revokedAt)}`;
  if (Date.parse(request.expiresAt) <= now.getTime()) return 'expired';
  return `waiting, until ${utcMinute(request.expiresAt)}`;
}

export function formatRequests(requests: TestimonialSummary[], now = new Date()): string {
  if (!requests.length) return 'No testimonial requests yet.';
  const blocks = requests.map((request) =>
    [
      `#${request.id}  ${escapeControl(request.client)}${request.project ? ` (${request.project})` : ''}`,
      `  Created ${utcMinute(request.createdAt)}; ${status(request, now)}`,
    ].join('\n'),
  );
  return `${blocks.join('\n\n')}\n\n${requests.length} request(s).`;
}

if (require.main === module) {
  let parsed: TestimonialRequestArgs | undefined;
  let loaded: Content[] | undefined;
  const args = () => (parsed ??= parseTestimonialRequestArgs(process.argv.slice(2)));
  const contents = () => (loaded ??= siteContents());
  void ownerCommand<TestimonialStore>(
    'testimonial-request',
    DATABASE_FILE,
    (data) => {
      const given = args();
      if (given.command === 'create') checkRequest(given, contents());
      return data.testimonials({ readonly: given.command === 'list' });
    },
    (store) => {
      const given = args();
      if (store) return runTestimonialRequest(store, given, { contents, site: shownSiteUrl() });
      if (given.command === 'revoke')
        throw new Error(`there is no testimonial request #${given.id}`);
      return given.command === 'list' && given.json ? '[]' : noDatabase('testimonial requests');
    },
    { create: () => args().command === 'create' },
  );
}
