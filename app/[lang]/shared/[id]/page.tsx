import type { Metadata } from 'next';
import { WorkWithMe } from '@/components/contact/work-with-me';
import { PageHero } from '@/components/frame/page-hero';
import { SharedMark } from '@/components/private/shared-mark';
import { SharedPicture } from '@/components/private/shared-picture';
import shared from '@/components/private/shared.module.scss';
import { ProjectFacts } from '@/components/project/project-facts';
import { ProjectResults } from '@/components/project/project-results';
import { ProjectStory } from '@/components/project/project-story';
import section from '@/components/ui/section.module.scss';
import { pageContent } from '@/lib/content/page';
import { sharedMetadata, sharedPage } from '@/lib/private/page';
import { picturesOf } from '@/lib/private/pictures';
import styles from '../../portfolio/[id]/page.module.scss';

// Rendered for each request, for the browser holding a client's link: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = (): Promise<Metadata> => sharedMetadata();

type Props = { params: Promise<{ id: string }> };

/** A private case study, as its public page would be, its pictures one under another. */
export default async function SharedProject({ params }: Props) {
  const { id } = await params;
  const local = await pageContent();
  const { t, path } = local;
  const { link, projects } = await sharedPage(id);
  const project = projects[0]!;
  const [cover, ...rest] = picturesOf(project);
  return (
    <>
      <SharedMark text={t('shared.mark', { client: link.client })} />
      <PageHero
        eyebrow={
          <span className={styles.trail}>
            <a href={path('/shared')}>{t('shared.title')}</a>
          </span>
        }
        title={project.name}
        lead={project.summary && <p>{project.summary}</p>}
      >
        {cover && (
          <div className={shared.cover}>
            <SharedPicture src={cover} alt={t('project.coverAlt', { name: project.name })} first />
          </div>
        )}
      </PageHero>
      <div className={section.section}>
        <div className={`${section.inner} ${styles.layout}`}>
          {project.results && (
            <ProjectResults results={project.results} title={t('project.results')} />
          )}
          <div className={styles.body}>
            <ProjectStory local={local} project={project} />
            <ProjectFacts project={project} />
          </div>
          {rest.length > 0 && (
            <div className={shared.pictures}>
              {rest.map((src, index) => (
                <SharedPicture
                  key={src}
                  src={src}
                  alt={t('shared.picture', { name: project.name, number: index + 2 })}
                />
              ))}
            </div>
          )}
        </div>
      </div>
      <WorkWithMe local={local} client={link.client} />
    </>
  );
}
