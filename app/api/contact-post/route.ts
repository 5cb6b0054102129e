import { handleContactPost } from '@/lib/server/contact';
import { guarded, methodNotAllowed } from '@/lib/server/http';
import { endpoints } from '@/lib/server/runtime';

export const dynamic = 'force-dynamic';

export const POST = guarded((request) => {
  const { store, contactLimits, mailer, trusted } = endpoints();
  return handleContactPost(request, {
    store,
    limits: contactLimits,
    trusted,
    onStored: () => void mailer?.deliverDue(),
  });
});

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
