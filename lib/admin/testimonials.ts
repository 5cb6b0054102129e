import 'server-only';
import { contentIn, getDefaultLanguage, getLanguages } from '@/lib/content';
import { readSmallForm } from '@/lib/http/bodies';
import { seeOther } from '@/lib/http/redirect';
import { routes } from '@/lib/routes';
import { settings } from '@/lib/settings';
import { stores } from '@/lib/store';
import { siteFolder } from './content';
import { TESTIMONIAL_LIMITS } from '@/lib/store/input';
import { sendPlainMail } from '@/lib/testimonials/mail';
import { readPhoto, removePhoto } from '@/lib/testimonials/photo';
import { publishAnswer } from '@/lib/testimonials/publish';
import { requestMail } from '@/lib/testimonials/request-mail';
import { cookieOptions, plainAnswer, refuseSignedOut, refuseUnlessOwner } from './session';

const FORM_MAX = 8192;
/** The new link, shown once on the page the form leads to, then gone with the cookie. */
export const NEW_LINK_COOKIE = 'portfolio_testimonial_link';

/** Whether a request still waits for its answer: neither revoked nor expired. */
export const stillOpen = (
  request: { revokedAt: string | null; expiresAt: string },
  now = Date.now(),
) => !request.revokedAt && Date.parse(request.expiresAt) > now;

const badForm = (why = 'The form was not understood.') => plainAnswer(400, why);
const READ_ONLY =
  "This server reads its release's copy of the content: set SITE_DIR to your site's folder to publish a testimonial here.";
const back = (query: string) => seeOther(`${routes.adminTestimonials}?${query}`);

/** POST /admin/testimonials/ask: a new request; its link is shown once, and mailed when asked. */
export async function askForTestimonial(request: Request): Promise<Response> {
  const refused = await refuseUnlessOwner(request);
  if (refused) return refused;
  const form = await readSmallForm(request, FORM_MAX);
  if (!form) return badForm();
  const { testimonials } = await stores();
  const languages = getLanguages();
  const wanted = form.get('language') ?? '';
  const language = languages.includes(wanted) ? wanted : getDefaultLanguage();
  const local = contentIn(language);
  const project = form.get('project') || null;
  if (project && !local.project(project)) return badForm('No public project has that slug.');
  let made: { id: number; token: string };
  try {
    made = await testimonials.createRequest({
      client: form.get('for') ?? '',
      email: form.get('email') || null,
      project,
      language,
    });
  } catch (error) {
    return badForm(error instanceof Error ? error.message : String(error));
  }
  const link = new URL(local.path(routes.testimonialRequest(made.token)), settings().siteUrl).href;
  const created = (await testimonials.find(made.id))!;
  let mailed = false;
  if (created.email && local.about.email) {
    const mail = requestMail(local.catalogue.testimonialRequest.mail, language, created.email, {
      owner: local.ownerName,
      client: created.client,
      link,
      expiresAt: created.expiresAt,
    });
    mailed = await sendPlainMail(mail, { email: local.about.email, name: local.ownerName }).catch(
      () => false,
    );
  }
  const response = back(`created=${made.id}${mailed ? '&mailed=1' : ''}`);
  response.cookies.set(NEW_LINK_COOKIE, link, {
    ...cookieOptions(60_000),
    path: routes.adminTestimonials,
  });
  return response;
}

/** POST /admin/testimonials/<id>: `do` is correct, publish, decline, delete or revoke. */
export async function updateTestimonial(request: Request, id: string): Promise<Response> {
  const refused = await refuseUnlessOwner(request);
  if (refused) return refused;
  const form = await readSmallForm(request, FORM_MAX);
  const action = form?.get('do');
  const number = answerNumber(id);
  if (!form || !action || number === null) return badForm();
  const { testimonials } = await stores();
  const answer = await testimonials.find(number);
  if (!answer) return plainAnswer(404, 'No such testimonial.');
  const { dataDir } = settings();
  const site = siteFolder();
  switch (action) {
    case 'revoke':
      await testimonials.revoke(number);
      return back('done=revoked');
    case 'correct': {
      const text = (form.get('quote') ?? '').replace(/\r\n?/g, '\n').trim();
      const length = [...text].length;
      if (length < TESTIMONIAL_LIMITS.quoteMin || length > TESTIMONIAL_LIMITS.quoteMax) {
        return badForm(
          `A testimonial is ${TESTIMONIAL_LIMITS.quoteMin} to ${TESTIMONIAL_LIMITS.quoteMax} characters.`,
        );
      }
      await testimonials.correct(number, text);
      return back(`done=corrected#testimonial-${number}`);
    }
    case 'publish':
      if (answer.state !== 'new') return badForm('Only a new answer is published.');
      // Into the folder the content editor saves to, which the next publish builds.
      if (!site) return plainAnswer(409, READ_ONLY);
      publishAnswer(answer, { contentDir: site, dataDir });
      await testimonials.decide(number, 'published');
      return back('done=published');
    case 'decline':
      await testimonials.decide(number, 'declined');
      removePhoto(dataDir, answer.photo);
      return back('done=declined');
    case 'delete':
      await testimonials.delete(number);
      removePhoto(dataDir, answer.photo);
      return back('done=deleted');
    default:
      return badForm();
  }
}

const answerNumber = (id: string) => (/^[1-9]\d{0,9}$/.test(id) ? Number(id) : null);

/** GET /admin/testimonials/<id>/photo: for the signed-in owner only, kept by no cache. */
export async function testimonialPhoto(request: Request, id: string): Promise<Response> {
  const refused = await refuseSignedOut(request);
  if (refused) return refused;
  const number = answerNumber(id);
  const answer = number === null ? null : await (await stores()).testimonials.find(number);
  const bytes = answer?.photo ? readPhoto(settings().dataDir, answer.photo) : null;
  if (!bytes) return plainAnswer(404, 'No such photo.');
  return new Response(new Uint8Array(bytes), {
    headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'private, no-store' },
  });
}
