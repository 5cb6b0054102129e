/**
 * npm run inbox [-- --since 7d|2026-11-01] [--limit N] [--json]
 * Lists the messages left through the contact form, newest first.
 */
import { parseArgs } from 'node:util';
import { formatInbox } from '../lib/endpoints/contact/inbox';
import { DATABASE_FILE, MessageStore } from '../lib/endpoints/contact/messages';
import { parseWhen } from '../lib/endpoints/report-text';
import { noDatabase, ownerCommand } from './owner-data';

ownerCommand(
  'inbox',
  DATABASE_FILE,
  (dir) => new MessageStore(dir, { readonly: true }),
  (store) => {
    const { values } = parseArgs({
      options: {
        since: { type: 'string' },
        limit: { type: 'string' },
        json: { type: 'boolean', default: false },
      },
    });
    const limit = values.limit === undefined ? undefined : Number(values.limit);
    if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) {
      throw new Error(`--limit must be a whole number above 0, got "${values.limit}"`);
    }
    if (!store) return values.json ? '[]' : noDatabase('messages');
    const messages = store.listMessages({
      since: values.since ? parseWhen(values.since) : undefined,
      limit,
    });
    return values.json ? JSON.stringify(messages, null, 2) : formatInbox(messages);
  },
);
