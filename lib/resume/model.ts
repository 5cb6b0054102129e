import { CV_PROJECTS_MAX, PARTIAL_DATE } from '../content/schemas';
import type { Content, Project, TimelineEntry } from '../content/schemas';

export type CvContent = Pick<
  Content,
  'language' | 'about' | 'experience' | 'education' | 'skills' | 'projects' | 'socialLinks' | 'cv'
>;

/** The site writes a role and where it was held as one name: "Senior designer · Talweg". */
export const PLACE_SEPARATOR = ' · ';

export type Entry = {
  /** The role, or the degree. */
  title: string;
  /** The employer, or the school; absent when the name has no " · ". */
  place?: string;
  from: string;
  /** Absent: ongoing. */
  to?: string;
  description?: string;
  highlights: string[];
  courses: string[];
};

export function splitName(name: string): { title: string; place?: string } {
  const at = name.indexOf(PLACE_SEPARATOR);
  if (at < 0) return { title: name.trim() };
  const title = name.slice(0, at).trim();
  const place = name.slice(at + PLACE_SEPARATOR.length).trim();
  return place && title ? { title, place } : { title: (title || place).trim() };
}

export const joinName = (title: string | undefined, place: string | undefined) =>
  [title, place].filter((part) => part?.trim()).join(PLACE_SEPARATOR);

export function entry(item: TimelineEntry): Entry {
  return {
    ...splitName(item.name),
    from: String(item.from_year).trim(),
    to: item.to_year === undefined ? undefined : String(item.to_year).trim(),
    description: item.description?.trim() || undefined,
    highlights: item.highlights ?? [],
    courses: item.courses ?? [],
  };
}

/** A year as JSON Resume writes dates: "2019", and "Spring 2019" → "2019"; no year, nothing. */
export function resumeDate(year: string | undefined) {
  if (year === undefined) return undefined;
  if (PARTIAL_DATE.test(year)) return year;
  return /(?<!\d)[12]\d{3}(?!\d)/.exec(year)?.[0];
}

/** The projects config/cv.json names, in its order; else the first six of the portfolio. */
export function cvProjects(content: Pick<CvContent, 'projects' | 'cv'>): Project[] {
  const chosen = content.cv.projects;
  // [] is a choice too: no projects.
  if (!chosen) return content.projects.slice(0, CV_PROJECTS_MAX);
  return chosen.flatMap((slug) => content.projects.filter((project) => project.slug === slug));
}
