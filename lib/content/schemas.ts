import { isBlank } from './blank';
import { canonicalLanguage, DEFAULT_LANGUAGE, type Catalogue } from '../i18n/catalogue';
import { z } from 'zod';
import { HOME_SECTIONS, OFFER_ID_MAX_LENGTH, STORY_PARTS } from '../constants';
import { HEX, isHex } from '../theme/colour';
import { accentProblem } from '../theme/palette';
import { THEME_CHOICES } from '../theme/themes';
import { httpsOriginOf, originOnly } from '../origin';
import { unsafeSources } from './html-sources';
import { MONTH } from '../format/month';
import type { Note } from './note';
import { unknownFields } from './problems';

/** Messages read "expected …" for an owner editing JSON by hand; the loader adds what it found. */

/** An object of known fields only: a misspelt one ("sumary", "Private") is an error naming the
 * nearest known field, never dropped without a word. */
const strict = <T extends z.core.$ZodLooseShape>(shape: T, params?: { error: string }) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? unknownFields(issue.keys, Object.keys(shape))
        : params?.error,
  });

/** "public/images/a.jpg": the folder's name is not part of a file's address on the site. */
const PUBLIC_PREFIX = /^(?:\.?\/)?public\//;
const withoutPublic = (value: string) => !PUBLIC_PREFIX.test(value) || /^https?:/i.test(value);
const publicMessage = (issue: { input?: unknown }) => {
  const value = String(issue.input);
  return `"${value}" starts with public/, which a file's address on the site leaves out: write "${value.replace(PUBLIC_PREFIX, '/')}"`;
};

const text = () => z.string({ error: 'expected text' });
const requiredText = () => text().trim().min(1, { error: 'expected text, not an empty string' });
const html = () =>
  z.string({ error: 'expected HTML text (use "" for none)' }).superRefine((value, context) => {
    for (const src of unsafeSources(value)) {
      context.addIssue({
        code: 'custom',
        message: `expected every src to be a plain https address; "${src}" is not (https, and a host name of only letters, digits, hyphens and dots)`,
      });
    }
  });

const HREF = /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/[^\s]*)$/;
const hrefMessage = 'expected a URL (https://…) or a path in public/ starting with /';
const href = () =>
  z
    .string({ error: hrefMessage })
    .refine(withoutPublic, { error: publicMessage, abort: true })
    .regex(HREF, { error: hrefMessage, abort: true });

const pictureMessage =
  'expected a picture\'s https:// address whose host holds only letters, digits, hyphens and dots, like "https://cdn.example.com/me.png", or a path in public/ starting with /';
/** Its host becomes a source of the CSP's img-src and a host next/image may fetch from. */
const picture = () =>
  z
    .string({ error: pictureMessage })
    .refine(withoutPublic, { error: publicMessage, abort: true })
    .regex(HREF, { error: pictureMessage, abort: true })
    .refine(
      (value) =>
        /^https?:\/\//i.test(value)
          ? httpsOriginOf(value) !== undefined
          : value.startsWith('/') && !value.startsWith('//'),
      { error: pictureMessage },
    );

/** Marks the fields `optional` made, so their JSON Schema also accepts null and "". */
export const OPTIONAL_FIELD = 'optionalField';

/** Absent, `null` (common in API exports), `""` and `[]` all read as undefined: one case. */
const optional = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess((value) => (isBlank(value) ? undefined : value), schema.optional())
    .meta({ [OPTIONAL_FIELD]: true });

const slugMessage =
  'expected a slug: lowercase letters, digits and single hyphens, like "web-design"';
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = () => z.string({ error: slugMessage }).regex(SLUG, { error: slugMessage });

const yearMessage =
  'expected a year, as a number (2019) or text ("2019"), or a month written "YYYY-MM", like "2019-03"';
/** A text that starts like a month ("2019-3", "2019-13") must be one; other text is shown as written. */
const year = () =>
  z
    .union([z.number().int(), z.string().trim().min(1)], { error: yearMessage })
    .refine((value) => typeof value === 'number' || !/^\d{4}-\d/.test(value) || MONTH.test(value), {
      error: yearMessage,
    });

const dateMessage =
  'expected a date written "YYYY-MM-DD", like "2025-11-02", or "YYYY-MM" where a month is enough, like "2025-11"';
/** A day or a month, year first, so "02/11/2025" is never read as 11 February. An API's export
 * may add a time with its zone ("2025-11-02T09:30:00Z"), which is shown with it. */
