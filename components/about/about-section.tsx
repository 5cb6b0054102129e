import Image from 'next/image';
import type { CSSProperties } from 'react';
import { IntentLink } from '@/components/ui/intent-link';
import { Unbroken } from '@/components/ui/unbroken';
import { HERO_AVATAR_SIZES } from '@/lib/constants';
import { picture, ratio } from '@/lib/content/pictures';
import { pageContent } from '@/lib/content/page';
import { routes } from '@/lib/routes';
import { resumeLink } from '@/lib/resume';
import { Availability } from '@/components/ui/availability';
import { BookingLink } from '@/components/ui/booking-link';
import styles from './about-section.module.scss';

/** A landscape picture is cropped to the square from its full height, so it is drawn wider. */
const avatarSizes = (widthPerHeight: number) =>
  Object.entries(HERO_AVATAR_SIZES)
    .map(([minWidth, size]) => {
      const drawn = `${Math.ceil(size * Math.max(1, widthPerHeight))}px`;
      return minWidth === '0' ? drawn : `(min-width: ${minWidth}px) ${drawn}`;
    })
    .reverse()
    .join(', ');

/** Letters in the longest part of a name a line cannot break, for the heading's size. */
const longestWord = (name: string) =>
  Math.max(...name.split(/[\s-]+/).map((word) => [...word].length));

/** The introduction: the owner's name, headline, portrait and first steps, always first. */
export async function AboutSection() {
  const local = await pageContent();
  const { about, ownerName: name, t, path, fallbackLang } = local;
  const portrait = await picture(about.avatar);
  const resume = resumeLink(local);
  return (
    <section id="about" aria-labelledby="about-title" className={styles.about} tabIndex={-1}>
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <div className={styles.intro}>
            {about.title && (
              <p className={styles.eyebrow} lang={fallbackLang('about', 'title')}>
                <Unbroken text={about.title} />
              </p>
            )}
            <h1
              id="about-title"
              className={styles.name}
              style={{ '--longest-word': longestWord(name) } as CSSProperties}
            >
              {name}
            </h1>
            {about.description && (
              <p className={styles.lead} lang={fallbackLang('about', 'description')}>
                {about.description}
              </p>
            )}
            {/* Two buttons, the specification's; the CV's page and the booking link quieter. */}
            <div className={styles.actions}>
              <div className={styles.buttons}>
                <a
                  href={resume.href}
                  {...(resume.file && {
                    download: resume.download,
                    target: '_blank',
                    rel: 'noopener noreferrer',
                  })}
                  className={styles.primary}
                >
                  {t(resume.file ? 'about.downloadResume' : 'cv.viewResume')}
                </a>
                <IntentLink href={path(routes.allCategories)} className={styles.secondary}>
                  {t('about.myPortfolio')}
                </IntentLink>
              </div>
              <p className={styles.more}>
                {resume.file && (
                  <a href={path(routes.cv)} className={styles.quiet}>
                    {t('cv.viewOnline')}
                  </a>
                )}
                <BookingLink local={local} className={styles.quiet} />
              </p>
            </div>
            {local.availability && (
              <div className={styles.availability}>
                <Availability local={local} tone="dark" />
              </div>
            )}
          </div>
          {about.avatar && (
            <div className={styles.avatarFrame}>
              <Image
                src={about.avatar}
                alt={t('about.portraitAlt', { name })}
                width={320}
                height={320}
                sizes={avatarSizes(portrait ? ratio(portrait) : 1)}
                preload
                fetchPriority="high"
                className={styles.avatar}
              />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
