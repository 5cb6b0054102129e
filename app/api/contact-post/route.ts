import { handleContactPost } from '@/lib/endpoints/contact/handler';
import { guarded, methodNotAllowed } from '@/lib/endpoints/http';
import type { ContactText } from '@/lib/endpoints/contact/contract';
import { endpoints } from '@/lib/endpoints/runtime';
import { contactText } from '@/lib/endpoints/contact/text';
import { getT } from '@/lib/content/translator';

export const dynamic = 'force-dynamic';

let text: ContactText | undefined;

export const POST = guarded((request) => {
  const { messages, contactLimits, mailer, trusted } = endpoints();
  text ??= contactText(getT());
  return handleContactPost(request, {
    store: messages,
    limits: contactLimits,
    trusted,
    text,
    onStored: () => void mailer?.deliverDue(),
  });
});

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
