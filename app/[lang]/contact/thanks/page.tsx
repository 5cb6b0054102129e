import type { Metadata } from 'next';
import { ContactAnswer } from '@/components/contact/contact-answer';
import { pageContent } from '@/lib/content/page';

// Where the form posted without scripts lands once its message is taken (components/contact/
// actions.ts): one page per language, prerendered, and kept out of search results.
export async function generateMetadata(): Promise<Metadata> {
  const { t, ownerName } = await pageContent();
  return { title: { absolute: `${t('contact.sent')} | ${ownerName}` }, robots: { index: false } };
}

export default async function ContactThanksPage() {
  return <ContactAnswer local={await pageContent()} />;
}
