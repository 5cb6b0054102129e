import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { WorkWithMe } from '@/components/contact/work-with-me';
import { JsonLd } from '@/components/frame/json-ld';
import { PageHero } from '@/components/frame/page-hero';
import { PageView } from '@/components/frame/page-view';
import { NoteArticle, noteColumn } from '@/components/notes/note-article';
import { NoteMeta } from '@/components/notes/note-meta';
import { TagLinks } from '@/components/notes/tag-links';
import { NotesTrail } from '@/components/notes/notes-trail';
import section from '@/components/ui/section.module.scss';
import { PAGE_LABELS } from '@/lib/constants';
import { pageContent } from '@/lib/content/page';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { blogPostingLd, breadcrumbLd } from '@/lib/structured-data';
import styles from './page.module.scss';

type Props = { params: Promise<{ slug: string }> };

async function noteOf(params: Props['params']) {
  const local = await pageContent();
  const note = local.note((await params).slug);
  if (!note) notFound();
  return { local, note };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { local, note } = await noteOf(params);
  const { t, ownerName: owner } = local;
  return pageMetadata(local, {
    title: `${note.title} | ${owner}`,
    description: note.summary,
    path: routes.note(note.slug),
    type: 'article',
    languages: note.languages,
    article: {
      publishedTime: note.date,
      modifiedTime: note.updated,
      tags: note.tags.map((tag) => tag.name),
    },
    image: { path: routes.shareImage(routes.note(note.slug)), alt: t('notes.shareAlt', { owner }) },
  });
}

export default async function NotePage({ params }: Props) {
  const { local, note } = await noteOf(params);
  const { t } = local;
  const lang = note.language !== local.language ? note.language : undefined;
  return (
    <>
      <JsonLd data={blogPostingLd(local, note)} />
      <JsonLd
        data={breadcrumbLd(local, [
          { name: local.ownerName, path: routes.home },
          { name: t('sections.notes'), path: routes.notes },
          { name: note.title, path: routes.note(note.slug) },
        ])}
      />
      <PageHero
        eyebrow={<NotesTrail local={local} />}
        title={<span lang={lang}>{note.title}</span>}
        titleId="note-title"
        column={noteColumn(note)}
        lead={<NoteMeta local={local} note={note} tone="dark" />}
      >
        <div className={styles.tags}>
          <TagLinks local={local} tags={note.tags} tone="dark" lang={lang} />
        </div>
      </PageHero>
      <div className={section.section}>
        <div className={styles[noteColumn(note)]}>
          <NoteArticle local={local} note={note} />
        </div>
      </div>
      <WorkWithMe local={local} column={noteColumn(note)} />
      <PageView label={PAGE_LABELS.note(note.title)} />
    </>
  );
}
