import 'server-only';
import { contentIn } from '@/lib/content';
import { fromOtherSite, senderOf } from '@/lib/http/sender';
import { routes } from '@/lib/routes';
import { settings } from '@/lib/settings';
import { stores } from '@/lib/store';
import { checkAnswerFields, type AnswerState } from './contract';
import { sendPlainMail } from './mail';
import { PHOTO_MAX_BYTES, removePhoto, storePhoto } from './photo';

/** The client's post: checked, rate-limited per sender, the photo decoded and kept, the link
 * spent. A token that answers nothing (any more) stores nothing and is `gone`. */
export async function submitAnswer(
  token: string,
  form: FormData,
  request: Headers,
): Promise<AnswerState | 'gone' | 'sent'> {
  const { siteUrl, trustProxy, dataDir } = settings();
  const { testimonials, testimonialPosts } = await stores();
  const { values, errors } = checkAnswerFields(
    (name) => form.get(name),
    form.get('consent') === 'yes',
  );
  const invalid = (notice?: AnswerState['notice']): AnswerState => ({
    outcome: 'invalid',
    values,
    errors,
    notice,
  });
  if (fromOtherSite(request, { siteOrigin: siteUrl.origin, trusted: trustProxy })) {
    return {
      outcome: 'invalid',
      values: { quote: '', name: '', role: '', company: '' },
      errors: {},
      notice: 'crossSite',
    };
  }
  if (!(await testimonialPosts.hit(senderOf(request, trustProxy).address)))
    return invalid('tooMany');
  const link = await testimonials.request(token);
  if (!link) return 'gone';
  const upload = form.get('photo');
  const file = upload instanceof File && upload.size > 0 ? upload : null;
  if (file && file.size > PHOTO_MAX_BYTES) errors.photo = 'photo';
  if (Object.keys(errors).length) return invalid();
  const photo = file ? await storePhoto(Buffer.from(await file.arrayBuffer()), dataDir) : null;
  if (file && !photo) {
    errors.photo = 'photo';
    return invalid();
  }
  const answered = await testimonials.answer(token, {
    quote: values.quote,
    name: values.name || null,
    role: values.role || null,
    company: values.company || null,
    photo,
  });
  if (!answered) {
    // Spent meanwhile by another post: nothing of this one is kept.
    removePhoto(dataDir, photo);
    return 'gone';
  }
  void tellOwner(answered.client, values.name, values.quote);
  return 'sent';
}

async function tellOwner(client: string, name: string, quote: string) {
  const local = contentIn();
  const email = local.about.email;
  if (!email) return;
  const t = (key: string, values: Record<string, string>) =>
    local.t(`admin.testimonials.${key}` as Parameters<typeof local.t>[0], values);
  try {
    await sendPlainMail(
      {
        to: email,
        subject: t('mailSubject', { client }),
        text: t('mailBody', {
          client,
          name: name || client,
          quote,
          link: new URL(routes.adminTestimonials, settings().siteUrl).href,
        }),
      },
      { email, name: local.ownerName },
    );
  } catch (error) {
    console.error('[testimonials] the owner could not be e-mailed:', error);
  }
}
