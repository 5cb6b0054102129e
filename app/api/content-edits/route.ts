import { contentEditsFeed, ownerFolders } from '@/lib/content/edits';

export const dynamic = 'force-dynamic';

/** In `next dev` only: a message at each edit to config/ or public/, on which the open page draws
 * itself again (components/frame/content-edits-client.tsx). A production server reads the content
 * once, so it has nothing to tell. */
export function GET(request: Request) {
  const folders = ownerFolders();
  if (!folders) return new Response('Not found', { status: 404 });
  return new Response(contentEditsFeed(folders, request.signal), {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: a compressing proxy or server would hold the messages back.
      'Cache-Control': 'no-cache, no-transform',
    },
  });
}
