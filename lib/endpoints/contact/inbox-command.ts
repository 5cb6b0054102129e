import { parseArgs } from 'node:util';
import { loadContent, type LoadOptions } from '@/lib/content/load';
import { parseWhen } from '../report-text';
import type { HeldSelection } from './held';
import { formatInbox } from './inbox';
import type { MessageStore } from './messages';
import { noOfferNames, type OfferName } from './offer-names';

export type InboxArgs = {
  since?: Date;
  limit?: number;
  json: boolean;
  release?: HeldSelection;
  deleteHeld?: HeldSelection;
};

/** "all", or message numbers separated by commas ("12,15", "#12"). */
export function parseSelection(raw: string, option: string): HeldSelection {
  if (raw.trim().toLowerCase() === 'all') return 'all';
  const ids = raw.split(',').map((part) => part.trim().replace(/^#/, ''));
  if (!ids.every((id) => /^\d+$/.test(id) && Number(id) > 0)) {
    throw new Error(`${option} takes message numbers such as 12,15 or "all", got "${raw}"`);
  }
  return ids.map(Number);
}

export function parseInboxArgs(args: string[]): InboxArgs {
  const { values } = parseArgs({
    args,
    options: {
      since: { type: 'string' },
      limit: { type: 'string' },
      json: { type: 'boolean', default: false },
      release: { type: 'string' },
      'delete-held': { type: 'string' },
    },
  });
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) {
    throw new Error(`--limit must be a whole number above 0, got "${values.limit}"`);
  }
  if (values.release !== undefined && values['delete-held'] !== undefined) {
    throw new Error('--release and --delete-held cannot be used together');
  }
  return {
    since: values.since ? parseWhen(values.since) : undefined,
    limit,
    json: values.json,
    release: values.release === undefined ? undefined : parseSelection(values.release, '--release'),
    deleteHeld:
      values['delete-held'] === undefined
        ? undefined
        : parseSelection(values['delete-held'], '--delete-held'),
  };
}

/** Only then is the database opened for writing. */
export const changesMessages = (args: InboxArgs) => !!(args.release ?? args.deleteHeld);

const numbers = (ids: number[]) => ids.map((id) => `#${id}`).join(', ');

function report(done: number[], asked: HeldSelection, verb: string, after: string) {
  const lines = [done.length ? `${verb} ${numbers(done)}${after}` : 'No held message was changed.'];
  const missed = asked === 'all' ? [] : asked.filter((id) => !done.includes(id));
  if (missed.length) lines.push(`Not held (or no such message): ${numbers(missed)}.`);
  return lines.join('\n');
}

/** Read from config/ when first asked: the command runs without the server's content layer, and
 * content it cannot read costs the names only, never the inbox. */
export function offerNamesInConfig(options?: LoadOptions): OfferName {
  let names: Map<string, string> | undefined;
  const read = () => {
    try {
      const result = loadContent(options);
      return new Map(result.ok ? result.content.offers.map((offer) => [offer.id, offer.name]) : []);
    } catch {
      return new Map<string, string>();
    }
  };
  return (id) => (names ??= read()).get(id);
}

export function runInbox(
  store: MessageStore,
  args: InboxArgs,
  offerName: OfferName = noOfferNames,
): string {
  if (args.release) {
    const released = store.held.release(args.release);
    if (args.json) return JSON.stringify({ released }, null, 2);
    return report(
      released,
      args.release,
      'Released',
      ': the running server e-mails them within a minute (with SMTP_URL set).',
    );
  }
  if (args.deleteHeld) {
    const deleted = store.held.remove(args.deleteHeld);
    if (args.json) return JSON.stringify({ deleted }, null, 2);
    return report(deleted, args.deleteHeld, 'Deleted', '.');
  }
  const messages = store.listMessages({ since: args.since, limit: args.limit });
  return args.json
    ? JSON.stringify(messages, null, 2)
    : formatInbox(messages, store.held.summary(), offerName);
}
