// The words each interactive part shows, as ./labels.ts hands them over in the page's language.
import type { MenuSectionKey } from '@/lib/constants';
import type { ThemeChoice } from '@/lib/theme/themes';

export type MenuLabels = { menu: string; sections: Record<MenuSectionKey, string> };

export type HeaderNavLabels = MenuLabels & {
  main: string;
  letsTalk: string;
  about: string;
  categories: string;
};

/** The theme switch's words. */
export type ThemeLabels = {
  legend: string;
  /** Each choice's name, and the button's name while it is the current one. */
  options: Record<ThemeChoice, string>;
  button: Record<ThemeChoice, string>;
};

/** The offer of a page in another language, in that language's words (components/frame/language-offer.tsx). */
export type LanguageOfferLabels = {
  /** The offered language's writing direction. */
  dir: 'ltr' | 'rtl';
  label: string;
  offer: string;
  dismiss: string;
};

export type PagerLabels = { nav: string; previous: string; next: string; page: string };

/** The portfolio grid's words. */
export type GridLabels = {
  empty: string;
  /** The list's name on each page: "Projects, page 2 of 3", first page first. */
  pages: string[];
  pager: PagerLabels;
};

/** The image viewer's words. */
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

/** A project gallery's words. */
export type GalleryLabels = {
  region: string;
  arrows: CarouselArrows;
  /** Per image, first image first: its button's name and its description. */
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

/** A "Show more" / "Show less" button. */
export type ToggleLabels = { more: string; less: string };
