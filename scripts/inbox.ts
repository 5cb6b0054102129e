/** npm run inbox [-- --since 7d|2026-11-01] [--limit N] [--json] [--release 12,15|all]
 * [--delete-held 12,15|all]. A released message is e-mailed by the running server. */
import { parseArgs } from 'node:util';
import { aboutOffer, noOfferNames, type OfferName } from '../lib/contact/offer-names';
import { loadContent, type LoadOptions } from '../lib/content/load';
import { utcMinute } from '../lib/format/date';
import { DATABASE_FILE } from '../lib/store/messages';
import type { HeldSelection, HeldSummary, StoredMessage } from '../lib/store/types';
import type { MessageStore } from '../lib/store/messages';
import { escapeControl, noDatabase, ownerCommand, parseWhen } from './owner-data';

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
export const writesMessages = (args: InboxArgs) => !!(args.release ?? args.deleteHeld);

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

export async function runInbox(
  store: MessageStore,
  args: InboxArgs,
  offerName: OfferName = noOfferNames,
): Promise<string> {
  if (args.release) {
    const released = await store.held.release(args.release);
    if (args.json) return JSON.stringify({ released }, null, 2);
    return report(
      released,
      args.release,
      'Released',
      ': the running server e-mails them within a minute (with SMTP_URL set).',
    );
  }
  if (args.deleteHeld) {
    const deleted = await store.held.remove(args.deleteHeld);
    if (args.json) return JSON.stringify({ deleted }, null, 2);
    return report(deleted, args.deleteHeld, 'Deleted', '.');
  }
  const messages = await store.listMessages({ since: args.since, limit: args.limit });
  return args.json
    ? JSON.stringify(messages, null, 2)
    : formatInbox(messages, await store.held.summary(), offerName);
}

export function heldLine({ count, oldest }: HeldSummary): string {
  if (!count) return '';
  return [
    `${count} message(s) held since ${oldest ? utcMinute(oldest) : 'an unknown time'}, not e-mailed (Status: held).`,
    '`npm run inbox -- --release all` (or their numbers: --release 12,15) has the server e-mail them to you;',
    '`npm run inbox -- --delete-held all` (or their numbers) deletes them.',
  ].join('\n');
}

function delivery(message: StoredMessage): string {
  if (message.held) {
    return 'held: arrived while the site was over its site-wide limit (CONTACT_SITE_RATE_LIMIT), so it was not e-mailed';
  }
  if (message.deliveredAt) return `e-mailed ${utcMinute(message.deliveredAt)}`;
  if (message.deliveryAttempts > 0) {
    return `not e-mailed yet: ${message.deliveryAttempts} attempt(s), last error: ${escapeControl(message.deliveryError ?? '')}`;
  }
  return 'stored';
}

export function formatInbox(
  messages: StoredMessage[],
  held?: HeldSummary,
  offerName: OfferName = noOfferNames,
): string {
  const top = held?.count ? `${heldLine(held)}\n\n` : '';
  return `${top}${formatMessages(messages, offerName)}`;
}

function formatMessages(messages: StoredMessage[], offerName: OfferName): string {
  if (!messages.length) return 'No messages.';
  const rule = '─'.repeat(72);
  const blocks = messages.map((m) => {
    const body = escapeControl(m.message, { keepNewlines: true })
      .split('\n')
      .map((line) => `  ${line}`)
      .join('\n');
    return [
      `#${m.id}  ${utcMinute(m.receivedAt)}  ${escapeControl(m.name)} <${escapeControl(m.email)}>`,
      `Subject: ${escapeControl(m.subject) || '(none)'}`,
      ...(m.offer ? [`About: ${escapeControl(aboutOffer(m.offer, offerName))}`] : []),
      `Status: ${delivery(m)}`,
      '',
      body,
    ].join('\n');
  });
  const held = messages.filter((m) => m.held).length;
  return `${blocks.join(`\n${rule}\n`)}\n\n${messages.length} message(s)${held ? `, ${held} held` : ''}.`;
}

if (require.main === module) {
  let parsed: InboxArgs | undefined;
  const args = () => (parsed ??= parseInboxArgs(process.argv.slice(2)));
  void ownerCommand<MessageStore>(
    'inbox',
    DATABASE_FILE,
    async (data) => {
      const store = data.messages({ readonly: !writesMessages(args()) });
      await store.ready();
      return store;
    },
    (store) => {
      if (store) return runInbox(store, args(), offerNamesInConfig());
      return args().json && !writesMessages(args()) ? '[]' : noDatabase('messages');
    },
  );
}
