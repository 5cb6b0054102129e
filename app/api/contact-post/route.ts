import { ownerMailer } from '@/lib/contact/owner-mailer';
import {
  fromOtherSiteOutcome,
  handleContactPost,
  submitContact,
  type ContactDeps,
} from '@/lib/endpoints/contact/handler';
import {
  formAgain,
  formLanguage,
  readContactForm,
  typedValues,
  unreadForm,
  type FormAgain,
} from '@/lib/endpoints/contact/form-post';
import { guarded, methodNotAllowed } from '@/lib/http/answers';
import { isFormPost } from '@/lib/http/bodies';
import type { ContactText } from '@/lib/endpoints/contact/contract';
import { settings } from '@/lib/settings';
import { stores } from '@/lib/store';
import { contactText } from '@/lib/endpoints/contact/text';
import { formAgainPage } from '@/components/contact/form-again';
import { contentIn, getLanguages, hasLanguage, type Local } from '@/lib/content';
import { acceptedLanguages, bestLanguage } from '@/lib/i18n/negotiate';
import { routes } from '@/lib/routes';
import { siteFrame } from './_components/site-frame';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

// By the content's view of a language, which `next dev` replaces after an edit.
const texts = new WeakMap<Local, ContactText>();

const wantedLanguage = (request: Request) =>
  contentIn(bestLanguage(acceptedLanguages(request.headers.get('accept-language')), getLanguages()))
    .language;

function textIn(language: string): ContactText {
  const local = contentIn(language);
  let found = texts.get(local);
  if (!found) texts.set(local, (found = contactText(local.t)));
  return found;
}

/** The form's client names its page's language in Accept-Language. */
const text = (request: Request) => textIn(wantedLanguage(request));

async function contactDeps(language: string): Promise<ContactDeps> {
  const { messages } = await stores();
  const mailer = ownerMailer(messages);
  const config = settings();
  return {
    store: messages,
    limits: { perSender: config.contactRateLimit, site: config.contactSiteRateLimit },
    trusted: config.trustProxy,
    siteOrigin: config.siteUrl.origin,
    text: textIn(language),
    // The same in every language: only names and texts are translated.
    offers: contentIn(language).offers.map((offer) => offer.id),
    onStored: () => void mailer?.deliverDue(),
    onHeld: () => void mailer?.noticeHeld(),
  };
}

const jsonPost = guarded(
  async (request) => handleContactPost(request, await contactDeps(wantedLanguage(request))),
  (request) => text(request).failed,
);

const page = (language: string, again: FormAgain) =>
  new Response(formAgainPage(contentIn(language), siteFrame(language), again), {
    status: again.status,
    headers: { ...NO_STORE, 'Content-Type': 'text/html; charset=utf-8', ...again.headers },
  });

// Without scripts the answer must be a page: the thank-you, or the form again as it was left.
function formPost(request: Request): Promise<Response> {
  let language = wantedLanguage(request);
  let values = typedValues();
  return guarded(
    async () => {
      const form = await readContactForm(request);
      const named = formLanguage(form.fields);
      if (hasLanguage(named)) language = named;
      const deps = await contactDeps(language);
      // Nothing another site sent is shown back: the form comes again empty.
      const refused = fromOtherSiteOutcome(request.headers, deps);
      if (refused) return page(language, formAgain(refused, deps.text, values));
      values = typedValues(form.fields);
      if (!form.ok) return page(language, unreadForm(form.status, deps.text, values));

      const outcome = await submitContact(form.fields, request.headers, deps);
      if (outcome.status !== 200)
        return page(language, formAgain(outcome, textIn(language), values));
      // See Other: the browser shows the thank-you with GET, and a reload does not post again.
      return new Response(null, {
        status: 303,
        headers: { ...NO_STORE, Location: contentIn(language).path(routes.contactThanks) },
      });
    },
    () => textIn(language).failed,
    (status, notice, headers) => page(language, { status, headers, values, errors: {}, notice }),
  )(request);
}

export const POST = (request: Request) =>
  isFormPost(request) ? formPost(request) : jsonPost(request);

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
