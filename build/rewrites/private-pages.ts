import type { IncomingMessage, ServerResponse } from 'node:http';
import { LINK_ADDRESS, plainPath, SHARED_ADDRESS } from '../../lib/private/addresses';
import { holdOwnerScripts } from '../../lib/private/owner-scripts';
import { rewriteRenderedPage } from './rendered-on-request';

// A client's shared pages, and the page of the link that opens them, hold a private case study or
// the link's token: the owner's scripts (analytics, chat) are sent inert there, so that no third
// party reads the page, and the page is named to no other site nor indexed. Whatever form the
// request's path takes (`/shared/./x`, `//shared/x`, `/shared%2Fx`), it is read as Next reads it.
const isPrivatePage = (address: string) => {
  const path = plainPath(address);
  return SHARED_ADDRESS.test(path) || LINK_ADDRESS.test(path);
};

export const ownerScriptsHeld = (request: IncomingMessage, response: ServerResponse) =>
  rewriteRenderedPage(request, response, { test: isPrivatePage }, (html) => {
    response.setHeader('X-Robots-Tag', 'noindex, nofollow');
    response.setHeader('Referrer-Policy', 'no-referrer');
    return holdOwnerScripts(html);
  });
