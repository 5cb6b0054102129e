import type { Metadata } from 'next';
import { ContactAnswer } from '@/components/contact/contact-answer';
import { pageContent } from '@/lib/content/page';

// Where proxy.ts sends a form another site's page posted: nothing of it is kept or shown back.
export async function generateMetadata(): Promise<Metadata> {
  const { t, ownerName } = await pageContent();
  return {
    title: { absolute: `${t('contact.notSent')} | ${ownerName}` },
    robots: { index: false },
  };
}

export default async function ContactRefusedPage() {
  return <ContactAnswer local={await pageContent()} refused />;
}
