import type { ReactNode } from 'react';
import Image from 'next/image';
import { IntentLink } from '@/components/ui/intent-link';
import { LOGO, MENU_SECTION_KEYS } from '@/lib/constants';
import { autonym, getDefaultLanguage, getTheme, siteLanguages, type Local } from '@/lib/content';
import { routes } from '@/lib/routes';
import { picture, ratio } from '@/lib/content/pictures';
import { HeaderNav } from './header-nav';
import { LanguageSwitch } from './language-switch';
import { ThemeSwitch } from './theme-switch';
import { navLabels, themeLabels } from '@/lib/i18n/labels';
import styles from './site-header.module.scss';

/** A logo at least this much wider than tall is a wordmark: it already spells the name. */
const WORDMARK_RATIO = 2;

function logoSize(widthPerHeight: number) {
  const width = Math.min(LOGO.maxWidth, Math.round(LOGO.height * widthPerHeight));
  return { width, height: Math.round(width / widthPerHeight) };
}

/** The menu's sections, in the home page's order (site.json's `home_sections`). */
const homeSections = ({ experience, education, offers, notes, homeSections: order }: Local) =>
  MENU_SECTION_KEYS.filter(
    (key) =>
      (key !== 'hire' || offers.length > 0) &&
      (key !== 'notes' || notes.length > 0) &&
      (key !== 'experience' || experience.length > 0) &&
      (key !== 'education' || education.length > 0),
  ).sort((a, b) => order.indexOf(a) - order.indexOf(b));

type Props = {
  local: Local;
  missing?: boolean;
  search?: ReactNode;
};

export async function SiteHeader({ local, missing, search }: Props) {
  const { about, ownerName: name, t, path } = local;
  const logo = await picture(about.icon);
  const shape = logo ? ratio(logo) : 1;
  const size = logoSize(shape);
  const wordmark = shape >= WORDMARK_RATIO;
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <IntentLink href={path(routes.home)} className={styles.logo}>
          {about.icon && (
            // A fixed `sizes` lets the browser pick a sharp width at every pixel density.
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
          {!about.icon && (
            // No logo: on a phone, where the name has no room beside the buttons, its initials.
            <span className={styles.monogram} aria-hidden>
              {initials(about.first_name, about.last_name)}
            </span>
          )}
          {!wordmark && (
            <span className={about.icon ? styles.wordmark : styles.name} aria-hidden={!!about.icon}>
              {name}
            </span>
          )}
        </IntentLink>
        <div className={styles.actions}>
          {local.multilingual && (
            <LanguageSwitch
              languages={siteLanguages()}
              current={local.language}
              defaultLanguage={getDefaultLanguage()}
              label={t('language.switcher')}
              button={t('language.current', { language: autonym(local.language) })}
              toHomes={missing}
            />
          )}
          {search}
          <ThemeSwitch fallback={getTheme().default} labels={themeLabels(t)} />
          <HeaderNav
            sections={homeSections(local)}
            labels={navLabels(t)}
            home={path(routes.home)}
            allWork={path(routes.allCategories)}
            builtAs={local.isDefault ? `/${local.language}` : undefined}
          />
        </div>
      </div>
    </header>
  );
}

/** "Maren Oyelaran" → "MO", "Émile zola" → "ÉZ": a letter of each name, as written. */
const initials = (first: string, last: string) =>
  [first, last].map((part) => Array.from(part.trim())[0]?.toLocaleUpperCase() ?? '').join('');
