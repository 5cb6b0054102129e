import { ownerMailer } from '@/lib/contact/owner-mailer';
import { handlePageViewPost } from '@/lib/page-views/handler';
import { isPageView } from '@/lib/page-views/labels';
import { guarded, methodNotAllowed } from '@/lib/http/answers';
import { dataDiskSpace } from '@/lib/http/disk';
import { settings } from '@/lib/settings';
import { stores } from '@/lib/store';

export const dynamic = 'force-dynamic';

export const POST = guarded(async (request) => {
  const { messages, pageViews, pageViewLimits } = await stores();
  // Whichever request comes first after a start, mail due before it goes out.
  ownerMailer(messages);
  const { siteUrl, trustProxy } = settings();
  return handlePageViewPost(request, {
    pageViews,
    ...pageViewLimits,
    isPageView,
    disk: dataDiskSpace(),
    siteOrigin: siteUrl.origin,
    trusted: trustProxy,
  });
});

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
