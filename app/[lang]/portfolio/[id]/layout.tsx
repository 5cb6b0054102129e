import { projectParams } from '@/lib/content';

// The segment's ids live here, on the layout, so that the page and its share images
// (share.png, used for Open Graph and X) are prerendered for every project; any other id is a 404.
export const dynamicParams = false;

/** An id no slug can be: Next refuses an empty list beside dynamicParams = false. */
const NO_PROJECT = '-';

export function generateStaticParams() {
  const params = projectParams();
  // A site with no projects yet prerenders this one id, which answers 404 like any unknown id.
  return params.length > 0 ? params : [{ id: NO_PROJECT }];
}

export default function Layout({ children }: { children: React.ReactNode }) {
  return children;
}
