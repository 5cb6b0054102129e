import type { IncomingMessage, ServerResponse } from 'node:http';
import { SHARED_ADDRESS } from '../../lib/private/addresses';
import { holdOwnerScripts } from '../../lib/private/owner-scripts';
import { rewriteRenderedPage } from './rendered-on-request';

// A client's shared pages hold a private case study: the owner's scripts (analytics, chat) are
// sent inert there, so that no third party reads the page.

export const ownerScriptsHeld = (request: IncomingMessage, response: ServerResponse) =>
  rewriteRenderedPage(request, response, SHARED_ADDRESS, holdOwnerScripts);
