import { IntlMessageFormat } from 'intl-messageformat';
import type { PlainMail } from './mail';

export type RequestMailValues = { owner: string; client: string; link: string; expiresAt: string };

/** The client's short, plain e-mail, from the catalogue's `testimonialRequest.mail` in `language`. */
export function requestMail(
  template: { subject: string; body: string },
  language: string,
  to: string,
  values: RequestMailValues,
): PlainMail {
  const date = new Date(values.expiresAt).toLocaleDateString(language, {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  const format = (text: string) =>
    String(new IntlMessageFormat(text, language).format({ ...values, date }));
  return { to, subject: format(template.subject), text: format(template.body) };
}
