import { contactDeps, handleContactPost, labelsIn } from '@/lib/contact/submit';
import { guarded, methodNotAllowed } from '@/lib/http/answers';
import { contentIn, getLanguages } from '@/lib/content';
import { acceptedLanguages, bestLanguage } from '@/lib/i18n/negotiate';

export const dynamic = 'force-dynamic';

/** The form's client names its page's language in Accept-Language. */
const wantedLanguage = (request: Request) =>
  contentIn(bestLanguage(acceptedLanguages(request.headers.get('accept-language')), getLanguages()))
    .language;

export const POST = guarded(
  async (request) => handleContactPost(request, await contactDeps(wantedLanguage(request))),
  (request) => labelsIn(wantedLanguage(request)).failed,
);

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
