import type { Metadata } from 'next';
import { WorkWithMe } from '@/components/contact/work-with-me';
import { PageHero } from '@/components/frame/page-hero';
import { SharedMark } from '@/components/private/shared-mark';
import { SharedPicture } from '@/components/private/shared-picture';
import styles from '@/components/private/shared.module.scss';
import section from '@/components/ui/section.module.scss';
import { pageContent } from '@/lib/content/page';
import { sharedMetadata, sharedPage } from '@/lib/private/page';
import { picturesOf } from '@/lib/private/pictures';

// Rendered for each request, for the browser holding a client's link: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = (): Promise<Metadata> => sharedMetadata();

export default async function SharedIndex() {
  const local = await pageContent();
  const { t, path } = local;
  const { link, projects } = await sharedPage();
  return (
    <>
      <SharedMark text={t('shared.mark', { client: link.client })} />
      <PageHero
        title={t('shared.title')}
        lead={<p>{t('shared.lead', { client: link.client })}</p>}
      />
      <div className={section.section}>
        <div className={section.inner}>
          <ul className={styles.list}>
            {projects.map(async (project, index) => {
              const [picture] = picturesOf(project);
              return (
                <li key={project.slug} className={styles.card}>
                  {picture && (
                    <SharedPicture
                      src={picture}
                      alt=""
                      first={index === 0}
                      sizes="(min-width: 1600px) 900px, (min-width: 768px) 56vw, 94vw"
                    />
                  )}
                  <div className={styles.cardText}>
                    <h2>{project.name}</h2>
                    {project.summary && <p>{project.summary}</p>}
                    <a href={path(`/shared/${project.slug}`)}>{t('shared.open')}</a>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <WorkWithMe local={local} client={link.client} />
    </>
  );
}
