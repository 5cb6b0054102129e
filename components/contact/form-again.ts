import hero from '@/components/frame/page-hero.module.scss';
import { getTheme, type Local } from '@/lib/content';
import { apiUrl } from '@/lib/endpoints/client';
import {
  HONEYPOT_FIELD,
  LANGUAGE_FIELD,
  OFFER_FIELD,
  type ContactErrors,
  type ContactFormLabels,
} from '@/lib/endpoints/contact/contract';
import type { FormAgain } from '@/lib/endpoints/contact/form-post';
import { html, trusted, type Html } from '@/lib/endpoints/contact/html';
import { contactFormLabels } from '@/lib/endpoints/contact/text';
import { accentRule } from '@/lib/theme/palette';
import form from './contact-form.module.scss';
import styles from './form-answer.module.scss';

/** Taken from a prerendered page; empty without a build. */
export type SiteFrame = {
  htmlClass: string;
  stylesheets: string[];
  fonts: string[];
  header: Html;
  footer: Html;
};

type Extra = {
  type?: 'email';
  autoComplete?: string;
  multiline?: boolean;
  options?: { value: string; label: string }[];
};

function field(
  name: keyof ContactErrors,
  labels: ContactFormLabels,
  { values, errors }: FormAgain,
  extra: Extra = {},
) {
  const id = `contact-${name}`;
  const error = errors[name];
  const invalid = error && html` aria-invalid="true" aria-describedby="${id}-error"`;
  // Unmarked, a browser would show the first offer: a choice no longer offered is "something else".
  const chosen = extra.options?.some((option) => option.value === values[name]) ? values[name] : '';
  // The parser drops a newline that opens a textarea: this one, never the visitor's.
  const control = extra.options
    ? html`<select id="${id}" name="${name}" class="${form.input} ${form.select}" ${invalid}>
        ${extra.options.map(
          (option) =>
            html`<option value="${option.value}" ${option.value === chosen && html` selected`}>
              ${option.label}
            </option>`,
        )}
      </select>`
    : extra.multiline
      ? html`<textarea id="${id}" name="${name}" class="${form.input}" rows="6" ${invalid}>
${values[name]}</textarea>`
      : html`<input
          id="${id}"
          name="${name}"
          type="${extra.type ?? 'text'}"
          value="${values[name]}"
          ${extra.autoComplete && html` autocomplete="${extra.autoComplete}"`}
          class="${form.input}"
          ${invalid}
        />`;
  return html`<div class="${form.field}">
    <label for="${id}" class="${form.label}">${labels[name]}</label>${control}${
      error && html`<p id="${id}-error" class="${form.error}">${error}</p>`
    }
  </div>`;
}

// It serves browsers that run no scripts, so it carries none; each field's problem sits beneath
// it as ./contact-form.tsx shows it.
export function formAgainPage(local: Local, frame: SiteFrame, again: FormAgain): string {
  const { t } = local;
  const labels = contactFormLabels(t);
  const title = t('contact.notSent');
  const theme = getTheme();
  // As app/document.tsx: with no favicon of its own, the site uses its logo.
  const favicon = local.about.fav ?? local.about.icon;
  const document = html`<html
    lang="${local.language}"
    dir="${local.dir}"
    class="${frame.htmlClass}"
    data-theme="${theme.default}"
  >
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <title>${title} | ${local.ownerName}</title>
      ${favicon && html`<link rel="icon" href="${favicon}" />`}
      ${frame.fonts.map((href) => html`<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin="" />`)}
      ${frame.stylesheets.map((href) => html`<link rel="stylesheet" href="${href}" />`)}
      <style>
        ${trusted(accentRule(theme.accents))}
      </style>
    </head>
    <body>
      <a class="skip-link" href="#main">${t('frame.skipToContent')}</a>
      ${frame.header}
      <main id="main" tabindex="-1">
        <div class="${hero.hero}">
          <div class="${hero.inner}">
            <p class="${hero.eyebrow}">${t('sections.contact')}</p>
            <h1 class="${hero.title}">${title}</h1>
            <div class="${hero.lead}"><p>${again.notice ?? t('contact.checkFields')}</p></div>
          </div>
        </div>
        <div class="${styles.again}">
          <div class="${styles.inner}">
            <form
              class="${form.form} ${styles.form}"
              action="${apiUrl('/api/contact-post')}"
              method="post"
              aria-labelledby="contact-form-title"
            >
              <h2 id="contact-form-title" class="${form.title}">${labels.title}</h2>
              <input type="hidden" name="${LANGUAGE_FIELD}" value="${local.language}" />
              <div class="${form.row}">
                ${field('name', labels, again, { autoComplete: 'name' })}${field('email', labels, again, { type: 'email', autoComplete: 'email' })}
              </div>
              ${
                local.offers.length > 0 &&
                field(OFFER_FIELD, labels, again, {
                  options: [
                    ...local.offers.map((offer) => ({ value: offer.id, label: offer.name })),
                    { value: '', label: labels.otherOffer },
                  ],
                })
              }
              ${field('subject', labels, again)}
              ${field('message', labels, again, { multiline: true })}
              <div class="${form.honeypot}" aria-hidden="true">
                <label
                  >${labels.honeypot}<input
                    type="text"
                    name="${HONEYPOT_FIELD}"
                    tabindex="-1"
                    autocomplete="off"
                    value=""
                /></label>
              </div>
              <button type="submit" class="${form.submit}">${labels.send}</button>
            </form>
          </div>
        </div>
      </main>
      ${frame.footer}
    </body>
  </html>`;
  return `<!DOCTYPE html>${document.text}`;
}
