import type { IncomingMessage, ServerResponse } from 'node:http';
import { holdOwnerScripts } from '../../lib/private/owner-scripts';
import { isHtml, replaceBody } from './response';

// A client's shared pages hold a private case study: the owner's scripts (analytics, chat) are
// sent inert there, so that no third party reads the page. Next renders them on each request.

const SHARED = /^(?:\/[A-Za-z0-9-]+)?\/shared(?:\/[^/]+)?\/?$/;
const HELD_MAX = 512 * 1024;

export function ownerScriptsHeld(request: IncomingMessage, response: ServerResponse) {
  const address = (request.url ?? '/').split('?', 1)[0]!;
  if (request.method !== 'GET' || !SHARED.test(address)) return;
  // In-site navigation asks for the page's data, which runs no script of the owner's.
  if (request.headers.rsc !== undefined) return;
  replaceBody(request, response, {
    holds: isHtml,
    maxBytes: HELD_MAX,
    body: (held, answer) =>
      answer.statusCode === 200 ? Buffer.from(holdOwnerScripts(held.toString())) : held,
  });
}
