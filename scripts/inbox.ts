/** npm run inbox [-- --since 7d|2026-11-01] [--limit N] [--json] [--release 12,15|all]
 * [--delete-held 12,15|all]. A released message is e-mailed by the running server. */
import {
  changesMessages,
  offerNamesInConfig,
  parseInboxArgs,
  runInbox,
  type InboxArgs,
} from '../lib/endpoints/contact/inbox-command';
import { DATABASE_FILE, MessageStore } from '../lib/endpoints/contact/messages';
import { noDatabase, ownerCommand } from './owner-data';

let parsed: InboxArgs | undefined;
const args = () => (parsed ??= parseInboxArgs(process.argv.slice(2)));

ownerCommand(
  'inbox',
  DATABASE_FILE,
  // The owner's command may wait a few seconds for the server's lock; the server never waits.
  (dir) => new MessageStore(dir, { readonly: !changesMessages(args()), busyTimeoutMs: 5000 }),
  (store) => {
    if (store) return runInbox(store, args(), offerNamesInConfig());
    return args().json && !changesMessages(args()) ? '[]' : noDatabase('messages');
  },
);