export const DAY_OR_MONTH = /^\d{4}-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
const DATE = new RegExp(`${DAY_OR_MONTH.source}|${DATE_TIME.source}`);
const date = () =>
  z
    .string({ error: dateMessage })
    .trim()
    .regex(DATE, { error: dateMessage, abort: true })
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(value)) &&
        // 2025-02-30 is no day: Date rolls it over to March.
        new Date(`${value.slice(0, 10).padEnd(10, '-01')}T00:00:00Z`)
          .toISOString()
          .startsWith(value.slice(0, 10)),
      { error: dateMessage },
    );

const dayMessage = 'expected a date written "YYYY-MM-DD", like "2027-03-01"';
const day = () =>
  z
    .string({ error: dayMessage })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: dayMessage })
    .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
      error: dayMessage,
    });

const httpsMessage =
  'expected an https:// address whose host holds only letters, digits, hyphens and dots, like "https://cal.com/your-name/30min"';
/** Its origin becomes a source of the CSP (frame-src), so its host must be plain. */
const httpsUrl = () =>
  z
    .string({ error: httpsMessage })
    .trim()
    .refine((value) => httpsOriginOf(value) !== undefined, { error: httpsMessage });

const originMessage =
  'expected an https:// origin: the address of the site alone, with no path, like "https://www.youtube-nocookie.com"';
