import { JsonLd } from '@/components/frame/json-ld';
import { PageHero } from '@/components/frame/page-hero';
import section from '@/components/ui/section.module.scss';
import { NOTES_PER_PAGE } from '@/lib/constants';
import { notesPageCount, type Local } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import type { Metadata } from 'next';
import { blogLd, breadcrumbLd } from '@/lib/structured-data';
import { FeedLink } from './feed-link';
import { NoteList } from './note-list';
import { NotesPager } from './notes-pager';
import { TagLinks } from './tag-links';
import styles from './notes-index.module.scss';

export function notesMetadata(local: Local, page: number): Metadata {
  const { t, ownerName: owner, notes } = local;
  const title = t('notes.pageTitle', { owner });
  const total = notesPageCount();
  return pageMetadata(local, {
    title: page > 1 ? `${title} | ${t('notes.pageStatus', { page, total })}` : title,
    description: t('notes.pageDescription', { owner, count: notes.length }),
    path: routes.notesPage(page),
    image: { path: routes.shareImage(routes.notes), alt: t('notes.listShareAlt', { owner }) },
  });
}

export function NotesIndex({ local, page }: { local: Local; page: number }) {
  const { t, notes, ownerName: owner } = local;
  const total = notesPageCount();
  const shown = notes.slice((page - 1) * NOTES_PER_PAGE, page * NOTES_PER_PAGE);
  return (
    <>
      <JsonLd data={blogLd(local, shown, routes.notesPage(page))} />
      <JsonLd
        data={breadcrumbLd(local, [
          { name: owner, path: routes.home },
          { name: t('sections.notes'), path: routes.notes },
        ])}
      />
      <PageHero
        eyebrow={t('sections.notes')}
        title={t('notes.pageTitle', { owner })}
        lead={<p>{t('notes.intro')}</p>}
      >
        <div className={styles.heroFoot}>
          <TagLinks local={local} tags={local.noteTags} tone="dark" />
          <FeedLink local={local} tone="dark" />
        </div>
      </PageHero>
      <div className={section.section}>
        <div className={section.inner}>
          {total > 1 && <p className={styles.status}>{t('notes.pageStatus', { page, total })}</p>}
          <NoteList local={local} notes={shown} level="h2" layout="column" />
          <NotesPager local={local} page={page} total={total} />
        </div>
      </div>
    </>
  );
}
