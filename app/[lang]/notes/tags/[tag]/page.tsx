import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/frame/json-ld';
import { PageHero } from '@/components/frame/page-hero';
import { PageView } from '@/components/frame/page-view';
import { NoteList } from '@/components/notes/note-list';
import { TagLinks } from '@/components/notes/tag-links';
import { NotesTrail } from '@/components/notes/notes-trail';
import section from '@/components/ui/section.module.scss';
import { PAGE_LABELS } from '@/lib/constants';
import { pageContent } from '@/lib/content/page';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { blogLd, breadcrumbLd } from '@/lib/structured-data';
import styles from './page.module.scss';

type Props = { params: Promise<{ tag: string }> };

async function tagOf(params: Props['params']) {
  const local = await pageContent();
  const slug = decodeURIComponent((await params).tag);
  const tag = local.noteTags.find((t) => t.slug === slug);
  if (!tag) notFound();
  return { local, tag, notes: local.notesTagged(slug) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { local, tag, notes } = await tagOf(params);
  const { t, ownerName: owner } = local;
  return pageMetadata(local, {
    title: `${t('notes.tagTitle', { tag: tag.name })} | ${owner}`,
    description: t('notes.tagDescription', { tag: tag.name, owner, count: notes.length }),
    path: routes.notesTagged(tag.slug),
    // A language's tags are its own words: the page is in that language only.
    languages: [local.language],
    image: { path: routes.shareImage(routes.notes), alt: t('notes.listShareAlt', { owner }) },
  });
}

export default async function NotesTaggedPage({ params }: Props) {
  const { local, tag, notes } = await tagOf(params);
  const { t, ownerName: owner } = local;
  const address = routes.notesTagged(tag.slug);
  return (
    <>
      <JsonLd data={blogLd(local, notes, address)} />
      <JsonLd
        data={breadcrumbLd(local, [
          { name: owner, path: routes.home },
          { name: t('sections.notes'), path: routes.notes },
          { name: tag.name, path: address },
        ])}
      />
      <PageHero
        eyebrow={<NotesTrail local={local} />}
        title={t('notes.tagTitle', { tag: tag.name })}
        lead={<p>{t('notes.tagDescription', { tag: tag.name, owner, count: notes.length })}</p>}
      >
        <div className={styles.tags}>
          <TagLinks local={local} tags={local.noteTags} current={tag.slug} tone="dark" />
        </div>
      </PageHero>
      <div className={section.section}>
        <div className={section.inner}>
          <NoteList local={local} notes={notes} level="h2" layout="column" />
        </div>
      </div>
      <PageView label={PAGE_LABELS.notesTagged(tag.name)} />
    </>
  );
}
