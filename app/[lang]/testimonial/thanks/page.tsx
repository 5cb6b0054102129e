import type { Metadata } from 'next';
import { PageHero } from '@/components/frame/page-hero';
import { pageContent } from '@/lib/content/page';

// Where the form posted without scripts lands once its answer is kept: one page per language,
// prerendered, and kept out of search results.
export async function generateMetadata(): Promise<Metadata> {
  const { t, ownerName } = await pageContent();
  return {
    title: { absolute: `${t('testimonialRequest.ask.thanksTitle')} | ${ownerName}` },
    robots: { index: false },
  };
}

export default async function TestimonialThanksPage() {
  const { t, ownerName: owner } = await pageContent();
  return (
    <PageHero
      title={t('testimonialRequest.ask.thanksTitle')}
      lead={
        <div role="status">
          <p>{t('testimonialRequest.ask.thanks', { owner })}</p>
        </div>
      }
      fill
    />
  );
}
