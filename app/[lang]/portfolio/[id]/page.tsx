import { JsonLd } from '@/components/frame/json-ld';
import { breadcrumbLd, creativeWorkLd } from '@/lib/structured-data';
import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { notFound } from 'next/navigation';
import { PageHero } from '@/components/frame/page-hero';
import { PageView } from '@/components/frame/page-view';
import { NoteList } from '@/components/notes/note-list';
import { ProjectGallery } from '@/components/project/project-gallery';
import { ProjectCover } from '@/components/project/project-cover';
import { PLAIN_FACTS, ProjectFacts } from '@/components/project/project-facts';
import { ProjectFactsRow } from '@/components/project/project-facts-row';
import { StoryPicture } from '@/components/project/story-picture';
import { ProjectResults } from '@/components/project/project-results';
import { ProjectStory } from '@/components/project/project-story';
import { ProjectNeighbours } from '@/components/project/project-neighbours';
import { WorkWithMe } from '@/components/contact/work-with-me';
import { TestimonialsSection } from '@/components/testimonials/testimonials-section';
import section from '@/components/ui/section.module.scss';
import {
  COVER_SHAPES,
  galleryPerView,
  PAGE_LABELS,
  PICTURE_SHAPES,
  STORY_PARTS,
  STORY_PICTURE_SHAPES,
} from '@/lib/constants';
import { fittedPicture, ownShape, slideShape } from '@/lib/content/pictures';
import { tagList } from '@/lib/content';
import { pageContent } from '@/lib/content/page';
import { plainText } from '@/lib/format/text';
import { galleryLabels, viewerLabels } from '@/lib/i18n/labels';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import styles from './page.module.scss';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const local = await pageContent();
  const { t, ownerName: owner } = local;
  const project = local.project(id);
  if (!project) notFound();
  return pageMetadata(local, {
    title: `${project.name} | ${owner}`,
    // Without a description of its own, a sentence that is still this page's alone.
    description:
      plainText(project.summary ?? project.description ?? '', 160) ||
      (project.category
        ? t('project.fallbackDescriptionCategory', {
            name: project.name,
            category: project.category.name,
            owner,
          })
        : t('project.fallbackDescription', { name: project.name, owner })),
    path: routes.project(project.slug),
    type: 'article',
    image: {
      path: routes.shareImage(routes.project(project.slug)),
      alt: t('share.projectAlt', { owner }),
    },
  });
}

export default async function ProjectPage({ params }: Props) {
  const { id } = await params;
  const local = await pageContent();
  const { t, path } = local;
  const project = local.project(id);
  if (!project) notFound();
  const tags = tagList(project.tags);
  const notes = local.notesAbout(project.slug);
  const all = project.images.map((i) => i.image);
  const placed = project.story_images ?? [];
  // The pictures the story holds are not shown again: the carousel keeps the others.
  const sources = all.filter((src) => !placed.some((p) => p.image === src));
  const shape = await slideShape(sources, {
    wide: PICTURE_SHAPES.slide,
    upright: PICTURE_SHAPES.uprightSlide,
  });
  const slides = await Promise.all(sources.map((src) => fittedPicture(src, shape)));
  const coverShape = project.cover ? await ownShape(project.cover, COVER_SHAPES) : 0;
  const cover = project.cover ? await fittedPicture(project.cover, coverShape) : undefined;
  // A case study tells its story before the pictures; the specification's page shows them first.
  const caseStudy = Boolean(
    cover || project.challenge || project.approach || project.outcome || project.results,
  );
  const storyPictures = placed.length
    ? await Promise.all(
        placed.map(async ({ image, after, caption }) => {
          const own = await ownShape(image, STORY_PICTURE_SHAPES);
          const alt = t('project.imageAlt', { name: project.name, index: all.indexOf(image) + 1 });
          return {
            after,
            figure: (
              <StoryPicture
                key={image}
                id={`story-picture-${all.indexOf(image) + 1}`}
                picture={await fittedPicture(image, own)}
                shape={own}
                caption={caption}
                alt={alt}
                lang={local.fallbackLang('projects', 'story_images', project)}
                open={{
                  label: t('project.openPicture', { picture: caption ?? alt }),
                  name: project.name,
                  viewer: viewerLabels(t, project.name),
                }}
              />
            ),
          };
        }),
      )
    : undefined;
  const afterParts =
    storyPictures &&
    Object.fromEntries(
      STORY_PARTS.map((part) => [
        part,
        storyPictures.filter((p) => p.after === part).map((p) => p.figure),
      ]),
    );
  const gallery = (
    <ProjectGallery
      name={project.name}
      images={slides}
      shape={shape}
      perView={galleryPerView(slides.length, caseStudy)}
      first={!cover}
      labels={galleryLabels(t, project.name, slides.length)}
    />
  );
  return (
    <>
      <JsonLd data={creativeWorkLd(local, project)} />
      <JsonLd
        data={breadcrumbLd(local, [
          { name: local.ownerName, path: routes.home },
          project.category
            ? { name: project.category.name, path: routes.category(project.category.id) }
            : { name: t('frame.allWork'), path: routes.allCategories },
          { name: project.name, path: routes.project(project.slug) },
        ])}
      />
      <PageHero
        eyebrow={
          <span className={styles.trail}>
            <IntentLink href={path(routes.allCategories)}>{t('sections.portfolio')}</IntentLink>
            {project.category && (
              <IntentLink href={path(routes.category(project.category.id))}>
                {project.category.name}
              </IntentLink>
            )}
          </span>
        }
        title={project.name}
        lead={
          project.summary && (
            <p lang={local.fallbackLang('projects', 'summary', project)}>{project.summary}</p>
          )
        }
      >
        {caseStudy && <ProjectFactsRow local={local} project={project} />}
        {tags.length > 0 && (
          <ul className={styles.tags} aria-label={t('project.tags')}>
            {tags.map((tag) => (
              <li key={tag} lang={local.fallbackLang('projects', 'tags', project)}>
                {tag}
              </li>
            ))}
          </ul>
        )}
        {cover && (
          <ProjectCover
            picture={cover}
            shape={coverShape}
            alt={t('project.coverAlt', { name: project.name })}
          />
        )}
      </PageHero>
      <div className={section.section}>
        <div className={`${section.inner} ${styles.layout}`}>
          {!caseStudy && gallery}
          {project.results && (
            <ProjectResults
              results={project.results}
              title={t('project.results')}
              lang={local.fallbackLang('projects', 'results', project)}
            />
          )}
          <div className={`${styles.body} ${afterParts ? styles.wide : ''}`}>
            <ProjectStory local={local} project={project} pictures={afterParts} />
            <ProjectFacts project={project} omit={caseStudy ? [...PLAIN_FACTS, 'created'] : []} />
          </div>
          {caseStudy && slides.length > 0 && <div className={styles.later}>{gallery}</div>}
          {notes.length > 0 && (
            <section aria-labelledby="project-notes" className={styles.notes}>
              <h2 id="project-notes" className={styles.notesTitle}>
                {t('notes.projectNotes')}
              </h2>
              <NoteList local={local} notes={notes} level="h3" layout="grid" tags={false} />
            </section>
          )}
          <ProjectNeighbours slug={project.slug} />
        </div>
      </div>
      <TestimonialsSection project={project.slug} />
      <WorkWithMe local={local} />
      <PageView label={PAGE_LABELS.project(project.name)} />
    </>
  );
}
