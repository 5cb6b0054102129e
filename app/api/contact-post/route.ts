import { handleContactPost } from '@/lib/endpoints/contact/handler';
import { guarded, methodNotAllowed } from '@/lib/endpoints/http';
import type { ContactText } from '@/lib/endpoints/contact/contract';
import { endpoints } from '@/lib/endpoints/runtime';
import { contactText } from '@/lib/endpoints/contact/text';
import { getT } from '@/lib/content/translator';

export const dynamic = 'force-dynamic';

let cached: ContactText | undefined;
const text = () => (cached ??= contactText(getT()));

export const POST = guarded(
  (request) => {
    const { messages, contactLimits, mailer, trusted } = endpoints();
    return handleContactPost(request, {
      store: messages,
      limits: contactLimits,
      trusted,
      text: text(),
      onStored: () => void mailer?.deliverDue(),
    });
  },
  () => text().failed,
);

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
