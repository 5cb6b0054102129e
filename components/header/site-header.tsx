import Image from 'next/image';
import { IntentLink } from '@/components/ui/intent-link';
import { LOGO, MENU_SECTION_KEYS } from '@/lib/constants';
import { getAbout, getEducation, getExperience, getOwnerName, getTheme } from '@/lib/content';
import { picture, ratio } from '@/lib/content/pictures';
import { HeaderBar } from './header-bar';
import { HeaderNav } from './header-nav';
import { ThemeSwitch } from './theme-switch';
import { navLabels, themeLabels } from '@/lib/i18n/labels';
import { getT } from '@/lib/content/translator';
import styles from './site-header.module.scss';

/** A logo at least this much wider than tall is a wordmark: it already spells the name. */
const WORDMARK_RATIO = 2;

/** The logo's drawn size: the header's height, its own proportions, no wider than the maximum. */
function logoSize(widthPerHeight: number) {
  const width = Math.min(LOGO.maxWidth, Math.round(LOGO.height * widthPerHeight));
  return { width, height: Math.round(width / widthPerHeight) };
}

/** The home page's sections, in the menu's order: Experience and Education only with entries. */
const homeSections = () =>
  MENU_SECTION_KEYS.filter(
    (key) =>
      (key !== 'experience' || getExperience().length > 0) &&
      (key !== 'education' || getEducation().length > 0),
  );

export async function SiteHeader() {
  const about = getAbout();
  const name = getOwnerName();
  const logo = await picture(about.icon);
  const shape = logo ? ratio(logo) : 1;
  const size = logoSize(shape);
  const wordmark = shape >= WORDMARK_RATIO;
  return (
    <HeaderBar>
      <IntentLink href="/" className={styles.logo}>
        {about.icon && (
          // `sizes` gives the browser every width, so it picks a sharp one at 1×, 2× and 3×.
          <Image
            src={about.icon}
            alt={name}
            width={size.width}
            height={size.height}
            sizes={`${size.width}px`}
            style={{ aspectRatio: `${size.width} / ${size.height}` }}
            loading="eager"
            // Low: React would otherwise preload it ahead of the page's largest picture.
            fetchPriority="low"
          />
        )}
        {!wordmark && (
          <span className={about.icon ? styles.wordmark : styles.name} aria-hidden={!!about.icon}>
            {name}
          </span>
        )}
      </IntentLink>
      <div className={styles.actions}>
        <ThemeSwitch fallback={getTheme().default} labels={themeLabels(getT())} />
        <HeaderNav sections={homeSections()} labels={navLabels(getT())} />
      </div>
    </HeaderBar>
  );
}
