import { Fragment, type ReactNode } from 'react';
import type { Local } from '@/lib/content';
import type { Project } from '@/lib/content/schemas';
import { withPictureSizes } from '@/lib/content/pictures';
import section from '@/components/ui/section.module.scss';
import { STORY_PARTS } from '@/lib/constants';
import styles from './project-story.module.scss';

const TITLES = {
  description: 'project.about',
  challenge: 'project.challenge',
  approach: 'project.approach',
  outcome: 'project.outcome',
} as const;

type Props = {
  local: Local;
  project: Project;
  /** What follows each part: its pictures, at the page's width, the text then centred between them. */
  pictures?: Partial<Record<(typeof STORY_PARTS)[number], ReactNode>>;
};

/** The project's text: the specification's description, then a case study's three chapters. */
export async function ProjectStory({ local, project, pictures }: Props) {
  const parts = await Promise.all(
    STORY_PARTS.map(async (part) => {
      const html = project[part]?.trim();
      return html ? { part, html: await withPictureSizes(html) } : undefined;
    }),
  );
  const given = parts.filter((part) => part !== undefined);
  if (!given.length) return null;
  return (
    <div className={`${styles.story} ${pictures ? styles.wide : ''}`}>
      {given.map(({ part, html }) => (
        <Fragment key={part}>
          <section
            className={`${section.prose} ${styles.part}`}
            aria-labelledby={`project-${part}`}
          >
            <h2 id={`project-${part}`} className={styles.title}>
              {local.t(TITLES[part])}
            </h2>
            <div
              lang={local.fallbackLang('projects', part, project)}
              dangerouslySetInnerHTML={{ __html: html }}
            />
          </section>
          {pictures?.[part]}
        </Fragment>
      ))}
    </div>
  );
}