const httpsOrigin = () =>
  z
    .string({ error: originMessage })
    .trim()
    .regex(/^https:\/\/[^/?#\s]+\/?$/, { error: originMessage, abort: true })
    .refine((value) => originOnly(value), { error: originMessage })
    .transform((value) => originOnly(value)!);

const flag = () =>
  optional(z.boolean({ error: 'expected true or false' })).transform((value) => value ?? false);

const percentageMessage = 'expected a number from 0 to 100';
const percentage = () =>
  z
    .number({ error: percentageMessage })
    .min(0, { error: percentageMessage })
    .max(100, { error: percentageMessage });

export const aboutSchema = strict({
  first_name: requiredText(),
  last_name: requiredText(),
  title: optional(text()),
  icon: optional(picture()),
  fav: optional(picture()),
  avatar: optional(picture()),
  freelancer: optional(html()),
  bio: optional(html()),
  resume_cv: optional(href()),
  description: optional(text()),
  scripts: optional(html()),
  email: optional(z.email({ error: 'expected an email address such as "you@example.com"' })),
  phone: optional(text()),
  address: optional(text()),
  iframe: optional(html()),
  /** A scheduling page (Cal.com, Calendly, …): a "Book a call" button. */
  booking_url: optional(httpsUrl()),
  /** Shows the scheduler inline on /hire, once the visitor asks for it. */
  booking_embed: flag(),
});

export const categorySchema = strict({
  name: requiredText(),
  slug: slug().refine((value) => value !== 'all', {
    error: '"all" is reserved for the page that lists every category',
  }),
});

const paragraphMessage =
  'expected one paragraph of plain text, without HTML tags or line breaks (the story goes in "challenge", "approach" and "outcome")';
const plainParagraph = () =>
  text().refine((value) => !/<\/?[a-z][^>]*>|[\r\n]/i.test(value), { error: paragraphMessage });

const storyImageMessage =
  'expected an object { "image": "/images/…", "after": "challenge", "caption": "…" }';

const textsMessage = 'expected a list of short texts, like ["Led the redesign"]';
const texts = () => optional(z.array(requiredText(), { error: textsMessage }));

export const projectSchema = strict({
  name: requiredText(),
  slug: slug(),
  /** Kept out of every public page, list, feed and index; its pictures live in private/. */
  private: z.preprocess(
    (value) => (value === null ? undefined : value),
    z.boolean({ error: 'expected true or false, without quotes' }).optional(),
  ),
  description: optional(html()),
  /** What the owner did on it, in plain text: "Lead designer". */
  role: optional(text()),
  /** Whom it was for, in plain text. */
  client: optional(text()),
  /** How long it took, in plain text: "Eight weeks, spring 2026". */
  duration: optional(text()),
  /** The case study's picture, shown at full width above the story. */
  cover: optional(picture()),
  /** One plain-text paragraph under the title. */
  summary: optional(plainParagraph()),
  /** The story, in HTML like `description`. */
  challenge: optional(html()),
  approach: optional(html()),
  outcome: optional(html()),
  /** Shown as large figures: { "value": "+52 %", "label": "day passes sold in the app" }. */
  results: optional(
    z.array(
      strict(
        { value: requiredText(), label: requiredText() },
        { error: 'expected an object { "value": "+52 %", "label": "what it measures" }' },
      ),
      { error: 'expected a list of { "value", "label" } objects' },
    ),
  ),
  avatar: optional(picture()),
  url: optional(href()),
  tags: optional(text()),
  created_at: optional(date()),
  category: optional(
    strict(
      {
        id: z
          .union([z.string(), z.number()], { error: 'expected a category slug' })
          .transform(String),
        name: requiredText(),
      },
      { error: 'expected an object { "id", "name" }, or null for no category' },
    ),
  ),
  category_slug: optional(slug()),
  images: optional(
    z.array(strict({ image: picture() }, { error: 'expected an object { "image": "…" }' }), {
      error: 'expected a list of { "image": "…" } objects',
    }),
  ).transform((images) => images ?? []),
  /** Pictures of `images` shown at full width after a part of the story, with their captions. */
  story_images: optional(
    z.array(
      strict(
        {
          image: picture(),
          after: z.enum(STORY_PARTS, {
            error: `expected the part of the story the picture follows: ${STORY_PARTS.map((p) => `"${p}"`).join(', ')}`,
          }),
          caption: optional(text()),
        },
        { error: storyImageMessage },
      ),
      { error: `expected a list of ${storyImageMessage.slice('expected an '.length)} objects` },
    ),
  ),
});

/** The story_images that name a picture the project does not have, or a part it does not tell:
 * checked once the project is whole, a translation laid over it included. */
export function storyImageProblems(
  project: Project,
): { path: (string | number)[]; reason: string }[] {
  const pictures = project.images.map((i) => i.image);
  const told = STORY_PARTS.filter((part) => !isBlank(project[part]));
  const list = (values: readonly string[]) => values.map((v) => `"${v}"`).join(', ') || 'none';
  const placed = project.story_images ?? [];
  return placed.flatMap(({ image, after }, index) => {
    const problems = [];
    if (!pictures.includes(image)) {
      const reason = `"${image}" is not one of this project's "images" (${list(pictures)}): add it there, or name one of those`;
      problems.push({ path: [index, 'image'], reason });
    } else if (placed.findIndex((other) => other.image === image) !== index) {
      const reason = `"${image}" is placed twice: a picture stands once in the story`;
      problems.push({ path: [index, 'image'], reason });
    }
    if (!told.includes(after)) {
      const reason = `"${after}" is a part this project's story does not tell (it tells: ${list(told)})`;
      problems.push({ path: [index, 'after'], reason });
    }
    return problems;
  });
}

/** A project as `portfolios.json` holds it, its story_images checked against the rest. */
export const checkedProjectSchema = projectSchema.check((context) => {
  for (const { path, reason } of storyImageProblems(context.value)) {
    context.issues.push({
      code: 'custom',
      path: ['story_images', ...path],
      message: reason,
      input: context.value,
      continue: true,
    });
  }
});

/** Without a percentage a skill is a service, and `description` says in a line what the client
 * gets: with no percentage at all, the block lists services rather than bars. */
export const skillSchema = strict({
  name: requiredText(),
  percentage: optional(percentage()),
  description: optional(text()),
});

/** `avatar_dark`: the logo as drawn for a dark page, shown in the dark theme instead of `avatar`. */
export const toolSchema = strict({
  avatar: picture(),
  avatar_dark: optional(picture()),
  name: optional(text()),
});

export const timelineEntrySchema = strict({
  name: requiredText(),
  from_year: year(),
  /** Left out, null or "": ongoing ("Present"). */
  to_year: optional(year()),
  description: optional(text()),
  highlights: texts(),
  /** Education: the courses taken, shown as one line. */
  courses: texts(),
});

export const socialLinkSchema = strict({
  name: requiredText(),
  link: href(),
  icon: optional(picture()),
});

const isoMessage = 'expected a date in ISO 8601, like 2026-03-14 or 2026-03-14T09:30:00+01:00';
const ISO_8601 =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const isoDate = () =>
  z
    .string({ error: isoMessage })
    .trim()
    // abort: a date not in that form is said once, not again by the refinement.
    .regex(ISO_8601, { error: isoMessage, abort: true })
    .refine((value) => !Number.isNaN(Date.parse(value)), { error: isoMessage });

export const testimonialSchema = strict({
  quote: requiredText(),
  name: requiredText(),
  role: optional(text()),
  company: optional(text()),
  avatar: optional(picture()),
  /** The project it speaks of: that project's page shows it too. */
  project: optional(slug()),
  /** When the client wrote it, and when they agreed to its being shown (a request's answer). */
  date: optional(isoDate()),
  consent_date: optional(isoDate()),
});

export const PRICE_UNITS = ['project', 'day', 'hour', 'month'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
const currencyMessage = 'expected a currency as its ISO 4217 code, like "EUR", "USD" or "GBP"';
const amountMessage = 'expected an amount, as a number greater than 0 (4800 or 650.5)';
const amount = () => z.number({ error: amountMessage }).positive({ error: amountMessage }).finite();

export const priceSchema = strict(
  {
    amount: optional(amount()),
    from: optional(amount()),
    currency: z
      .string({ error: currencyMessage })
      .transform((code) => code.trim().toUpperCase())
      .refine((code) => CURRENCIES.has(code), { error: currencyMessage }),
    unit: optional(
      z.enum(PRICE_UNITS, { error: 'expected "project", "day", "hour" or "month"' }),
    ).transform((unit) => unit ?? 'project'),
  },
  {
    error:
      'expected an object { "amount" or "from", "currency", "unit" }, or null for "on request"',
  },
).superRefine((price, context) => {
  if ((price.amount === undefined) === (price.from === undefined)) {
    context.addIssue({
      code: 'custom',
      path: ['amount'],
      message:
        'expected either "amount" (a fixed price) or "from" (a starting price), not both or neither',
    });
  }
});

export const offerSchema = strict({
  id: slug().max(OFFER_ID_MAX_LENGTH, {
    error: `expected a slug of at most ${OFFER_ID_MAX_LENGTH} characters`,
  }),
  name: requiredText(),
  summary: optional(text()),
  deliverables: optional(
    z.array(requiredText(), { error: 'expected a list of texts, like ["Logo", "Style guide"]' }),
  ).transform((list) => list ?? []),
  /** Absent or null: the price is on request. */
  price: optional(priceSchema),
  duration: optional(text()),
  featured: flag(),
});

export const faqSchema = strict({
  question: requiredText(),
  answer: html().refine((value) => value.trim().length > 0, {
    error: 'expected the answer, as text or HTML',
  }),
});

export const AVAILABILITY = ['available', 'limited', 'booked'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY)[number];

export const availabilitySchema = strict(
  {
    status: z.enum(AVAILABILITY, { error: 'expected "available", "limited" or "booked"' }),
    /** The day the status ends: from then on the site says "available". */
    until: optional(day()),
    note: optional(text()),
  },
  { error: 'expected an object { "status", "until", "note" }' },
);

const colourMessage = 'expected a colour written "#rrggbb", like "#b23d1c"';
const colour = () => z.string({ error: colourMessage }).regex(HEX, { error: colourMessage });

/** Without `accent_dark`, the dark theme uses `accent` lightened just enough to stay readable. */
export const themeSchema = strict({
  default: optional(
    z.enum(THEME_CHOICES, { error: 'expected "system", "light" or "dark"' }),
  ).transform((value) => value ?? 'system'),
  accent: optional(colour()),
  accent_dark: optional(colour()),
}).superRefine((theme, context) => {
  const checks = [
    ['accent', 'light', theme.accent],
    ['accent_dark', 'dark', theme.accent_dark],
  ] as const;
  for (const [field, name, value] of checks) {
    const problem = value && isHex(value) ? accentProblem(name, value) : undefined;
    if (problem) context.addIssue({ code: 'custom', path: [field], message: problem });
  }
});

const languageMessage = 'expected a language tag, like "en", "fr" or "pt-BR"';

export const languageSchema = z.string({ error: languageMessage }).transform((tag, context) => {
  const canonical = canonicalLanguage(tag.trim());
  if (!canonical) context.addIssue({ code: 'custom', message: languageMessage });
  return canonical ?? tag;
});

const homeSectionMessage = `expected one of ${HOME_SECTIONS.map((id) => `"${id}"`).join(', ')}`;

export const siteSchema = strict({
  language: optional(languageSchema).transform((language) => language ?? DEFAULT_LANGUAGE),
  translations: optional(
    z.array(languageSchema, { error: 'expected a list of language tags, like ["fr", "de"]' }),
  ).transform((list) => list ?? []),
  theme: optional(themeSchema).transform((theme) => theme ?? themeSchema.parse({})),
  availability: optional(availabilitySchema),
  /** The content version the files are written for (lib/content/versions.ts); `npm run upgrade`
   * raises it. None: the first. */
  content_version: optional(
    z
      .number({ error: 'expected a whole number, like 1' })
      .int({ error: 'expected a whole number, like 1' })
      .min(1, { error: 'expected a whole number from 1' }),
  ),
  /** The home page's sections in this order; those left out follow in the default order. */
  home_sections: optional(
    z.array(
      z.enum(HOME_SECTIONS, {
        error: (issue) =>
          `${JSON.stringify(issue.input)} is not a section of the home page; ${homeSectionMessage}`,
      }),
      { error: `expected a list of the home page's sections, like ["about", "portfolio"]` },
    ),
  ),
  /** The sites a note may embed (iframe) from; none by default. */
  embed_hosts: optional(
    z.array(httpsOrigin(), {
      error: 'expected a list of https:// origins, like ["https://www.youtube-nocookie.com"]',
    }),
  ).transform((list) => list ?? []),
}).superRefine((site, context) => {
  site.home_sections?.forEach((id, index, list) => {
    const problem =
      list.indexOf(id) !== index
        ? `"${id}" is listed twice`
        : id === 'about' && index > 0
          ? `"about" is the introduction, with the page's heading: it comes first, or is left out`
          : undefined;
    if (problem) {
      context.addIssue({ code: 'custom', path: ['home_sections', index], message: problem });
    }
  });
  site.embed_hosts.forEach((origin, index) => {
    if (site.embed_hosts.indexOf(origin) !== index) {
      context.addIssue({
        code: 'custom',
        path: ['embed_hosts', index],
        message: `"${origin}" is listed twice`,
      });
    }
  });
  site.translations.forEach((tag, index) => {
    const earlier = [site.language, ...site.translations.slice(0, index)];
    if (earlier.some((other) => other.toLowerCase() === tag.toLowerCase())) {
      context.addIssue({
        code: 'custom',
        path: ['translations', index],
        message:
          tag.toLowerCase() === site.language.toLowerCase()
            ? `"${tag}" is the site's own language ("language"); list only the others`
            : `"${tag}" is listed twice`,
      });
    }
  });
});

const tagsMessage = 'expected a list of tags, like [design systems, accessibility]';

const noteFields = {
  title: requiredText(),
  date: isoDate(),
  summary: optional(text()),
  updated: optional(isoDate()),
  tags: optional(z.array(requiredText(), { error: tagsMessage })),
  cover: optional(picture()),
  draft: optional(z.boolean({ error: 'expected true or false' })),
  projects: optional(
    z.array(slug(), { error: 'expected a list of project slugs, like [kestrel-analytics]' }),
  ),
};
export const NOTE_FIELDS = Object.keys(noteFields);
const unknownField = { error: `expected only the fields a note has: ${NOTE_FIELDS.join(', ')}` };

/** A note's front matter: strict, as a misspelt field would otherwise be dropped without a word. */
export const noteSchema = z.strictObject(noteFields, unknownField).superRefine((note, context) => {
  if (note.updated && Date.parse(note.updated) < Date.parse(note.date)) {
    context.addIssue({
      code: 'custom',
      path: ['updated'],
      message: `expected a date on or after date (${note.date})`,
    });
  }
});

/** A note's translation: any date, draft or projects it repeats must be the original's. */
export const noteTranslationSchema = z.strictObject(
  { ...noteFields, date: optional(isoDate()) },
  unknownField,
);

/** JSON Resume's own date: a year, a month or a day. */
export const PARTIAL_DATE = /^[12]\d{3}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)?$/;

const partialDateMessage =
  'expected a date written "YYYY", "YYYY-MM" or "YYYY-MM-DD", like "2021-06"';
const partialDate = () =>
  z.string({ error: partialDateMessage }).trim().regex(PARTIAL_DATE, { error: partialDateMessage });

const listOf = <T extends z.ZodType>(item: T, message: string) =>
  optional(z.array(item, { error: message })).transform((list) => list ?? []);

export const CV_PROJECTS_MAX = 6;

/** config/cv.json: what only a CV holds. The rest of the CV is the site's own content. */
export const cvSchema = strict({
  languages: listOf(
    strict(
      { name: requiredText(), level: optional(text()) },
      {
        error:
          'expected an object { "name", "level" }, like { "name": "French", "level": "Native" }',
      },
    ),
    'expected a list of { "name", "level" } objects',
  ),
  certificates: listOf(
    strict(
      {
        name: requiredText(),
        issuer: optional(text()),
        // JSON Resume 1.0 writes a certificate's date as a day.
        date: optional(day()),
        url: optional(href()),
      },
      { error: 'expected an object { "name", "issuer", "date", "url" }' },
    ),
    'expected a list of { "name", "issuer", "date", "url" } objects',
  ),
  awards: listOf(
    strict(
      {
        title: requiredText(),
        date: optional(partialDate()),
        awarder: optional(text()),
        summary: optional(text()),
      },
      { error: 'expected an object { "title", "date", "awarder", "summary" }' },
    ),
    'expected a list of { "title", "date", "awarder", "summary" } objects',
  ),
  highlights: listOf(requiredText(), 'expected a list of short lines, like ["Ten years of…"]'),
  /** The CV's projects, in order; absent, the portfolio's first six; [] (unlike elsewhere) none. */
  projects: z.preprocess(
    (value) => (value === null ? undefined : value),
    z
      .array(slug(), { error: 'expected a list of project slugs, like ["kestrel-analytics"]' })
      .max(CV_PROJECTS_MAX, {
        error: `expected at most ${CV_PROJECTS_MAX} projects: a CV lists a chosen few`,
      })
      .optional(),
  ),
});

export type NoteFrontMatter = z.infer<typeof noteSchema>;

export type About = z.infer<typeof aboutSchema>;
export type Site = z.infer<typeof siteSchema>;
export type Category = z.infer<typeof categorySchema>;
export type Project = z.infer<typeof projectSchema>;
export type Skill = z.infer<typeof skillSchema>;
export type Tool = z.infer<typeof toolSchema>;
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type Price = z.infer<typeof priceSchema>;
export type Offer = z.infer<typeof offerSchema>;
export type Faq = z.infer<typeof faqSchema>;
export type Availability = z.infer<typeof availabilitySchema>;
export type Cv = z.infer<typeof cvSchema>;

export const contentFiles = {
  about: { file: 'about.json', schema: aboutSchema, list: false, optional: false },
  categories: { file: 'categories.json', schema: categorySchema, list: true, optional: false },
  projects: { file: 'portfolios.json', schema: checkedProjectSchema, list: true, optional: false },
  skills: { file: 'skills.json', schema: skillSchema, list: true, optional: false },
  tools: { file: 'tools.json', schema: toolSchema, list: true, optional: false },
  experience: { file: 'experience.json', schema: timelineEntrySchema, list: true, optional: false },
  education: { file: 'education.json', schema: timelineEntrySchema, list: true, optional: false },
  socialLinks: { file: 'social-links.json', schema: socialLinkSchema, list: true, optional: false },
  site: { file: 'site.json', schema: siteSchema, list: false, optional: true },
  testimonials: {
    file: 'testimonials.json',
    schema: testimonialSchema,
    list: true,
    optional: true,
  },
  offers: { file: 'offers.json', schema: offerSchema, list: true, optional: true },
  faq: { file: 'faq.json', schema: faqSchema, list: true, optional: true },
  cv: { file: 'cv.json', schema: cvSchema, list: false, optional: true },
} as const;

export type ContentKey = keyof typeof contentFiles;

/** How a problem names an item of a list file: by its slug or id rather than its place alone. */
export const ITEM_NAMES: Partial<Record<ContentKey, { noun: string; key: string }>> = {
  categories: { noun: 'category', key: 'slug' },
  projects: { noun: 'project', key: 'slug' },
  offers: { noun: 'offer', key: 'id' },
};

export type Content = {
  language: string;
  about: About;
  site: Site;
  catalogue: Catalogue;
  categories: Category[];
  projects: Project[];
  skills: Skill[];
  tools: Tool[];
  experience: TimelineEntry[];
  education: TimelineEntry[];
  socialLinks: SocialLink[];
  testimonials: Testimonial[];
  offers: Offer[];
  faq: Faq[];
  cv: Cv;
  /** Published notes, newest first (config/notes/, and drafts in `npm run dev`). */
  notes: Note[];
};
