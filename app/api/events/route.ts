import { whenFree } from '@/lib/endpoints/busy';
import { handleEventPost } from '@/lib/endpoints/events/handler';
import { isPageView } from '@/lib/endpoints/events/page-labels';
import { guarded, methodNotAllowed } from '@/lib/endpoints/http';
import { endpoints } from '@/lib/endpoints/runtime';

export const dynamic = 'force-dynamic';

export const POST = guarded(async (request) => {
  const { views, eventCounter, eventBlockCounter, disk, siteOrigin, trusted } =
    await whenFree(endpoints);
  return handleEventPost(request, {
    views,
    counter: eventCounter,
    blockCounter: eventBlockCounter,
    isPageView,
    disk,
    siteOrigin,
    trusted,
  });
});

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
