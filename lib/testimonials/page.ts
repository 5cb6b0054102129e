import 'server-only';
import type { Metadata } from 'next';
import type { Local } from '@/lib/content';
import { settings } from '@/lib/settings';

/** What the client's page shows search engines and link previews: the site, never the request. */
export function requestMetadata(local: Local): Metadata {
  return {
    title: { absolute: `${local.t('testimonialRequest.ask.title')} | ${local.ownerName}` },
    // No `referrer: 'no-referrer'`: a browser then posts the form with `Origin: null`, which Next
    // refuses; cross-site, the default policy names the origin alone, never the token.
    robots: { index: false, follow: false, nocache: true },
  };
}

/** The form's labels in the page's language, the owner and the site named. */
export function formLabels(local: Local) {
  const { t, ownerName: owner } = local;
  const site = settings().siteUrl.host;
  const a = (key: string, values?: Record<string, string>) =>
    t(`testimonialRequest.ask.${key}` as Parameters<typeof t>[0], values);
  const errors = [
    'quoteShort',
    'quoteLong',
    'tooLong',
    'consent',
    'photo',
    'tooMany',
    'failed',
    'crossSite',
  ] as const;
  return {
    quote: a('quote'),
    quoteHint: a('quoteHint'),
    name: a('name'),
    role: a('role'),
    company: a('company'),
    photo: a('photo'),
    photoHint: a('photoHint'),
    consent: a('consent', { owner, site }),
    send: a('send'),
    sending: a('sending'),
    thanksTitle: a('thanksTitle'),
    thanks: a('thanks', { owner }),
    errorsTitle: a('errors.title'),
    errors: Object.fromEntries(errors.map((key) => [key, a(`errors.${key}`)])) as Record<
      (typeof errors)[number],
      string
    >,
  };
}
