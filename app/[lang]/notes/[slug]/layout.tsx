import { noteParams } from '@/lib/content';

// On the layout, so that the page and its share.png are prerendered for every note.
export const dynamicParams = false;

/** A slug no note can have: Next refuses an empty list beside dynamicParams = false. */
const NO_NOTE = '-';

export function generateStaticParams() {
  const params = noteParams();
  return params.length > 0 ? params : [{ slug: NO_NOTE }];
}

export default function Layout({ children }: { children: React.ReactNode }) {
  return children;
}
