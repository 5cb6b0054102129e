// Client components get their labels as props, so no catalogue or formatter ships to the browser.
import { createTranslator } from 'use-intl/core';
import type {
  AvailabilityLabels,
  AvailabilityStatus,
  BookingEmbedLabels,
  CarouselArrows,
  GalleryLabels,
  GridLabels,
  HeaderNavLabels,
  SearchLabels,
  ThemeLabels,
  ToggleLabels,
  ViewerLabels,
} from './label-types';
import { MENU_SECTION_KEYS, PROJECTS_PER_PAGE, type MenuSectionKey } from '@/lib/constants';
import { THEME_CHOICES, type ThemeChoice } from '@/lib/theme/themes';
import type { Catalogue } from './catalogue';
import { longDate } from '@/lib/format/date';

export const translator = (locale: string, catalogue: Catalogue) =>
  createTranslator({ locale, messages: catalogue });

export type Translator = ReturnType<typeof translator>;

const each = <K extends string>(keys: readonly K[], label: (key: K) => string) =>
  Object.fromEntries(keys.map((key) => [key, label(key)])) as Record<K, string>;

const count = (length: number, label: (index: number) => string) =>
  Array.from({ length }, (_, index) => label(index + 1));

export const sectionLabels = (t: Translator): Record<MenuSectionKey, string> =>
  each(MENU_SECTION_KEYS, (key) => t(`sections.${key}`));

export function themeLabels(t: Translator): ThemeLabels {
  const options = each<ThemeChoice>(THEME_CHOICES, (choice) => t(`theme.${choice}`));
  return {
    legend: t('theme.legend'),
    options,
    button: each<ThemeChoice>(THEME_CHOICES, (choice) =>
      t('theme.button', { choice: options[choice] }),
    ),
  };
}

export const navLabels = (t: Translator): HeaderNavLabels => ({
  main: t('frame.mainNav'),
  menu: t('frame.menu'),
  letsTalk: t('frame.letsTalk'),
  about: t('frame.about'),
  categories: t('frame.categories'),
  sections: sectionLabels(t),
});

export const carouselArrows = (t: Translator): CarouselArrows => ({
  previous: t('carousel.previous'),
  next: t('carousel.next'),
  first: t('carousel.first'),
  last: t('carousel.last'),
  // swiper fills in its own templates.
  goTo: t('carousel.goTo', { index: '{{index}}' }),
  slide: t('carousel.slide', { index: '{{index}}', total: '{{slidesLength}}' }),
});

export const toggleLabels = (t: Translator): ToggleLabels => ({
  more: t('disclosure.more'),
  less: t('disclosure.less'),
});

export const skillsToggleLabels = (t: Translator): ToggleLabels => ({
  more: t('disclosure.skillsMore'),
  less: t('disclosure.skillsLess'),
});

export function gridLabels(t: Translator, projectCount: number): GridLabels {
  const total = Math.max(1, Math.ceil(projectCount / PROJECTS_PER_PAGE));
  return {
    empty: t('frame.noData'),
    pages: count(total, (page) => t('portfolio.gridLabel', { page, total })),
    pager: {
      nav: t('portfolio.pagination'),
      previous: t('portfolio.previous'),
      next: t('portfolio.next'),
      page: t('portfolio.pageStatus'),
    },
  };
}

const VIEWER_KEYS = [
  'close',
  'previous',
  'next',
  'zoomIn',
  'zoomOut',
  'actualSize',
  'rotateLeft',
  'rotateRight',
  'fullscreen',
  'loadingFailed',
] as const satisfies ReadonlyArray<keyof ViewerLabels>;

/** The full-screen viewer of a project's pictures. */
export const viewerLabels = (t: Translator, name: string): ViewerLabels => ({
  name: t('viewer.name', { name }),
  ...each(VIEWER_KEYS, (key) => t(`viewer.${key}`)),
});

export const galleryLabels = (t: Translator, name: string, images: number): GalleryLabels => ({
  region: t('project.images', { name }),
  arrows: carouselArrows(t),
  open: count(images, (index) => t('project.openImage', { index, total: images })),
  alt: count(images, (index) => t('project.imageAlt', { name, index })),
  viewer: viewerLabels(t, name),
});

export function availabilityLabels(
  t: Translator,
  { status, until }: { status: AvailabilityStatus; until?: string },
  locale: string,
): AvailabilityLabels {
  const available = t('availability.available');
  const date = until && longDate(until, locale);
  const current =
    status === 'available'
      ? available
      : date
        ? t(status === 'booked' ? 'availability.bookedUntil' : 'availability.limitedUntil', {
            date,
          })
        : t(status === 'booked' ? 'availability.booked' : 'availability.limited');
  return { name: t('availability.label'), current, available };
}

export function bookingEmbedLabels(t: Translator, url: string): BookingEmbedLabels {
  const host = new URL(url).host;
  return {
    title: t('hire.calendarTitle'),
    notice: t('hire.calendarNotice', { host }),
    load: t('hire.loadCalendar'),
    calendar: t('hire.calendarFrame', { host }),
    host,
    open: t('hire.bookCall'),
    newTab: t('project.newTab'),
  };
}

export const SEARCH_SLOTS = { query: '{query}', kind: '{kind}', count: '{count}' } as const;

export function searchLabels(t: Translator, fallbackLanguage: string): SearchLabels {
  const slots = SEARCH_SLOTS;
  return {
    button: t('search.button'),
    dialog: t('search.dialog'),
    field: t('search.field'),
    placeholder: t('search.placeholder'),
    close: t('search.close'),
    loading: t('search.loading'),
    failed: t('search.failed'),
    hint: t('search.hint'),
    none: t('search.none', { query: slots.query }),
    tips: t('search.tips'),
    results: t('search.results'),
    all: t('search.all', { query: slots.query }),
    status: t('search.status', { kind: slots.kind, count: slots.count }),
    move: t('search.move'),
    open: t('search.open'),
    untranslated: t('search.untranslated', { language: fallbackLanguage }),
    kinds: {
      project: t('search.kinds.project'),
      note: t('search.kinds.note'),
      offer: t('search.kinds.offer'),
      section: t('search.kinds.section'),
    },
  };
}
