import { JsonLd } from '@/components/frame/json-ld';
import { breadcrumbLd, creativeWorkLd } from '@/lib/structured-data';
import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { notFound } from 'next/navigation';
import { PageHero } from '@/components/frame/page-hero';
import { PageView } from '@/components/frame/page-view';
import { ProjectGallery } from '@/components/project/project-gallery';
import { ProjectFacts } from '@/components/project/project-facts';
import { ProjectNeighbours } from '@/components/project/project-neighbours';
import section from '@/components/ui/section.module.scss';
import { PAGE_LABELS, PICTURE_FRAMES } from '@/lib/constants';
import { framedPicture, slideFrame } from '@/lib/content/pictures';
import { tagList } from '@/lib/content';
import { pageContent } from '@/lib/content/page';
import { plainText } from '@/lib/format/text';
import { galleryLabels } from '@/lib/i18n/labels';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import styles from './page.module.scss';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const local = await pageContent();
  const { t, ownerName: owner } = local;
  const entry = local.project(id);
  if (!entry) notFound();
  return pageMetadata(local, {
    title: `${entry.name} | ${owner}`,
    // Without a description of its own, a sentence that is still this page's alone.
    description:
      plainText(entry.description ?? '', 160) ||
      (entry.category
        ? t('project.fallbackDescriptionCategory', {
            name: entry.name,
            category: entry.category.name,
            owner,
          })
        : t('project.fallbackDescription', { name: entry.name, owner })),
    path: routes.project(entry.slug),
    type: 'article',
    image: {
      path: routes.shareImage(routes.project(entry.slug)),
      alt: t('share.projectAlt', { owner }),
    },
  });
}

export default async function ProjectPage({ params }: Props) {
  const { id } = await params;
  const local = await pageContent();
  const { t, path } = local;
  const entry = local.project(id);
  if (!entry) notFound();
  const tags = tagList(entry.tags);
  const description = entry.description?.trim();
  const sources = entry.images.map((i) => i.image);
  const frame = await slideFrame(sources, {
    wide: PICTURE_FRAMES.slide,
    upright: PICTURE_FRAMES.uprightSlide,
  });
  const slides = await Promise.all(sources.map((src) => framedPicture(src, frame)));
  return (
    <>
      <JsonLd data={creativeWorkLd(local, entry)} />
      <JsonLd
        data={breadcrumbLd(local, [
          { name: local.ownerName, path: routes.home },
          entry.category
            ? { name: entry.category.name, path: routes.category(entry.category.id) }
            : { name: t('frame.allWork'), path: routes.allCategories },
          { name: entry.name, path: routes.project(entry.slug) },
        ])}
      />
      <PageHero
        eyebrow={
          <span className={styles.trail}>
            <IntentLink href={path(routes.allCategories)}>{t('sections.portfolio')}</IntentLink>
            {entry.category && (
              <IntentLink href={path(routes.category(entry.category.id))}>
                {entry.category.name}
              </IntentLink>
            )}
          </span>
        }
        title={entry.name}
      >
        {tags.length > 0 && (
          <ul className={styles.tags} aria-label={t('project.tags')}>
            {tags.map((tag) => (
              <li key={tag} lang={local.fallbackLang('portfolios', 'tags', entry)}>
                {tag}
              </li>
            ))}
          </ul>
        )}
      </PageHero>
      <div className={section.section}>
        <div className={`${section.inner} ${styles.layout}`}>
          <ProjectGallery
            name={entry.name}
            images={slides}
            frame={frame}
            labels={galleryLabels(t, entry.name, slides.length)}
          />
          <div className={styles.body}>
            {description && (
              <div className={`${section.prose} ${styles.description}`}>
                <h2 className={styles.aboutTitle}>{t('project.about')}</h2>
                <div
                  lang={local.fallbackLang('portfolios', 'description', entry)}
                  dangerouslySetInnerHTML={{ __html: description }}
                />
              </div>
            )}
            <ProjectFacts entry={entry} />
          </div>
          <ProjectNeighbours slug={entry.slug} />
        </div>
      </div>
      <PageView label={PAGE_LABELS.project(entry.name)} />
    </>
  );
}
