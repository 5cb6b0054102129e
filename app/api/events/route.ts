import { handleEventPost } from '@/lib/endpoints/events/handler';
import { guarded, methodNotAllowed } from '@/lib/endpoints/http';
import { endpoints } from '@/lib/endpoints/runtime';

export const dynamic = 'force-dynamic';

export const POST = guarded((request) => {
  const { views, eventCounter, eventSiteCounter, disk, siteOrigin, trusted } = endpoints();
  return handleEventPost(request, {
    views,
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
