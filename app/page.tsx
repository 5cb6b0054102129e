import type { Metadata } from 'next';
import { PageHero } from '@/components/frame/page-hero';
import { PageView } from '@/components/frame/page-view';
import { MENU_SECTION_KEYS, MENU_SECTION_LABELS, PAGE_LABELS } from '@/lib/constants';
import { getAbout, getOwnerName } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';

export function generateMetadata(): Metadata {
  const about = getAbout();
  const name = getOwnerName();
  return pageMetadata({ title: about.title ? `${name} | ${about.title}` : name, path: '/' });
}

export default function HomePage() {
  const about = getAbout();
  return (
    <>
      <PageHero eyebrow={about.title} title={getOwnerName()} lead={about.description} />
      {MENU_SECTION_KEYS.map((key) => (
        <section key={key} id={key} aria-label={MENU_SECTION_LABELS[key]} style={{ minHeight: '60vh' }}>
          <h2>{MENU_SECTION_LABELS[key]}</h2>
        </section>
      ))}
      <PageView label={PAGE_LABELS.home} />
    </>
  );
}
