import { whenFree } from '@/lib/endpoints/busy';
import { handleContactPost } from '@/lib/endpoints/contact/handler';
import { guarded, methodNotAllowed } from '@/lib/endpoints/http';
import type { ContactText } from '@/lib/endpoints/contact/contract';
import { endpoints } from '@/lib/endpoints/runtime';
import { contactText } from '@/lib/endpoints/contact/text';
import { contentIn, getLanguages } from '@/lib/content';
import { acceptedLanguages, bestLanguage } from '@/lib/i18n/negotiate';

export const dynamic = 'force-dynamic';

const texts = new Map<string, ContactText>();

/**
 * The answers in the language of the page the form is on, which the form names in
 * Accept-Language; the site's own language for any other request.
 */
function text(request: Request): ContactText {
  const wanted = acceptedLanguages(request.headers.get('accept-language'));
  const local = contentIn(bestLanguage(wanted, getLanguages()));
  let found = texts.get(local.language);
  if (!found) texts.set(local.language, (found = contactText(local.t)));
  return found;
}

export const POST = guarded(
  async (request) => {
    const { messages, contactLimits, mailer, trusted } = await whenFree(endpoints);
    return handleContactPost(request, {
      store: messages,
      limits: contactLimits,
      trusted,
      text: text(request),
      onStored: () => void mailer?.deliverDue(),
      onHeld: () => void mailer?.noticeHeld(),
    });
  },
  (request) => text(request).failed,
);

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
