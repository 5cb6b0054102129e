import Image from 'next/image';
import { IntentLink } from '@/components/ui/intent-link';
import type { Local, Note } from '@/lib/content';
import { picture, withPictureSizes } from '@/lib/content/pictures';
import { routes } from '@/lib/routes';
import { NoteBody } from './note-body';
import styles from './note-article.module.scss';

/** The headings the note's contents list, shown beside its text when there are two or more. */
export const noteContents = (note: Note) => note.headings.filter((heading) => heading.depth <= 3);

/** The page's centred column (PageHero's `column`): wide enough for the contents beside the text. */
export const noteColumn = (note: Note) => (noteContents(note).length > 1 ? 'wide' : 'text');

export async function NoteArticle({ local, note }: { local: Local; note: Note }) {
  const { t, path } = local;
  const lang = note.language !== local.language ? note.language : undefined;
  const cover = await picture(note.cover);
  const projects = note.projects.flatMap((slug) => local.project(slug) ?? []);
  const contents = noteContents(note);
  return (
    <div className={styles.page}>
      {noteColumn(note) === 'wide' && (
        <nav className={styles.contents} aria-labelledby="note-contents">
          <h2 id="note-contents" className={styles.contentsTitle}>
            {t('notes.contents')}
          </h2>
          <ol className={styles.contentsList} lang={lang}>
            {contents.map((heading) => (
              <li key={heading.id} data-depth={heading.depth}>
                <a href={`#${heading.id}`}>{heading.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className={styles.layout}>
        {lang && (
          <p className={styles.notice}>
            {t('notes.untranslated', { language: local.languageName(note.language) })}
          </p>
        )}
        <article className={styles.article} lang={lang} aria-labelledby="note-title">
          {cover && (
            <Image
              src={cover.src}
              width={cover.width}
              height={cover.height}
              alt=""
              sizes="(min-width: 768px) 44rem, 100vw"
              preload
              fetchPriority="high"
              className={styles.cover}
              style={{ backgroundColor: cover.backdrop }}
            />
          )}
          <NoteBody html={await withPictureSizes(note.html)} />
        </article>
        {projects.length > 0 && (
          <aside className={styles.projects} aria-labelledby="note-projects">
            <h2 id="note-projects" className={styles.projectsTitle}>
              {t('notes.projects')}
            </h2>
            <ul className={styles.projectList}>
              {projects.map((project) => (
                <li key={project.slug}>
                  <IntentLink href={path(routes.project(project.slug))} className={styles.project}>
                    <span className={styles.projectName}>{project.name}</span>
                    {project.category && (
                      <span className={styles.projectCategory}>{project.category.name}</span>
                    )}
                  </IntentLink>
                </li>
              ))}
            </ul>
          </aside>
        )}
        <p className={styles.back}>
          <IntentLink href={path(routes.notes)} className={styles.backLink}>
            <span aria-hidden="true" data-flip>
              ←
            </span>{' '}
            {t('notes.all')}
          </IntentLink>
        </p>
      </div>
    </div>
  );
}
