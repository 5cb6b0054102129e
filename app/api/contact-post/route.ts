import { handleContactPost } from '@/lib/endpoints/contact/handler';
import { guarded, methodNotAllowed } from '@/lib/endpoints/http';
import { endpoints } from '@/lib/endpoints/runtime';

export const dynamic = 'force-dynamic';

export const POST = guarded((request) => {
  const { messages, contactLimits, mailer, trusted } = endpoints();
  return handleContactPost(request, {
    store: messages,
    limits: contactLimits,
    trusted,
    onStored: () => void mailer?.deliverDue(),
  });
});

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
