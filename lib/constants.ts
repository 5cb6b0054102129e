/** The specification's business constants (section 9), named as the spec names them. */

export const MENU_SECTION_KEYS = [
  'about',
  'portfolio',
  'hire',
  'notes',
  'experience',
  'education',
  'contact',
] as const;
export type MenuSectionKey = (typeof MENU_SECTION_KEYS)[number];

/** The home page's sections by their anchors, in the specification's order: the default. `about` is
 * the introduction, with the page's heading, and always comes first; site.json's `home_sections`
 * orders the rest (lib/content/home-sections.ts). */
export const HOME_SECTIONS = [
  'about',
  'biography',
  'services',
  'tools',
  'portfolio',
  'hire',
  'notes',
  'experience',
  'testimonial',
  'education',
  'contact',
] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

export const HEADER_SCROLLED_TRIGGER_PX = 0;

/** The stylesheet's breakpoints (app/styles/_design.scss), for code that must match them. */
export const LAYOUT_BREAKPOINTS_PX = [480, 640, 768, 1024, 1280] as const;

/** An offer's id in config/offers.json, and as a contact message names it. */
export const OFFER_ID_MAX_LENGTH = 80;

export const INITIALLY_VISIBLE_SKILLS = 3;
export const PROJECTS_PER_PAGE = 6;
export const NOTES_PER_PAGE = 10;
export const HOME_NOTES = 3;

/** Search: a query's bounds (the search page is a public address), and how much is shown. */
export const SEARCH = {
  queryMaxLength: 100,
  wordsMax: 8,
  /** Shorter words are left out of a query, except a character of a script without spaces. */
  wordMinLength: 2,
  /** The dialog's results per kind; its "all results" leads to the page, which shows them all. */
  dialogPerKind: 5,
  pagePerKind: 50,
  marksMax: 8,
  /** A result's second line, in characters. */
  excerptLength: 160,
  /** An entry's searched text in the index, in characters: a long description costs every
   * visitor who opens search, and its first part says what the project is. */
  textMaxLength: 2000,
} as const;

/** Slides per view, keyed by the minimum viewport width in px. */
export const TOOLS_CAROUSEL_BREAKPOINTS = { 0: 2, 480: 3, 768: 5, 1024: 8 } as const;
export const PROJECT_CAROUSEL_BREAKPOINTS = { 0: 1, 640: 2, 1024: 3, 1280: 4 } as const;

export const HERO_AVATAR_SIZES = { 0: 240, 768: 270, 1280: 320 } as const;

/** Width over height; a picture of another shape is shown whole in its box. */
export const PICTURE_SHAPES = { card: 4 / 3, slide: 16 / 10, uprightSlide: 3 / 4 } as const;

/** A case study's cover keeps its own shape within these: no taller than 3:2, no flatter than 21:9. */
export const COVER_SHAPES = { tallest: 3 / 2, flattest: 21 / 9, unread: 16 / 9 } as const;

/** `sizes` of a picture as wide as the page's content: the container's widest box less its gutters,
 * else nearly the whole viewport. */
export const FULL_WIDTH_SIZES = '(min-width: 1600px) 1504px, 94vw';

/** The parts of a project's story, in the page's order: a story picture follows one of them. */
export const STORY_PARTS = ['description', 'challenge', 'approach', 'outcome'] as const;

/** A picture in the story keeps its own shape, within these: a phone screenshot or a panorama. */
export const STORY_PICTURE_SHAPES = { tallest: 1 / 3, flattest: 4, unread: 16 / 9 } as const;

/** A case study's pictures come after its story, to be read: at the same breakpoints, fewer per
 * view than the specification's counts, so each is as wide as half a desktop page. */
export const CASE_STUDY_CAROUSEL_BREAKPOINTS = { 0: 1, 640: 1, 1024: 2, 1280: 2 } as const;

/** Slides per view, never more than there are pictures: few pictures show large. */
export function galleryPerView(pictures: number, caseStudy = false): Record<number, number> {
  const counts = caseStudy ? CASE_STUDY_CAROUSEL_BREAKPOINTS : PROJECT_CAROUSEL_BREAKPOINTS;
  return Object.fromEntries(
    Object.entries(counts).map(([width, count]) => [width, Math.max(1, Math.min(count, pictures))]),
  );
}

export const LOGO = { height: 40, maxWidth: 200 } as const;

export const TOAST_POSITION = 'top-right' as const;
export const TOAST_DURATION_MS = 3000;

export const DATE_LOCALE = 'en-GB';

export const LIGHTBOX = {
  zoomStep: 0.12,
  maxZoom: 3,
  minZoom: 0.1,
  swipeTolerancePx: 50,
} as const;

export const PAGE_LABELS = {
  home: 'Home Page',
  category: 'Category Page',
  notFound: 'Not Found Page',
  project: (name: string) => `${name} Page`,
  hire: 'Hire Page',
  cv: 'CV Page',
  search: 'Search Page',
  notes: 'Notes Page',
  notesTagged: (tag: string) => `Notes Tagged ${tag} Page`,
  note: (title: string) => `${title} Note Page`,
} as const;

/** Fixed sentences that are not interface labels: a console note, a failed call. */
export const FIXED_LABELS = {
  emptyNavigationTarget: 'URL is required to navigate.',
  somethingWentWrong: 'Something went wrong.',
} as const;

/** A picture the server resizes (next/image, a private case study's): at most this many pixels,
 * one at a time, to at most the widest of PICTURE_WIDTHS, so resizing even the largest stays
 * within the memory docs/deploy.md promises (measured there). Over it, a picture is not shown. */
export const PICTURE_MAX_PIXELS = 50_000_000;
/** next/image's device widths without its 3840: an AVIF that wide of a 6,000 px photo alone takes
 * 500 MB. 2048 is a 1,024 px wide picture on a doubled screen. */
export const PICTURE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048];
/** Over either, a picture is said to be heavier than a page needs (a warning, not an error). */
export const PICTURE_WARN_BYTES = 10 * 1024 * 1024;
export const PICTURE_WARN_SIDE = 6000;
