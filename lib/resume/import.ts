import { PARTIAL_DATE } from '../content/schemas';
import { aboutOf, pictureOf } from './import-about';
import { cvOf } from './import-cv';
import { projectsOf } from './import-projects';
import { list, object, some, text, texts, WEB } from './import-values';
import { joinName } from './model';

/** A JSON Resume document turned into the site's config files, and what had no place in them. */
export type Imported = {
  /** File name under the target folder → its content. */
  files: Record<string, unknown>;
  notCarried: string[];
  /** basics.image at an http(s) address: a picture to download, as none is written remote. */
  picture?: string;
  /** The slugs of projects whose address is their page on the owner's site. */
  projectPages: string[];
};

export type ImportOptions = {
  /** A translation writes only the words, matched to the site's files by position. */
  translation: boolean;
  /** The icon in public/ for a profile's network, when the site has one. */
  iconFor?: (network: string) => string | undefined;
};

const KNOWN_SECTIONS = new Set(
  ['$schema', 'basics', 'work', 'volunteer', 'education', 'awards', 'certificates'].concat([
    'publications',
    'skills',
    'languages',
    'interests',
    'references',
    'projects',
    'meta',
  ]),
);

/** The level words résumé tools write, as the site's percentage. */
const LEVELS: Record<string, number> = {
  beginner: 20,
  novice: 20,
  basic: 30,
  elementary: 30,
  intermediate: 50,
  competent: 60,
  proficient: 70,
  advanced: 75,
  fluent: 85,
  expert: 95,
  master: 95,
  native: 100,
};
const UNKNOWN_LEVEL = 50;

function percentage(level: string | undefined): number | undefined {
  if (!level) return undefined;
  const number = /^(\d{1,3}(?:\.\d+)?)\s*%?$/.exec(level);
  if (number) return Math.min(100, Number(number[1]));
  const word = level.toLowerCase();
  return Object.hasOwn(LEVELS, word) ? LEVELS[word] : undefined;
}

export function importResume(input: unknown, options: ImportOptions): Imported {
  const resume = object(input);
  const notCarried: string[] = [];
  const lost = (what: string) => notCarried.push(what);
  const files: Record<string, unknown> = {};
  const projectPages: string[] = [];
  const { translation } = options;

  /** A JSON Resume date as the site's timelines show it, a year or a month (a translation writes none). */
  const year = (value: unknown, where: string) => {
    const date = text(value);
    if (date === undefined) return undefined;
    if (!PARTIAL_DATE.test(date)) {
      if (!translation) lost(`${where}: "${date}" is not a date (YYYY, YYYY-MM or YYYY-MM-DD)`);
      return undefined;
    }
    if (date.length > 7 && !translation) lost(`${where}: kept the month of ${date}`);
    return date.length === 4 ? Number(date) : date.slice(0, 7);
  };

  const basics = object(resume.basics);
  const about = aboutOf(basics, translation, lost);
  files['about.json'] = about;

  const timeline = (section: 'work' | 'education') =>
    list(resume[section]).flatMap((item, index) => {
      const at = `${section}[${index}]`;
      const name =
        section === 'work'
          ? joinName(text(item.position), text(item.name))
          : joinName(
              [text(item.studyType), text(item.area)].filter(Boolean).join(' ') || undefined,
              text(item.institution),
            );
      const from = year(item.startDate, `${at}.startDate`);
      const words = {
        description: text(item.summary),
        highlights: some(texts(item.highlights)),
        courses: section === 'education' ? some(texts(item.courses)) : undefined,
      };
      const unused = section === 'work' ? ['url', 'location', 'description'] : ['url', 'score'];
      for (const field of unused) {
        if (item[field] !== undefined)
          lost(`${at}.${field}: the site's timelines have no place for it`);
      }
      if (!name || from === undefined) {
        lost(`${at}: left out, as a timeline entry needs ${name ? 'a start year' : 'a name'}`);
        // A translation matches entries by position: {} keeps the place of the one left out.
        return translation ? [{}] : [];
      }
      if (translation) return [{ name, ...words }];
      const to = year(item.endDate, `${at}.endDate`);
      return [{ name, from_year: from, to_year: to ?? '', ...words }];
    });
  files['experience.json'] = { data: timeline('work') };
  files['education.json'] = { data: timeline('education') };

  files['skills.json'] = {
    data: list(resume.skills).flatMap((skill, index) => {
      const at = `skills[${index}]`;
      const keywords = texts(skill.keywords);
      const base = text(skill.name);
      if (!base) {
        lost(`${at}: left out, as it has no name`);
        return [];
      }
      const name = keywords.length ? `${base} (${keywords.join(', ')})` : base;
      if (keywords.length) lost(`${at}.keywords: added to the name`);
      if (translation) return [{ name }];
      const level = text(skill.level);
      // No level: a service, shown without a bar.
      if (!level) return [{ name }];
      let value = percentage(level);
      if (value === undefined) {
        lost(`${at}.level: "${level}" is not a level the site knows; set to ${UNKNOWN_LEVEL}%`);
        value = UNKNOWN_LEVEL;
      }
      return [{ name, percentage: value }];
    }),
  };

  const cv = cvOf(resume, lost);

  if (!translation) {
    files['social-links.json'] = {
      data: list(basics.profiles).flatMap((profile, index) => {
        const name = text(profile.network);
        const link = text(profile.url);
        if (!name || !link || !WEB.test(link)) {
          lost(`basics.profiles[${index}]: left out, as a link needs a network and a web address`);
          return [];
        }
        return [{ name, link, icon: options.iconFor?.(name) }];
      }),
    };
    const { projects, categories, pages } = projectsOf(
      list(resume.projects),
      text(basics.url),
      lost,
    );
    projectPages.push(...pages);
    files['portfolios.json'] = { data: projects };
    if (projects.length) cv.projects = projects.slice(0, 6).map((project) => project.slug);
    files['categories.json'] = { data: categories };
    files['tools.json'] = { data: [] };
  } else if (list(resume.projects).length) {
    lost(
      "projects: a translation of a project goes in its language folder's portfolios.json, by slug",
    );
  }
  if (Object.values(cv).some((value) => Array.isArray(value) && value.length))
    files['cv.json'] = cv;

  for (const section of ['volunteer', 'publications', 'interests', 'references']) {
    const count = list(resume[section]).length;
    if (count)
      lost(
        `${section}: ${count} ${count === 1 ? 'item' : 'items'} (the site has no place for them)`,
      );
  }
  for (const key of Object.keys(resume)) {
    if (!KNOWN_SECTIONS.has(key)) lost(`${key}: not a part of JSON Resume`);
  }
  return {
    files: clean(files) as Record<string, unknown>,
    notCarried,
    projectPages,
    picture: translation ? undefined : pictureOf(basics, lost),
  };
}

/** Drops what is undefined, so a written file holds only what the résumé gave. */
function clean(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clean);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, clean(v)]),
    );
  }
  return value;
}
