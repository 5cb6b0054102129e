import { contentIn } from '@/lib/content';

// Each language has the tags its notes are written with; any other is a 404 from the route table.
export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { lang: string } }) {
  return contentIn(params.lang).noteTags.map((tag) => ({ tag: tag.slug }));
}

export default function Layout({ children }: { children: React.ReactNode }) {
  return children;
}
