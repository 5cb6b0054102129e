import fs from 'node:fs';
import path from 'node:path';
import type { Testimonial } from '@/lib/content/schemas';
import { updateJsonFile, writeFileAtomically } from '@/lib/content/write-file';
import type { TestimonialSummary } from '@/lib/store/testimonials';
import { photoPath } from './photo';

/** Where published photos go, under the content's public/ and on the site at /images/testimonials/. */
export const PUBLISHED_PHOTOS = 'images/testimonials';

const SCHEMA = './schema/testimonials.schema.json';

/** "Marie Curie" → "marie-curie": a name safe in any file system and address. */
const safeName = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'client';

/** The entry testimonials.json gets for an answer: the owner's correction when there is one. */
export function testimonialOf(answer: TestimonialSummary, avatar?: string): Testimonial {
  const entry: Testimonial = {
    quote: answer.correctedQuote ?? answer.quote ?? '',
    name: answer.name || answer.company || answer.client,
  };
  if (answer.role) entry.role = answer.role;
  if (answer.company) entry.company = answer.company;
  if (avatar) entry.avatar = avatar;
  if (answer.project) entry.project = answer.project;
  if (answer.answeredAt) entry.date = answer.answeredAt.slice(0, 10);
  if (answer.consentAt) entry.consent_date = answer.consentAt.slice(0, 10);
  return entry;
}

/** Adds the answer to the content's config/testimonials.json (made when absent), its photo
 * copied into public/images/testimonials/ beside config/; written atomically, its layout kept.
 * `configDir` defaults to `contentDir`/config. */
export function publishAnswer(
  answer: TestimonialSummary,
  {
    contentDir,
    configDir = path.join(contentDir, 'config'),
    dataDir,
  }: { contentDir: string; configDir?: string; dataDir: string },
): Testimonial {
  let avatar: string | undefined;
  const photo = answer.photo && photoPath(dataDir, answer.photo);
  if (photo && fs.existsSync(photo)) {
    const name = `${safeName(answer.name || answer.client)}-${answer.id}.webp`;
    const folder = path.join(contentDir, 'public', PUBLISHED_PHOTOS);
    fs.mkdirSync(folder, { recursive: true });
    fs.copyFileSync(photo, path.join(folder, name));
    avatar = `/${PUBLISHED_PHOTOS}/${name}`;
  }
  const entry = testimonialOf(answer, avatar);
  const file = path.join(configDir, 'testimonials.json');
  if (!fs.existsSync(file)) {
    writeFileAtomically(file, `${JSON.stringify({ $schema: SCHEMA, data: [] }, null, 2)}\n`);
  }
  updateJsonFile<{ data?: Testimonial[] }>(file, (value) => ({
    ...value,
    data: [...(value.data ?? []), entry],
  }));
  return entry;
}
