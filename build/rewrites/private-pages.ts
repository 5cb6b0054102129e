import type { IncomingMessage, ServerResponse } from 'node:http';
import { LINK_ADDRESS, plainPath, SHARED_ADDRESS } from '../../lib/private/addresses';
import { holdOwnerScripts } from '../../lib/private/owner-scripts';
import { rewriteRenderedPage } from './rendered-on-request';

// Shared pages and a link's page hold a private case study or its token: the owner's scripts are
// sent inert there, and the page is named to no other site nor indexed, whatever form the path
// takes (`/shared/./x`, `//shared/x`, `/shared%2Fx`): it is read as Next reads it.
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
