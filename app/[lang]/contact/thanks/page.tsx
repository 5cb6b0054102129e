import type { Metadata } from 'next';
import { ContactThanks } from '@/components/contact/contact-thanks';
import { pageContent } from '@/lib/content/page';

// Where a form post sent without scripts lands once its message is taken (app/api/contact-post):
// one page per language, prerendered, and kept out of search results.
export async function generateMetadata(): Promise<Metadata> {
  const { t, ownerName } = await pageContent();
  return { title: { absolute: `${t('contact.sent')} | ${ownerName}` }, robots: { index: false } };
}

export default async function ContactThanksPage() {
  return <ContactThanks local={await pageContent()} />;
}
