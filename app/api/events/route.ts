import { handleEventPost } from '@/lib/server/events';
import { guarded, methodNotAllowed } from '@/lib/server/http';
import { endpoints } from '@/lib/server/runtime';

export const dynamic = 'force-dynamic';

export const POST = guarded((request) => {
  const { store, eventCounter, eventSiteCounter, disk, siteOrigin, trusted } = endpoints();
  return handleEventPost(request, {
    store,
    counter: eventCounter,
    siteCounter: eventSiteCounter,
    disk,
    siteOrigin,
    trusted,
  });
});

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
