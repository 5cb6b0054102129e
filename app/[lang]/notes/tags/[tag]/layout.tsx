import { contentIn } from '@/lib/content';

// Each language has the tags its notes are written with; any other is a 404 from the route table.
export const dynamicParams = false;

/** A tag no note can have: Next refuses an empty list beside dynamicParams = false. */
const NO_TAG = '-';

export function generateStaticParams({ params }: { params: { lang: string } }) {
  const tags = contentIn(params.lang).noteTags.map((tag) => ({ tag: tag.slug }));
  return tags.length > 0 ? tags : [{ tag: NO_TAG }];
}

export default function Layout({ children }: { children: React.ReactNode }) {
  return children;
}
