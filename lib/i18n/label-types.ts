import type { MenuSectionKey } from '@/lib/constants';
import type { ThemeChoice } from '@/lib/theme/themes';

export type MenuLabels = { menu: string; sections: Record<MenuSectionKey, string> };

export type HeaderNavLabels = MenuLabels & {
  main: string;
  letsTalk: string;
  about: string;
  categories: string;
};

export type ThemeLabels = {
  legend: string;
  /** Each choice's name, and the button's name while it is the current one. */
  options: Record<ThemeChoice, string>;
  button: Record<ThemeChoice, string>;
};

/** In the offered language, not the page's. */
export type LanguageOfferLabels = {
  dir: 'ltr' | 'rtl';
  label: string;
  offer: string;
  dismiss: string;
};

export type PagerLabels = { nav: string; previous: string; next: string; page: string };

export type GridLabels = {
  empty: string;
  /** The list's name on each page: "Projects, page 2 of 3", first page first. */
  pages: string[];
  pager: PagerLabels;
};

export type ViewerLabels = {
  name: string;
  close: string;
  previous: string;
  next: string;
  zoomIn: string;
  zoomOut: string;
  actualSize: string;
  rotateLeft: string;
  rotateRight: string;
  fullscreen: string;
  loadingFailed: string;
};

export type GalleryLabels = {
  region: string;
  arrows: CarouselArrows;
  open: string[];
  alt: string[];
  viewer: ViewerLabels;
};

/** The carousel's arrows and swiper's announcements, whose templates use {{index}} and {{slidesLength}}. */
export type CarouselArrows = {
  previous: string;
  next: string;
  goTo: string;
  slide: string;
  first: string;
  last: string;
};

export type ToggleLabels = { more: string; less: string };

export type AvailabilityStatus = 'available' | 'limited' | 'booked';

/** The badge's labels: as the owner set it, and once `until` has passed. */
export type AvailabilityLabels = {
  name: string;
  current: string;
  available: string;
};

export type BookingEmbedLabels = {
  title: string;
  notice: string;
  load: string;
  calendar: string;
  /** The scheduler's host, "cal.com". */
  host: string;
  /** The booking page in a new tab, instead of the calendar here. */
  open: string;
  newTab: string;
};

/** The search dialog's labels. `{query}`, `{kind}` and `{count}` are filled in as it is used. */
export type SearchLabels = {
  button: string;
  dialog: string;
  field: string;
  placeholder: string;
  close: string;
  loading: string;
  failed: string;
  hint: string;
  none: string;
  tips: string;
  results: string;
  all: string;
  status: string;
  move: string;
  open: string;
  /** A result shown untranslated: "In English". */
  untranslated: string;
  kinds: Record<'project' | 'note' | 'offer' | 'section', string>;
};
