import { PARTIAL_DATE } from '../content/schemas';
import { plainText, tagList } from '../format/text';
import { cvProjects, entry, resumeDate, type CvContent, type Entry } from './model';

/** The format's name, the same in every language. */
export const JSON_RESUME = 'JSON Resume';

/** The published schema of JSON Resume 1.0, which /resume.json is checked against. */
export const JSON_RESUME_SCHEMA =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

export type ResumeAddresses = {
  /** A path of the site or an owner's address → an absolute URL. */
  absolute: (pathOrUrl: string) => string;
  home: string;
  project: (slug: string) => string;
  self: string;
};

type Dated = { startDate?: string; endDate?: string };

const dates = (from: string, to: string | undefined): Dated => ({
  startDate: resumeDate(from),
  endDate: resumeDate(to),
});

/** Leaves out what is undefined, so the file holds only what the owner wrote. */
const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

const day = (date: string | undefined) => {
  if (date && PARTIAL_DATE.test(date)) return date; // a day or a month, as written
  const time = date ? Date.parse(date) : NaN;
  const day = Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
  return day && PARTIAL_DATE.test(day) ? day : undefined;
};

/** Written only when the owner gave them. */
const lists = ({ highlights, courses }: Entry) => ({
  highlights: highlights.length ? highlights : undefined,
  courses: courses.length ? courses : undefined,
});

/** A skill's level in JSON Resume is words; the site's percentage is written as one: "95%". */
export const skillLevel = (percentage: number) => `${percentage}%`;

export function toJsonResume(content: CvContent, at: ResumeAddresses) {
  const { about, cv } = content;
  const summary = about.description || plainText(about.freelancer ?? '') || undefined;
  return {
    $schema: JSON_RESUME_SCHEMA,
    basics: defined({
      name: `${about.first_name} ${about.last_name}`,
      label: about.title,
      image: about.avatar ? at.absolute(about.avatar) : undefined,
      email: about.email,
      phone: about.phone,
      url: at.home,
      summary,
      location: about.address ? { address: about.address } : undefined,
      profiles: content.socialLinks.map((link) => ({
        network: link.name,
        url: at.absolute(link.link),
      })),
    }),
    work: content.experience.map(entry).map((item) =>
      defined({
        name: item.place,
        position: item.title,
        ...dates(item.from, item.to),
        summary: item.description,
        ...lists(item),
      }),
    ),
    // JSON Resume has no description for a school: `summary`, as for work (the schema allows it).
    education: content.education.map(entry).map((item) =>
      defined({
        institution: item.place,
        area: item.title,
        ...dates(item.from, item.to),
        summary: item.description,
        ...lists(item),
      }),
    ),
    // A service, without a percentage, has no level.
    skills: content.skills.map((skill) =>
      defined({
        name: skill.name,
        level: skill.percentage === undefined ? undefined : skillLevel(skill.percentage),
      }),
    ),
    languages: cv.languages.map((language) =>
      defined({ language: language.name, fluency: language.level }),
    ),
    certificates: cv.certificates.map((certificate) =>
      defined({
        name: certificate.name,
        issuer: certificate.issuer,
        date: certificate.date,
        url: certificate.url ? at.absolute(certificate.url) : undefined,
      }),
    ),
    awards: cv.awards.map((award) => defined({ ...award })),
    projects: cvProjects(content).map((project) => {
      const keywords = tagList(project.tags);
      return defined({
        name: project.name,
        description: plainText(project.summary ?? project.description ?? '') || undefined,
        highlights: project.results?.map((result) => `${result.value} ${result.label}`),
        startDate: day(project.created_at),
        url: at.project(project.slug),
        keywords: keywords.length ? keywords : undefined,
        // JSON Resume's kind of project ("application", "talk"): the site's category.
        type: project.category?.name,
        roles: project.role ? [project.role] : undefined,
        entity: project.client,
      });
    }),
    meta: { canonical: at.self, version: 'v1.0.0' },
  };
}

export type JsonResume = ReturnType<typeof toJsonResume>;
